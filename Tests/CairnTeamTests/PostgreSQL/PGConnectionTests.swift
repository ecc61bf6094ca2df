import CairnTeam
import Testing

@Suite struct PGConnectionTests {
    @Test func parametersAreValuesNeverSQL() throws {
        let connection = try PGConnection(try TeamDatabase.make())
        let hostile = "x'); DROP TABLE t; --"
        try connection.execute("CREATE TABLE t (a text)")
        try connection.execute("INSERT INTO t VALUES ($1)", [hostile])
        #expect(try connection.execute("SELECT a FROM t").rows == [[hostile]])
        #expect(try connection.execute("SELECT $1::text IS NULL", [nil]).scalar == "t")
    }

    @Test func aFailedTransactionLeavesNothing() throws {
        let connection = try PGConnection(try TeamDatabase.make())
        try connection.execute("CREATE TABLE t (a integer PRIMARY KEY)")
        #expect(throws: TeamError.self) {
            try connection.transaction { () throws(TeamError) in
                try connection.execute("INSERT INTO t VALUES (1)")
                try connection.execute("INSERT INTO t VALUES (1)")
            }
        }
        #expect(try connection.execute("SELECT count(*) FROM t").scalar == "0")
    }

    @Test func aUniqueViolationIsAConflict() throws {
        let connection = try PGConnection(try TeamDatabase.make())
        try connection.execute("CREATE TABLE t (a integer PRIMARY KEY)")
        try connection.execute("INSERT INTO t VALUES (1)")
        do {
            try connection.execute("INSERT INTO t VALUES (1)")
            Issue.record("a duplicate key was accepted")
        } catch {
            guard case .conflict = error else { Issue.record("expected a conflict, got \(error)"); return }
        }
    }

    @Test func anUnreachableServerSaysWhatToCheck() throws {
        do {
            _ = try PGConnection("postgresql:///nowhere?host=/nonexistent-folder&user=x&password=secret")
            Issue.record("connected to nothing")
        } catch {
            #expect(error.description.hasPrefix("cannot connect to PostgreSQL"))
            #expect(error.description.contains("check the address"))
            #expect(!error.description.contains("secret"))
        }
    }

    @Test("a key=value address's password, quoted or not, is not in the message")
    func aKeyValuePasswordIsNotRepeated() throws {
        for address in ["host=/nonexistent-folder user=x password=hunter2-secret dbname=y",
                        "host=/nonexistent-folder password = 'hunter2 \\' secret' dbname=y"] {
            do {
                _ = try PGConnection(address)
                Issue.record("connected to nothing")
            } catch {
                #expect(error.description.hasPrefix("cannot connect to PostgreSQL"))
                #expect(!error.description.contains("hunter2") && !error.description.contains("secret"), "\(error.description)")
            }
        }
    }
}
