/// The tables of a database and their columns (name and declared type, in order): what tells a
/// database a Cairn wrote before it stamped its application id from another program's file with
/// tables of the same names.
struct SchemaSignature: Sendable, Hashable {
    /// One column as `PRAGMA table_info` gives it.
    struct Column: Sendable, Hashable {
        var name: String
        var type: String
    }

    /// Columns by table, SQLite's own tables (`sqlite_*`) left out.
    var tables: [String: [Column]]

    /// The signature of the database `connection` has open, read without writing anything.
    static func read(_ connection: Connection) throws(StoreError) -> SchemaSignature {
        let names = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        var tables: [String: [Column]] = [:]
        while try names.step() {
            guard let name = names.text(0) else { continue }
            let columns = try connection.prepare("SELECT name, type FROM pragma_table_info(?)")
            try columns.bind([.text(name)])
            var list: [Column] = []
            while try columns.step() { list.append(Column(name: columns.text(0) ?? "", type: (columns.text(1) ?? "").uppercased())) }
            tables[name] = list
        }
        return SchemaSignature(tables: tables)
    }

    /// The signature of the schema at `version`, made by running the migrations up to it on a
    /// database in memory: derived from the migrations themselves, so it cannot drift from them.
    static func made(byVersion version: Int) throws -> SchemaSignature {
        let memory = try Connection.inMemory()
        try memory.execute("PRAGMA foreign_keys = OFF")
        try memory.writeTransaction { try Migrations.apply(memory, from: 0, to: version) }
        return try read(memory)
    }
}
