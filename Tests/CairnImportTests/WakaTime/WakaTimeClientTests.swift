import CairnCore
@testable import CairnImport
import Foundation
import CairnTestSupport
import Testing

@Suite("WakaTime API client against a local server")
struct WakaTimeClientTests {
    static let key = "waka_0b8f3c2e-1d4a-4e7b-9c6d-5a2f1e0d9c8b"
    static let path = "/api/v1/users/current/durations?date="

    /// A second day, recorded in the shape WakaTime answers: a zero-length duration (left out),
    /// an ISO instant and a language.
    static let secondDay = Data(#"""
    {"branches": ["main"], "data": [
      {"color": null, "duration": 1200.5, "project": "wakago", "time": 1666949400.25},
      {"color": null, "duration": 0, "project": "wakago", "time": 1666951000},
      {"duration": 600, "project": "cairn", "language": "Swift", "time": "2022-10-28T10:00:00Z"}
    ], "start": "2022-10-27T15:00:00Z", "end": "2022-10-28T14:59:59Z", "timezone": "Asia/Tokyo"}
    """#.utf8)

    static func date(_ text: String) throws -> LocalDate { try #require(LocalDate(iso: text)) }

    /// A server with `routes` (keyed by date) and a client pointed at it.
    static func serve(_ routes: [String: LocalHTTPServer.Response]) throws -> (LocalHTTPServer, WakaTimeClient) {
        let server = try LocalHTTPServer(routes: Dictionary(uniqueKeysWithValues: routes.map { (path + $0.key, $0.value) }))
        let client = try WakaTimeClient(apiURL: server.baseURL + "/api/v1/", apiKey: key, timeout: 10)
        return (server, client)
    }

    static func ok(_ body: Data) -> LocalHTTPServer.Response { .init(status: 200, body: body) }

    @Test("two days are fetched with Basic auth, parsed and counted per day")
    func twoDays() throws {
        let (server, client) = try Self.serve([
            "2022-10-27": Self.ok(try FixtureFiles.own("wakatime/durations-response.json")),
            "2022-10-28": Self.ok(Self.secondDay),
        ])
        defer { server.stop() }
        var progress: [[Int]] = []
        let fetched = try client.fetchDurations(from: Self.date("2022-10-27"), through: Self.date("2022-10-28")) { progress.append([$0, $1]) }

        #expect(fetched.sessions == [
            Session(start: Date(timeIntervalSince1970: 1_666_870_000.123456), seconds: 2710.482913, project: "cairn", source: "wakatime"),
            Session(start: Date(timeIntervalSince1970: 1_666_949_400.25), seconds: 1200.5, project: "wakago", source: "wakatime"),
            Session(start: Date(timeIntervalSince1970: 1_666_951_200), seconds: 600, project: "cairn", language: "Swift", source: "wakatime"),
        ])
        #expect(fetched.days == [
            .init(date: try Self.date("2022-10-27"), sessionCount: 1),
            .init(date: try Self.date("2022-10-28"), sessionCount: 2),
        ])
        #expect(progress == [[1, 2], [2, 2]])
        let basic = "Basic " + Data(Self.key.utf8).base64EncodedString()
        #expect(basic == "Basic d2FrYV8wYjhmM2MyZS0xZDRhLTRlN2ItOWM2ZC01YTJmMWUwZDljOGI=")
        #expect(server.requests == [
            .init(method: "GET", target: Self.path + "2022-10-27", authorization: basic),
            .init(method: "GET", target: Self.path + "2022-10-28", authorization: basic),
        ])
    }

    @Test("a refused key says where the key comes from, and stops the fetch")
    func refusedKey() throws {
        let (server, client) = try Self.serve([
            "2024-03-01": .init(status: 401, body: Data(#"{"error": "Unauthorized"}"#.utf8)),
            "2024-03-02": Self.ok(Data(#"{"data": []}"#.utf8)),
        ])
        defer { server.stop() }
        let error = try #require(throws: ImportError.self) {
            try client.fetchDurations(from: Self.date("2024-03-01"), through: Self.date("2024-03-02"))
        }
        #expect(error == ImportError(file: "WakaTime API", location: "durations for 2024-03-01",
                                     reason: "the API key was refused (HTTP 401); check that WAKATIME_API_KEY, the key file or api_key in ~/.wakatime.cfg holds the key from the settings of \(server.baseURL)/api/v1"))
        #expect(server.requests.count == 1)
    }

    @Test("all or nothing: a bad later day fails the whole fetch and names that day")
    func malformedBody() throws {
        let (server, client) = try Self.serve([
            "2024-03-01": Self.ok(Data(#"{"data": [{"time": 1709251200, "duration": 60}]}"#.utf8)),
            "2024-03-02": Self.ok(Data(#"{"data": [{"time": 1709337600, "duration": 6"#.utf8)),
        ])
        defer { server.stop() }
        let error = try #require(throws: ImportError.self) {
            try client.fetchDurations(from: Self.date("2024-03-01"), through: Self.date("2024-03-03"))
        }
        // The streaming reader also says where in the body the JSON broke off.
        #expect(error.location == "durations for 2024-03-02, line 1, column 45")
        #expect(error.reason.hasPrefix("not valid JSON"))
        #expect(server.requests.map(\.target) == [Self.path + "2024-03-01", Self.path + "2024-03-02"])

        let (second, client2) = try Self.serve(["2024-03-05": Self.ok(Data(#"{"data": [{"time": 1709596800, "duration": -3}]}"#.utf8))])
        defer { second.stop() }
        let itemError = try #require(throws: ImportError.self) {
            try client2.fetchDurations(from: Self.date("2024-03-05"), through: Self.date("2024-03-05"))
        }
        #expect(itemError.location == "durations for 2024-03-05, data item 1")
    }

    @Test("404, 429 and other statuses get their own advice")
    func statuses() throws {
        let (server, client) = try Self.serve([
            "2024-03-02": .init(status: 429, body: Data(), headers: ["Retry-After": "60"]),
            "2024-03-03": .init(status: 503, body: Data(#"{"errors": ["down for maintenance"]}"#.utf8)),
        ])
        defer { server.stop() }
        func failure(_ day: String) throws -> ImportError {
            try #require(throws: ImportError.self) { try client.fetchDurations(from: Self.date(day), through: Self.date(day)) }
        }
        let notFound = try failure("2024-03-01")
        #expect(notFound.reason.hasPrefix("endpoint not found (HTTP 404) at \(server.baseURL)\(Self.path)2024-03-01"))
        #expect(notFound.reason.contains("check --api-url"))
        #expect(try failure("2024-03-02").reason == "rate limited by \(server.baseURL)/api/v1 (HTTP 429); the server asks to wait 60 s; try again later or fetch a shorter range")
        // The server's own words are never repeated: the status and what to check.
        let unavailable = try failure("2024-03-03")
        #expect(unavailable.reason == "\(server.baseURL)/api/v1 answered HTTP 503, an error on the server's side; try again later, or check that --api-url is the right server")
        #expect(!notFound.reason.contains("Not Found") && !unavailable.reason.contains("maintenance"))
    }

    @Test("a redirect to another host is not followed, so the key stays home; one within the API's origin is")
    func redirects() throws {
        let elsewhere = try LocalHTTPServer(routes: [Self.path + "2024-03-01": Self.ok(Data(#"{"data": []}"#.utf8))])
        defer { elsewhere.stop() }
        // Another port of the loopback host, named differently: another origin.
        let foreign = "http://localhost:\(elsewhere.port)"
        let (server, client) = try Self.serve([
            "2024-03-01": .init(status: 302, body: Data(), headers: ["Location": foreign + Self.path + "2024-03-01"]),
            "2024-03-02": .init(status: 301, body: Data(), headers: ["Location": "/api/v1/moved?date=2024-03-02"]),
        ])
        defer { server.stop() }
        let error = try #require(throws: ImportError.self) {
            try client.fetchDurations(from: Self.date("2024-03-01"), through: Self.date("2024-03-01"))
        }
        #expect(error.reason.hasPrefix("\(server.baseURL)/api/v1 redirected the request to \(foreign) (HTTP 302); the API key is sent only to the address given"))
        #expect(elsewhere.requests.isEmpty)

        let moved = try LocalHTTPServer(routes: [
            Self.path + "2024-03-02": .init(status: 301, body: Data(), headers: ["Location": "/api/v1/moved?date=2024-03-02"]),
            "/api/v1/moved?date=2024-03-02": Self.ok(Data(#"{"data": [{"time": 1709337600, "duration": 60}]}"#.utf8)),
        ])
        defer { moved.stop() }
        let sameOrigin = try WakaTimeClient(apiURL: moved.baseURL + "/api/v1", apiKey: Self.key, timeout: 10)
        let fetched = try sameOrigin.fetchDurations(from: Self.date("2024-03-02"), through: Self.date("2024-03-02"))
        #expect(fetched.sessions.map(\.seconds) == [60])
        #expect(moved.requests.map(\.target) == [Self.path + "2024-03-02", "/api/v1/moved?date=2024-03-02"])
    }

    @Test("a closed port gives 'cannot reach'")
    func closedPort() throws {
        let server = try LocalHTTPServer(routes: [:])
        server.stop()
        let client = try WakaTimeClient(apiURL: server.baseURL + "/api/v1", apiKey: Self.key, timeout: 10)
        let error = try #require(throws: ImportError.self) {
            try client.fetchDurations(from: Self.date("2024-03-01"), through: Self.date("2024-03-01"))
        }
        #expect(error.file == "WakaTime API")
        #expect(error.location == "durations for 2024-03-01")
        #expect(error.reason.hasPrefix("cannot reach \(server.baseURL)/api/v1: "))
    }

    @Test("a server slower than the timeout gives 'no answer within'")
    func timeout() throws {
        let server = try LocalHTTPServer(routes: [Self.path + "2024-03-01": .init(status: 200, body: Data(#"{"data": []}"#.utf8), delay: 2)])
        defer { server.stop() }
        let client = try WakaTimeClient(apiURL: server.baseURL + "/api/v1", apiKey: Self.key, timeout: 0.5)
        let error = try #require(throws: ImportError.self) {
            try client.fetchDurations(from: Self.date("2024-03-01"), through: Self.date("2024-03-01"))
        }
        #expect(error.reason == "no answer from \(server.baseURL)/api/v1 within 0.5 s; check --api-url or try again later")
    }

    @Test("API URLs: https, loopback http, and refusals; the range must not be reversed")
    func apiURLs() throws {
        #expect(try WakaTimeClient(apiKey: "k").apiURL == "https://wakatime.com/api/v1")
        #expect(try WakaTimeClient(apiURL: "https://wakapi.example.org/api/compat/wakatime/v1/", apiKey: "k").apiURL
            == "https://wakapi.example.org/api/compat/wakatime/v1")
        #expect(try WakaTimeClient(apiURL: "http://localhost:3000/api", apiKey: "k").durationsURL(for: Self.date("2022-10-27"))
            == "http://localhost:3000/api/users/current/durations?date=2022-10-27")
        for bad in ["http://wakapi.example.org/api", "ftp://example.org", "wakatime.com/api/v1", "https://example.org/api?x=1",
                    "https://user:pw@example.org/api", ""] {
            #expect(throws: ImportError.self, "\(bad)") { try WakaTimeClient(apiURL: bad, apiKey: "k") }
        }
        #expect(throws: ImportError.self) { try WakaTimeClient(apiKey: "") }
        let client = try WakaTimeClient(apiKey: "k")
        #expect(throws: ImportError.self) { try client.fetchDurations(from: Self.date("2024-03-02"), through: Self.date("2024-03-01")) }
    }
}
