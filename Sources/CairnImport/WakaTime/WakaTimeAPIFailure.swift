import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns what went wrong with one WakaTime API request into words a person can act on.
enum WakaTimeAPIFailure {
    /// The reason an HTTP status is refused, or `nil` for a success (2xx).
    ///
    /// - Parameters:
    ///   - reply: the server's answer.
    ///   - apiURL: the API base URL, as configured (`--api-url`).
    ///   - requestURL: the URL that was asked for.
    static func reason(for reply: HTTPReply, apiURL: String, requestURL: String) -> String? {
        let status = reply.status
        if (200..<300).contains(status) { return nil }
        let said = serverMessage(reply.body).map { " (the server said: \($0))" } ?? ""
        switch status {
        case 401, 403:
            return "the API key was refused (HTTP \(status))\(said); check WAKATIME_API_KEY or the key file"
        case 404:
            return "endpoint not found (HTTP 404) at \(requestURL)\(said); check --api-url "
                + "(WakaTime: \(WakaTimeClient.defaultAPIURL), Wakapi: https://HOST/api/compat/wakatime/v1)"
        case 429:
            let wait = reply.retryAfter.map { "; the server asks to wait \($0) s" } ?? ""
            return "rate limited by \(apiURL) (HTTP 429)\(wait)\(said); try again later or fetch a shorter range"
        default:
            return "\(apiURL) answered HTTP \(status)\(said); expected 200"
        }
    }

    /// The reason a request failed before any HTTP answer (refused, unknown host, timeout, TLS…).
    static func reason(for error: any Error, apiURL: String, timeout: TimeInterval) -> String {
        if let urlError = error as? URLError, urlError.code == .timedOut {
            let seconds = timeout == timeout.rounded() && timeout < 1e9 ? String(Int(timeout)) : String(timeout)
            return "no answer from \(apiURL) within \(seconds) s; check --api-url or try again later"
        }
        return "cannot reach \(apiURL): \(error.localizedDescription)"
    }

    /// The `error` / `errors` / `message` text of a JSON error body, shortened; `nil` if none.
    static func serverMessage(_ body: Data) -> String? {
        guard !body.isEmpty, body.count <= 64 * 1024,
              let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return nil
        }
        let texts: [String]
        if let errors = object["errors"] as? [Any] {
            texts = errors.compactMap { $0 as? String }
        } else {
            texts = [object["error"], object["message"]].compactMap { JSONDocument.text($0) }
        }
        guard let first = texts.first else { return nil }
        let line = first.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}
