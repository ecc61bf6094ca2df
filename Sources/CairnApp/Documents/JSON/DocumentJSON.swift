import Foundation

/// The bytes of a document as `--json` prints it and the JSON API answers it: pretty, keys
/// sorted, slashes unescaped, one newline at the end — `JSONEncoder`'s bytes, written by
/// ``PrettyJSONWriter`` from a tree, or member by member by ``StreamedJSON`` for the largest
/// (`achievements`), or by `JSONEncoder` itself for a value the writers leave to it (and for
/// every value when `CAIRN_JSON=foundation`, which the tests use to compare them).
package enum DocumentJSON {
    /// Writes `value` to `sink`, in pieces of at most 256 KB.
    package static func write(_ value: some Encodable, environment: [String: String] = [:],
                              to sink: (UnsafeRawBufferPointer) -> Void) throws(AppError) {
        do {
            var bytes: [UInt8]
            do {
                guard environment["CAIRN_JSON"] != "foundation" else { throw PrettyJSONWriter.Unsupported() }
                if let document = value as? any StreamedJSONDocument, environment["CAIRN_JSON"] != "tree" {
                    guard document.numbersAreFinite else { throw PrettyJSONWriter.Unsupported() }
                    // Out in pieces of 256 KB through one buffer, as it is written.
                    try withoutActuallyEscaping(sink) { sink in
                        var json = StreamedJSON(capacity: 1 << 18, flushingTo: sink)
                        try document.write(into: &json)
                        json.newline()
                        json.flush()
                    }
                    return
                }
                bytes = try PrettyJSONWriter.write(value)
            } catch is PrettyJSONWriter.Unsupported {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                bytes = Array(try encoder.encode(value))
            }
            bytes.append(0x0A)
            bytes.withUnsafeBytes { sink($0) }
        } catch {
            throw .failure("cannot write JSON: \(error)")
        }
    }

    /// The whole document as bytes.
    package static func bytes(_ value: some Encodable, environment: [String: String] = [:]) throws(AppError) -> [UInt8] {
        var out: [UInt8] = []
        try write(value, environment: environment) { out.append(contentsOf: $0) }
        return out
    }
}
