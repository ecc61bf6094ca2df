/// Whose SQLite file this is, read from its header and schema without writing anything.
public enum FileIdentity: Sendable, Hashable {
    /// An empty file, or a database with no tables: Cairn may make it its own.
    case empty
    /// A Cairn database; `stamped` is false for one written before Cairn set its application id
    /// (recognised by its schema version and its tables: every table and column exactly as the
    /// migrations up to that version made them).
    case cairn(stamped: Bool)
    /// Another program's database.
    case foreign

    /// The tables every Cairn schema has had since version 1.
    static let cairnTables: Set<String> = ["settings", "sessions"]

    static func read(_ connection: Connection) throws(StoreError) -> FileIdentity {
        let header = try connection.prepare("PRAGMA application_id")
        let id = try header.step() ? Int32(truncatingIfNeeded: header.int64(0)) : 0
        if id == Store.applicationID { return .cairn(stamped: true) }
        if id != 0 { return .foreign }
        let version = try connection.prepare("PRAGMA user_version")
        let userVersion = try version.step() ? version.int64(0) : 0
        let names = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        var tables: Set<String> = []
        while try names.step() { if let name = names.text(0) { tables.insert(name) } }
        if tables.isEmpty && userVersion == 0 { return .empty }
        guard userVersion >= 1, userVersion <= Int64(Migrations.latest), cairnTables.isSubset(of: tables) else {
            return .foreign
        }
        // Tables named like Cairn's are not enough (another program may have a `settings` and a
        // `sessions`): the whole schema must be the one that version of Cairn wrote.
        let expected: SchemaSignature
        do {
            expected = try SchemaSignature.made(byVersion: Int(userVersion))
        } catch let error as StoreError {
            throw error
        } catch {
            throw .corrupt("cannot build schema \(userVersion) to compare: \(error)")
        }
        return try SchemaSignature.read(connection) == expected ? .cairn(stamped: false) : .foreign
    }
}
