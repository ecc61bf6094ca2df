import Foundation

/// The fields of an `application/x-www-form-urlencoded` body (a plain HTML form); empty for any
/// other content type.
public struct FormBody: Sendable {
    /// Every field in order, repeated names kept (ticked checkboxes).
    public var pairs: [(name: String, value: String)]

    /// The fields; the last of a repeated name wins.
    public var fields: [String: String] { Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last }) }

    /// Decodes the body of `request`.
    public init(_ request: HTTPRequest) {
        let type = request.header("Content-Type")?.lowercased() ?? ""
        guard type.hasPrefix("application/x-www-form-urlencoded") else {
            pairs = []
            return
        }
        pairs = String(decoding: request.body, as: UTF8.self).split(separator: "&").compactMap { field in
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            // `+` is a space in a form body; a malformed escape drops the field.
            func decode(_ text: Substring) -> String? { text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else { return nil }
            return (name, value)
        }
    }
}
