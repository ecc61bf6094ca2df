import Foundation

/// One CSV record and the line it starts on (1-based).
struct CSVRecord {
    var fields: [String]
    var line: Int
}

/// RFC 4180 CSV: comma-separated, `"`-quoted fields with `""` for a quote, LF or CRLF line
/// ends, an optional UTF-8 byte-order mark. Blank lines are skipped.
enum CSVReader {
    /// Every record of `data`, or an ``ImportError`` for text that is not UTF-8 or a quote left open.
    static func records(_ data: Data, file: String) throws(ImportError) -> [CSVRecord] {
        guard var text = String(data: data, encoding: .utf8) else {
            throw ImportError(file: file, reason: "not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var quoted = false
        var fieldWasQuoted = false
        let bytes = Array(text.utf8)
        var i = 0
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(CSVRecord(fields: fields, line: recordLine)) }
            fields.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            let b = bytes[i]
            if quoted {
                if b == 0x22 {
                    if i + 1 < bytes.count, bytes[i + 1] == 0x22 { field.append(0x22); i += 2; continue }
                    quoted = false
                } else {
                    if b == 0x0A { line += 1 }
                    field.append(b)
                }
                i += 1
                continue
            }
            switch b {
            case 0x22 where field.isEmpty && !fieldWasQuoted:
                quoted = true
                fieldWasQuoted = true
            case 0x2C:
                endField()
            case 0x0D where i + 1 < bytes.count && bytes[i + 1] == 0x0A:
                break
            case 0x0A:
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(b)
            }
            i += 1
        }
        if quoted { throw ImportError(file: file, location: "line \(recordLine)", reason: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
