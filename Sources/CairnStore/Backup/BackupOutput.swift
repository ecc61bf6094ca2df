/// The export's text on its way out: lines gathered into pieces of about 64 KB.
struct BackupOutput {
    let write: (String) throws -> Void
    private var buffer = ""
    private var array: String?
    private var rows = 0

    init(write: @escaping (String) throws -> Void) {
        self.write = write
    }

    /// A whole line.
    mutating func line(_ text: String) throws {
        buffer += text
        buffer += "\n"
        if buffer.utf8.count >= 65_536 { try flush() }
    }

    /// Starts the array `name` (written with its first row, or as `[]` when it has none).
    mutating func open(_ name: String) {
        array = name
        rows = 0
    }

    /// One row of the open array, on its own line.
    mutating func row(_ text: String) throws {
        if rows == 0 {
            buffer += "  \"\(array ?? "")\": [\n"
        } else {
            buffer += ",\n"
        }
        rows += 1
        buffer += "    " + text
        if buffer.utf8.count >= 65_536 { try flush() }
    }

    /// Ends the open array.
    mutating func close(last: Bool) throws {
        let end = last ? "" : ","
        try line(rows == 0 ? "  \"\(array ?? "")\": []" + end : "\n  ]" + end)
    }

    /// Hands over what is gathered.
    mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try write(buffer)
        buffer = ""
    }
}
