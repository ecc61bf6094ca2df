import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578: a file input's upload), found without
/// copying: each part is its name, its file name and type when it is a file, and the range of
/// its bytes in the body.
///
/// Bounded: at most ``partLimit`` parts, each part's headers at most ``headerLimit`` bytes, a
/// field read as text at most ``fieldLimit`` bytes. Tolerant of what browsers and tools send: a
/// preamble before the first boundary, bare `LF` line ends as well as `CRLF`, spaces after a
/// boundary, a quoted or unquoted boundary and names, header names in any case, and no epilogue.
public struct MultipartBody: Sendable {
    /// One part: a field, or a file when it has a file name.
    public struct Part: Sendable, Hashable {
        /// The form field's name (`Content-Disposition: form-data; name="…"`).
        public var name: String
        /// The file's name as the browser gave it (only its last path component), for a file.
        public var fileName: String?
        /// The part's `Content-Type`, if it gave one.
        public var contentType: String?
        /// Where the part's content lies in the body.
        public var range: Range<Int>
    }

    /// The most parts a body may have.
    public static let partLimit = 64
    /// The most bytes one part's headers may take.
    public static let headerLimit = 8_192
    /// The most bytes a field read as text (``field(_:)``) may have.
    public static let fieldLimit = 65_536

    /// The parts in order.
    public var parts: [Part]
    /// The body the ranges point into.
    public let bytes: Data

    /// The boundary of a `multipart/form-data` content type, or `nil` for any other type.
    public static func boundary(ofContentType type: String) -> String? {
        let pieces = type.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return (1...70).contains(value.utf8.count) ? value : nil
        }
        return nil
    }

    /// Finds the parts of `bytes` cut by `boundary`.
    /// - Throws: ``MultipartError`` naming what is wrong.
    public init(_ bytes: Data, boundary: String) throws(MultipartError) {
        self.bytes = bytes
        parts = try Self.parse(bytes, delimiter: Array(("--" + boundary).utf8))
    }

    /// The multipart body of `request`, from the temporary file it was streamed to
    /// (``HTTPRequest/bodyFile``, mapped, not read into memory) or from its bytes; `nil` when it
    /// is not `multipart/form-data`.
    public init?(_ request: HTTPRequest) throws(MultipartError) {
        guard let boundary = Self.boundary(ofContentType: request.header("Content-Type") ?? "") else { return nil }
        let data: Data
        if let file = request.bodyFile {
            do { data = try Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped) } catch {
                throw .cannotStore("the upload could not be read back: \(error.localizedDescription)")
            }
        } else {
            data = Data(request.body)
        }
        try self.init(data, boundary: boundary)
    }

    /// The first part called `name`.
    public func part(_ name: String) -> Part? { parts.first { $0.name == name } }

    /// The text of the first field called `name` (UTF-8), or `nil` when there is none or it is
    /// longer than ``fieldLimit``.
    public func field(_ name: String) -> String? {
        guard let part = part(name), part.range.count <= Self.fieldLimit else { return nil }
        return String(decoding: bytes[bytes.startIndex + part.range.lowerBound ..< bytes.startIndex + part.range.upperBound], as: UTF8.self)
    }

    /// Writes the content of `part` to a new file at `path`, readable by its owner only.
    public func write(_ part: Part, to path: String) throws(MultipartError) {
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw .cannotStore("cannot write the upload to \(path)")
        }
        defer { try? handle.close() }
        let start = bytes.startIndex + part.range.lowerBound
        var offset = 0
        // In pieces, so a mapped body is never copied whole.
        while offset < part.range.count {
            let count = min(1 << 22, part.range.count - offset)
            do { try handle.write(contentsOf: bytes[(start + offset)..<(start + offset + count)]) } catch {
                throw .cannotStore("cannot write the upload to \(path): \(error.localizedDescription)")
            }
            offset += count
        }
    }

    private static func parse(_ data: Data, delimiter: [UInt8]) throws(MultipartError) -> [Part] {
        let result: Result<[Part], MultipartError> = data.withUnsafeBytes { raw in
            let body = raw.bindMemory(to: UInt8.self)
            // The first boundary: at the start, or at the start of a line after a preamble.
            guard var at = delimiterStart(body, delimiter, from: 0, atBodyStart: true) else {
                return .failure(.malformed("the body has no boundary line"))
            }
            var parts: [Part] = []
            while true {
                var cursor = at + delimiter.count
                // The closing boundary ends the body; whatever follows is an epilogue.
                if cursor + 1 < body.count, body[cursor] == UInt8(ascii: "-"), body[cursor + 1] == UInt8(ascii: "-") { return .success(parts) }
                while cursor < body.count, body[cursor] == UInt8(ascii: " ") || body[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                if cursor < body.count, body[cursor] == UInt8(ascii: "\r") { cursor += 1 }
                guard cursor < body.count, body[cursor] == UInt8(ascii: "\n") else {
                    return .failure(.malformed("a boundary line does not end where it should"))
                }
                cursor += 1
                guard parts.count < partLimit else { return .failure(.malformed("the body has more than \(partLimit) parts")) }
                // The part's headers, up to the blank line.
                var headers: [String: String] = [:]
                let headerStart = cursor
                while true {
                    guard cursor - headerStart <= headerLimit else { return .failure(.malformed("a part's headers are longer than \(headerLimit) bytes")) }
                    guard let lineEnd = indexOf(UInt8(ascii: "\n"), in: body, from: cursor) else {
                        return .failure(.malformed("the body ends inside a part's headers"))
                    }
                    var contentEnd = lineEnd
                    if contentEnd > cursor, body[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                    let line = String(decoding: UnsafeBufferPointer(rebasing: body[cursor..<contentEnd]), as: UTF8.self)
                    cursor = lineEnd + 1
                    if line.isEmpty { break }
                    guard let colon = line.firstIndex(of: ":") else { return .failure(.malformed("a part's header line has no colon")) }
                    headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                // The content runs to the line break before the next boundary.
                guard let next = delimiterStart(body, delimiter, from: cursor, atBodyStart: false) else {
                    return .failure(.malformed("the body ends before its closing boundary (the upload was cut short?)"))
                }
                var end = next - 1 // the LF before the boundary
                if end > cursor, body[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                guard let disposition = headers["content-disposition"], let name = parameter("name", in: disposition) else {
                    return .failure(.malformed("a part has no Content-Disposition with a name"))
                }
                let fileName = parameter("filename", in: disposition).map { ($0.replacingOccurrences(of: "\\", with: "/") as NSString).lastPathComponent }
                parts.append(Part(name: name, fileName: fileName, contentType: headers["content-type"], range: cursor..<max(cursor, end)))
                at = next
            }
        }
        return try result.get()
    }

    /// Where the next delimiter starts that begins a line (after `LF`), at or after `from`; at
    /// the body's start it may also begin the body.
    private static func delimiterStart(_ body: UnsafeBufferPointer<UInt8>, _ delimiter: [UInt8], from: Int, atBodyStart: Bool) -> Int? {
        var from = from
        while true {
            guard let found = find(delimiter, in: body, from: from) else { return nil }
            if (atBodyStart && found == 0) || (found > 0 && body[found - 1] == UInt8(ascii: "\n")), endsBoundaryLine(body, at: found + delimiter.count) {
                return found
            }
            from = found + 1
        }
    }

    /// Whether a delimiter ending at `index` is a boundary: followed by `--`, or by spaces and a
    /// line end (`--boundaryX` at a line's start is content).
    private static func endsBoundaryLine(_ body: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var cursor = index
        if cursor + 1 < body.count, body[cursor] == UInt8(ascii: "-"), body[cursor + 1] == UInt8(ascii: "-") { return true }
        while cursor < body.count, body[cursor] == UInt8(ascii: " ") || body[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        return cursor < body.count && (body[cursor] == UInt8(ascii: "\r") || body[cursor] == UInt8(ascii: "\n"))
    }

    private static func find(_ needle: [UInt8], in body: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = body.baseAddress, let first = needle.first else { return nil }
        var at = from
        // memchr to each candidate first byte, then memcmp the rest (memmem is a GNU extension).
        while at + needle.count <= body.count {
            guard let hit = memchr(base + at, Int32(first), body.count - needle.count + 1 - at) else { return nil }
            let index = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            let same = needle.withUnsafeBytes { pattern in pattern.baseAddress.map { memcmp(base + index, $0, needle.count) == 0 } ?? false }
            if same { return index }
            at = index + 1
        }
        return nil
    }

    private static func indexOf(_ byte: UInt8, in body: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < body.count, let base = body.baseAddress, let hit = memchr(base + from, Int32(byte), body.count - from) else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// A `key="value"` (or unquoted) parameter of a header value; `filename*` is not read.
    private static func parameter(_ key: String, in header: String) -> String? {
        var rest = Substring(header)
        while let semicolon = rest.firstIndex(of: ";") {
            rest = rest[rest.index(after: semicolon)...].drop { $0 == " " || $0 == "\t" }
            guard let equals = rest.firstIndex(of: "=") else { continue }
            let name = rest[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = rest[rest.index(after: equals)...]
            let text: String
            if value.first == "\"" {
                value = value.dropFirst()
                var collected = "", escaped = false, closed = value.endIndex
                for index in value.indices {
                    let character = value[index]
                    if escaped { collected.append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { closed = index; break } else { collected.append(character) }
                }
                text = collected
                rest = closed < value.endIndex ? value[value.index(after: closed)...] : ""
            } else {
                let end = value.firstIndex(of: ";") ?? value.endIndex
                text = value[..<end].trimmingCharacters(in: .whitespaces)
                rest = value[end...]
            }
            if name == key { return text }
        }
        return nil
    }
}
