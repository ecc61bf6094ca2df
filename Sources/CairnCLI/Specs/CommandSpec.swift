/// The one description of a command: its words, what it takes, and an example.
///
/// Help (`cairn help`, `--help`), completion scripts and argument checking are all derived from
/// these descriptions, collected in ``CommandCatalog``, so they cannot drift apart.
struct CommandSpec: Sendable, Hashable {
    /// Where the overview lists it.
    enum Group: String, Sendable, Hashable, CaseIterable {
        case goals = "coding goals"
        case history = "bringing history in and out"
        case achievements = "achievements"
        case correcting = "seeing and correcting"
        case tool = "the tool"
    }

    /// The command's words: `["log"]`, `["goals", "set"]`.
    var words: [String]
    /// One line saying what it does.
    var summary: String
    /// The overview's section.
    var group: Group
    /// The words it takes by position, after its own words.
    var positionals: [PositionalSpec] = []
    /// The options it declares (the global ones are in ``CommandCatalog/globalOptions``).
    var options: [OptionSpec] = []
    /// A command line that works, shown in its help.
    var example: String
    /// Left out of help and completion (`__complete`).
    var hidden = false

    /// `log`, `goals set`.
    var name: String { words.joined(separator: " ") }

    /// The first word.
    var command: String { words.first ?? "" }

    /// The declared option called `name` (`--date`), if any.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// `cairn log TRACKABLE [VALUE...] [--date DATE] ...`.
    var usage: String {
        let parts = ["cairn"] + words + positionals.map(\.synopsis)
            + options.filter { !$0.hidden }.map { $0.required ? $0.synopsis : "[\($0.synopsis)]" }
        return parts.joined(separator: " ")
    }
}
