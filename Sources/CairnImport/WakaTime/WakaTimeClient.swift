import CairnCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches durations from a WakaTime-compatible API, one day per request.
///
/// Each day is `GET {apiURL}/users/current/durations?date=YYYY-MM-DD` with
/// `Authorization: Basic base64(apiKey)` (WakaTime's documented scheme, also accepted by Wakapi),
/// read with ``WakaTimeDurations/read(_:file:)``. A redirect is followed only within the API's
/// own origin (scheme, host and port), so the key is never sent to another server; a refusal
/// says the status and what to check, never the server's error text. The server decides which time zone the date
/// means (the account's). Fetching is all-or-nothing: the first failing day ends the fetch with an
/// ``ImportError`` whose `file` is `WakaTime API` and whose `location` names the day.
///
/// The key is kept private and never appears in a description or an error.
public struct WakaTimeClient: Sendable {
    /// WakaTime's own API. A self-hosted Wakapi serves the same endpoint under
    /// `https://HOST/api/compat/wakatime/v1`.
    public static let defaultAPIURL = "https://wakatime.com/api/v1"

    /// What errors name as their source.
    static let source = "WakaTime API"

    /// The API base URL, without a trailing slash.
    public let apiURL: String
    /// How long one request may take, in seconds.
    public let timeout: TimeInterval
    private let authorization: String

    /// Creates a client, or refuses an API URL it cannot use.
    ///
    /// The URL must be `https://HOST[:PORT][/PATH]`, without query, fragment or credentials.
    /// Plain `http` is refused except for loopback hosts (`localhost`, `127.0.0.1`, `::1`),
    /// because the key would cross the network in clear text.
    /// - Parameters:
    ///   - apiURL: the API base, e.g. ``defaultAPIURL`` (`--api-url`).
    ///   - apiKey: the secret key, e.g. from ``WakaTimeAPIKey/resolve(file:environment:)``.
    ///   - timeout: seconds one request may take before the fetch fails (30 by default).
    public init(apiURL: String = WakaTimeClient.defaultAPIURL, apiKey: String, timeout: TimeInterval = 30) throws(ImportError) {
        self.apiURL = try WakaTimeClient.checkedBase(apiURL)
        guard !apiKey.isEmpty else {
            throw ImportError(file: WakaTimeClient.source, reason: "the API key is empty")
        }
        guard timeout > 0, timeout.isFinite else {
            throw ImportError(file: WakaTimeClient.source, reason: "the timeout must be a positive number of seconds, got \(timeout)")
        }
        self.timeout = timeout
        authorization = "Basic " + Data(apiKey.utf8).base64EncodedString()
    }

    /// Fetches every day from `first` through `last` (both included), in date order.
    ///
    /// - Parameter progress: called on the calling thread after each day with the number of
    ///   days done and the total.
    /// - Returns: all sessions and one count per day; nothing at all if any day fails.
    public func fetchDurations(from first: LocalDate, through last: LocalDate,
                               progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(ImportError) -> WakaTimeDurationsFetch {
        guard first <= last else {
            throw ImportError(file: WakaTimeClient.source, reason: "nothing to fetch: \(first) is after \(last) (--from must not be after --to)")
        }
        let total = first.distance(to: last) + 1
        // Redirects are followed only within the API's own origin: the key never goes elsewhere.
        let session = URLSession(configuration: configuration, delegate: SameOriginRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var sessions: [Session] = []
        var days: [WakaTimeDurationsFetch.Day] = []
        days.reserveCapacity(total)
        for date in first...last {
            let daySessions = try fetchDay(date, session: session)
            sessions += daySessions
            days.append(.init(date: date, sessionCount: daySessions.count))
            progress(days.count, total)
        }
        sessions.sort { $0.start < $1.start }
        return WakaTimeDurationsFetch(sessions: sessions, days: days)
    }

    /// The request URL for one day.
    func durationsURL(for date: LocalDate) -> String {
        apiURL + "/users/current/durations?date=" + date.description
    }

    private var configuration: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        return configuration
    }

    private func fetchDay(_ date: LocalDate, session: URLSession) throws(ImportError) -> [Session] {
        let location = "durations for \(date)"
        let address = durationsURL(for: date)
        guard let url = URL(string: address) else {
            throw ImportError(file: WakaTimeClient.source, location: location, reason: "cannot build a URL from \(address)")
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let reply: HTTPReply
        switch BlockingHTTP.send(request, session: session, deadline: timeout + 5) {
        case .success(let answer):
            reply = answer
        case .failure(let error):
            throw ImportError(file: WakaTimeClient.source, location: location,
                              reason: WakaTimeAPIFailure.reason(for: error, apiURL: apiURL, timeout: timeout))
        }
        if let refusal = WakaTimeAPIFailure.reason(for: reply, apiURL: apiURL, requestURL: address) {
            throw ImportError(file: WakaTimeClient.source, location: location, reason: refusal)
        }
        do {
            return try WakaTimeDurations.read(reply.body, file: WakaTimeClient.source)
        } catch {
            throw ImportError(file: WakaTimeClient.source, location: [location, error.location].compactMap { $0 }.joined(separator: ", "),
                              reason: error.reason)
        }
    }

    /// `text` without trailing slashes, if it is an API base URL the client may use.
    private static func checkedBase(_ text: String) throws(ImportError) -> String {
        var base = text.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        func refuse(_ why: String) -> ImportError {
            ImportError(file: source, reason: "cannot use --api-url \(text): \(why)")
        }
        guard let parts = URLComponents(string: base), let scheme = parts.scheme?.lowercased(),
              let host = parts.host, !host.isEmpty else {
            throw refuse("expected https://HOST/PATH, e.g. \(defaultAPIURL)")
        }
        guard scheme == "https" || scheme == "http" else { throw refuse("the scheme must be https") }
        guard parts.query == nil, parts.fragment == nil else { throw refuse("leave out the query (?…) and fragment (#…)") }
        guard parts.user == nil, parts.password == nil else { throw refuse("leave out user:password@; the key comes from WAKATIME_API_KEY or a key file") }
        let loopback = ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased())
        guard scheme == "https" || loopback else {
            throw refuse("use https; over plain http the API key would cross the network in clear text")
        }
        return base
    }
}
