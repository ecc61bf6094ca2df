import Foundation

/// One HTTP response: a status, headers and a body.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// The headers to send (the server adds its security headers to every response).
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]
    /// The `Set-Cookie` values, each sent as a header of its own.
    public var cookies: [String] = []

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An HTML page.
    public static func html(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(text.utf8))
    }

    /// A JSON document, already encoded.
    public static func json(_ data: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: data)
    }

    /// `{"error": message}` with `status`.
    public static func error(_ message: String, status: Int) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["error": message])) ?? Data(#"{"error":"unknown"}"#.utf8)
        return json(Array(data) + [0x0A], status: status)
    }

    /// Plain text.
    public static func text(_ text: String, status: Int = 200, type: String = "text/plain; charset=utf-8") -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": type], body: Array(text.utf8))
    }

    /// A `303 See Other` to `location` (after a form post).
    public static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: ["Location": location])
    }
}
