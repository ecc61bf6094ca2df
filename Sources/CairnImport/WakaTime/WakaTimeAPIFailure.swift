import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns what went wrong with one WakaTime API request into words a person can act on.
enum WakaTimeAPIFailure {
    /// The reason an HTTP status is refused, or `nil` for a success (2xx).
    ///
    /// It says the status and what to check, and never repeats the server's error body: that
    /// text is the server's, not ours, and may hold anything (even what was sent to it).
    ///
    /// - Parameters:
    ///   - reply: the server's answer.
    ///   - apiURL: the API base URL, as configured (`--api-url`).
    ///   - requestURL: the URL that was asked for.
    static func reason(for reply: HTTPReply, apiURL: String, requestURL: String) -> String? {
        let status = reply.status
        if (200..<300).contains(status) { return nil }
        switch status {
        case 300..<400:
            let target = reply.location.flatMap { URL(string: $0, relativeTo: URL(string: requestURL)) }.flatMap(origin) ?? "another address"
            return "\(apiURL) redirected the request to \(target) (HTTP \(status)); the API key is sent only to the address given, "
                + "so the redirect was not followed: check --api-url (use the address it redirects to if you trust it)"
        case 401, 403:
            return "the API key was refused (HTTP \(status)); check that WAKATIME_API_KEY, the key file or api_key in ~/.wakatime.cfg "
                + "holds the key from the settings of \(apiURL)"
        case 404:
            return "endpoint not found (HTTP 404) at \(requestURL); check --api-url "
                + "(WakaTime: \(WakaTimeClient.defaultAPIURL), Wakapi: https://HOST/api/compat/wakatime/v1)"
        case 429:
            let wait = reply.retryAfter.map { "; the server asks to wait \($0) s" } ?? ""
            return "rate limited by \(apiURL) (HTTP 429)\(wait); try again later or fetch a shorter range"
        case 500..<600:
            return "\(apiURL) answered HTTP \(status), an error on the server's side; try again later, or check that --api-url is the right server"
        default:
            return "\(apiURL) answered HTTP \(status); expected 200: check --api-url"
        }
    }

    /// `scheme://host[:port]` of a URL: where a redirect leads, without its path or query.
    static func origin(_ url: URL) -> String? {
        guard let scheme = url.scheme, let host = url.host else { return nil }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }

    /// The reason a request failed before any HTTP answer (refused, unknown host, timeout, TLS…).
    static func reason(for error: any Error, apiURL: String, timeout: TimeInterval) -> String {
        if let urlError = error as? URLError, urlError.code == .timedOut {
            let seconds = timeout == timeout.rounded() && timeout < 1e9 ? String(Int(timeout)) : String(timeout)
            return "no answer from \(apiURL) within \(seconds) s; check --api-url or try again later"
        }
        return "cannot reach \(apiURL): \(error.localizedDescription)"
    }
}
