import Foundation

extension BackupDocument {
    /// Reads a Cairn export and checks every record (``check(file:)``) before anything is written.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: its name, for messages.
    /// - Throws: ``BackupError`` naming the file: not JSON or cut short, not a Cairn export, a
    ///   version this Cairn does not read, or the first record that is wrong.
    public static func read(_ data: Data, file: String) throws(BackupError) -> BackupDocument {
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .notJSON(file: file, detail: describe(error))
        }
        guard header.format == BackupFormat.name else { throw .notCairnExport(file: file) }
        guard let version = header.version, version == BackupFormat.version else {
            throw .unsupportedVersion(file: file, found: header.version ?? 0)
        }
        let document: BackupDocument
        do {
            document = try decoder.decode(BackupDocument.self, from: data)
        } catch {
            throw .invalid(file: file, record: "the document", problem: "does not read as a Cairn export: \(describe(error))")
        }
        try document.check(file: file)
        return document
    }

    /// A decoding error in words: what was wrong and where.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let names = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return names.isEmpty ? "" : " at \(names.hasPrefix(".") ? String(names.dropFirst()) : names)"
        }
        switch error {
        case let .dataCorrupted(context):
            return "\(context.debugDescription)\(path(context))"
        case let .keyNotFound(key, context):
            return "the field \"\(key.stringValue)\" is missing\(path(context))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(context.debugDescription)\(path(context))"
        @unknown default:
            return "\(error)"
        }
    }
}
