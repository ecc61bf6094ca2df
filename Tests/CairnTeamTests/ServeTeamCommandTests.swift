import CairnTeam
import CairnTestSupport
import Foundation
import Testing

/// `cairn serve --database postgresql://…` from the command line: what it refuses, and a real
/// server answering its sign-in page.
@Suite struct ServeTeamCommandTests {
    static var executable: URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = me.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("cairn").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("cairn")
    }

    @Test func refusesWhatATeamServerDoesNotTake() throws {
        let secure = TeamCommandTests.cairn(["serve", "--secure-cookies"])
        #expect(secure.status == 64 && secure.err.hasPrefix("error: --secure-cookies is for a team server"))
        let token = TeamCommandTests.cairn(["serve", "--database", "postgresql:///x", "--token-file", "/tmp/t"])
        #expect(token.status == 64 && token.err.hasPrefix("error: a team server (--database) takes no --token-file"))
        let install = TeamCommandTests.cairn(["serve", "--database", "postgresql:///x", "--install"])
        #expect(install.status == 64 && install.err.hasPrefix("error: a team server (--database) takes no --install"))
        let address = TeamCommandTests.cairn(["serve", "--database", "mysql://x"])
        #expect(address.status == 64 && address.err.hasPrefix("error: the team database must be a postgresql:// address"))
        let unreachable = TeamCommandTests.cairn(["serve", "--database", "postgresql://nobody@127.0.0.1:9/none?connect_timeout=2"])
        #expect(unreachable.status == 1 && unreachable.err.hasPrefix("error: cannot connect to PostgreSQL"))
    }

    @Test func servesTheTeamDatabaseFromTheFlagOrTheEnvironment() throws {
        let address = try TeamDatabase.make()
        for (arguments, environment) in [(["--database", address], [String: String]()), ([], ["CAIRN_TEAM_DATABASE": address])] {
            let server = try ServedCairn(executable: Self.executable, database: "/nonexistent/unused.sqlite", arguments: arguments,
                                         environment: environment)
            let page = try LoopbackClient.send(port: server.port, method: "GET", path: "/signin")
            let gated = try LoopbackClient.send(port: server.port, method: "GET", path: "/api/today")
            let (status, output) = server.stop()
            #expect(page.status == 200 && String(decoding: page.body, as: UTF8.self).contains("Sign in to Cairn"))
            #expect(gated.status == 401)
            #expect(status == 0 && output.contains("Stopped."))
        }
        // Its migrations were applied before it listened.
        let connection = try PGConnection(address)
        #expect(try connection.execute("SELECT max(version) FROM cairn_migrations").scalar == String(TeamSchema.latestVersion))
    }
}
