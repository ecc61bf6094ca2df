import CairnTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One file of a test's upload: its name as the browser sends it, and its bytes.
struct UploadFile {
    var name: String
    var bytes: Data
}

extension ServedCairn {
    /// POSTs `files` and `format` to `/import` as a browser's file form does (multipart/form-data,
    /// the CSRF token as `_csrf` in the form's action and as its field), with more `fields`;
    /// `headers` are added.
    func upload(_ files: [UploadFile], format: String, fields: [String: String] = [:], headers: [String: String] = [:]) async throws
        -> (status: Int, headers: [String: String], body: String) {
        let token = try await csrfToken()
        let boundary = "----CairnTest\(UUID().uuidString)"
        var body = Data()
        func add(_ text: String) { body.append(Data(text.utf8)) }
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(token)\r\n")
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"format\"\r\n\r\n\(format)\r\n")
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            add("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        for file in files {
            add("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.name)\"\r\nContent-Type: application/octet-stream\r\n\r\n")
            body.append(file.bytes)
            add("\r\n")
        }
        add("--\(boundary)--\r\n")
        return try await send(body, type: "multipart/form-data; boundary=\(boundary)", headers: headers, path: "/import?_csrf=\(token)")
    }

    /// POSTs `body` with `type` to `path` (`/import`).
    func send(_ body: Data, type: String, headers: [String: String] = [:], path: String = "/import") async throws
        -> (status: Int, headers: [String: String], body: String) {
        guard let url = URL(string: base + path) else { throw ServedCairnError(message: "bad base \(base)") }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue(type, forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw ServedCairnError(message: "not an HTTP response") }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return (http.statusCode, fields, String(decoding: data, as: UTF8.self))
    }
}

/// The import fixtures kept in the repository (`Tests/CairnImportTests/Fixtures`).
enum ImportFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CairnImportTests/Fixtures")

    /// The fixture at `path` (under the folder) as an upload named by its last component.
    static func file(_ path: String) throws -> UploadFile {
        let url = folder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ServedCairnError(message: "missing fixture \(url.path)") }
        return UploadFile(name: url.lastPathComponent, bytes: data)
    }
}
