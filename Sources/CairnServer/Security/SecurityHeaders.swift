/// The headers every response carries: only our own scripts, styles and images; no sniffing;
/// no referrer; no framing.
public enum SecurityHeaders {
    /// The headers, by name.
    public static let all: [String: String] = [
        "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "X-Frame-Options": "DENY",
        "Cache-Control": "no-store",
    ]

    /// `response` with the security headers added (its own values kept where it set one).
    public static func applied(to response: HTTPResponse) -> HTTPResponse {
        var copy = response
        for (name, value) in all where copy.headers[name] == nil { copy.headers[name] = value }
        return copy
    }
}
