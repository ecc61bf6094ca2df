/// One word a command takes by position: `TRACKABLE`, `[VALUE]`, `FILE|-`.
struct PositionalSpec: Sendable, Hashable {
    /// The word shown in the usage line.
    var name: String
    /// What it is, for completion.
    var kind: ValueKind
    /// One line for the help.
    var help: String
    /// Whether it may be left out.
    var optional = false
    /// Whether the rest of the words belong to it (a value of several words).
    var rest = false

    /// `NAME`, `[VALUE]`, `[WORDS...]`.
    var synopsis: String {
        let word = rest ? "\(name)..." : name
        return optional ? "[\(word)]" : word
    }
}
