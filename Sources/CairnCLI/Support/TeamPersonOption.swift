/// Where `--person` and a lone `--database` may stand: `--person NAME --database …` makes any
/// command act as that person of the team database (``Context/team``); `cairn serve` and
/// `cairn team …` take `--database` themselves and act for everyone, so `--person` is not theirs;
/// any other command with `--database` and no `--person` would have acted on the SQLite file.
enum TeamPersonOption {
    /// The commands about a SQLite file itself, not one person's data.
    static let fileOnly: Set<String> = ["status", "demo"]

    static func check(_ spec: CommandSpec, _ context: Context, _ words: inout Arguments) throws(CLIError) {
        let ownsDatabase = ["serve", "team"].contains(spec.command)
        if let team = context.team, ownsDatabase {
            throw .usage("--person \(team.person.name) is for the commands acting on one person's data; `cairn \(spec.name)` takes --database alone")
        }
        if context.team != nil, fileOnly.contains(spec.command) {
            throw .usage("`cairn \(spec.name)` is about a SQLite file (--db PATH); it takes no --person")
        }
        if !ownsDatabase, try !words.options("--database").isEmpty {
            throw .usage("--database names the team database of --person NAME; give --person too (or --db PATH for a SQLite file)")
        }
    }
}
