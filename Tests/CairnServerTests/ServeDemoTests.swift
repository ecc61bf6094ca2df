import Foundation
import Testing
import CairnTestSupport

/// `cairn demo --serve`: what the README's first command, `./dev demo`, ends with.
@Suite("cairn demo --serve")
struct ServeDemoTests {
    @Test("fills the demo database, serves it and opens it in the browser")
    func demoServe() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        // A stand-in xdg-open that records the address it was asked to open.
        let open = try StandInTool("xdg-open", in: database.folder)
        let demo = database.folder.appendingPathComponent("demo.sqlite").path
        let server = try ServedCairn(executable: TestDatabase.executable, database: demo,
                                     environment: ["PATH": open.path],
                                     command: ["--now", "2026-03-09T15:00:00Z", "demo", "--serve", "--port", "0"])
        defer { server.stop() }
        let deadline = Date().addingTimeInterval(10)
        while open.lines().isEmpty, Date() < deadline { usleep(50_000) }
        #expect(open.lines() == [server.base + "/"])
        // The demo's data, served: its trackables and a year of coding.
        let cards = try await server.request("GET", "/api/trackables")
        #expect(cards.status == 200 && cards.body.contains("Strength") && cards.body.contains("Weight"))
        let today = try await server.request("GET", "/api/today")
        #expect(today.status == 200 && today.body.contains("\"streak\""))
        let page = try await server.request("GET", "/")
        #expect(page.status == 200 && page.body.contains(#"data-ring="today""#))
    }

    @Test("--port without --serve is refused")
    func portNeedsServe() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let result = try database.run(["demo", "--port", "8000"])
        #expect(result.status == 64 && result.stderr.contains("--port goes with --serve"))
    }
}
