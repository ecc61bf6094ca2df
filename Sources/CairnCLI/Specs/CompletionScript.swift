/// A shell completion script derived from ``CommandCatalog``: commands, subcommands, each
/// command's options and their fixed values, files, and trackable names (asked of
/// `cairn __complete trackables` as the user types).
struct CompletionScript {
    /// The shells a script is written for.
    enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    var shell: Shell

    /// The script.
    var text: String {
        switch shell {
        case .bash, .zsh: PosixCompletion(zsh: shell == .zsh).text
        case .fish: FishCompletion().text
        }
    }

    /// What a value can be completed with.
    enum Completion: Equatable {
        case words([String]), files, trackables, none
    }

    /// How to complete a value of `kind`.
    static func completion(_ kind: ValueKind) -> Completion {
        switch kind {
        case .trackable: return .trackables
        case .file, .svgFile: return .files
        default:
            let words = kind.completions
            return words.isEmpty ? .none : .words(words)
        }
    }

    /// The commands the scripts offer (hidden ones left out).
    static var specs: [CommandSpec] { CommandCatalog.all.filter { !$0.hidden } }

    /// The options a spec offers: its own, then the global ones, hidden ones left out.
    static func options(_ spec: CommandSpec) -> [OptionSpec] {
        (spec.options + CommandCatalog.globalOptions).filter { !$0.hidden }
    }

    /// Every option name that takes a value, in any command: its value is not a positional.
    static var valueOptions: [String] {
        (CommandCatalog.globalOptions + CommandCatalog.all.flatMap(\.options)).filter { $0.value != nil }.map(\.name)
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The commands that take a subcommand.
    static var groups: [String] { CommandCatalog.commandWords.filter(CommandCatalog.hasSubcommands) }

    /// The first words, visible ones only.
    static var commandWords: [String] {
        specs.map(\.command).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The completion of positional `index` of `spec` (the last one repeats when it takes the rest).
    static func positional(_ spec: CommandSpec, _ index: Int) -> Completion {
        if index < spec.positionals.count { return completion(spec.positionals[index].kind) }
        if let last = spec.positionals.last, last.rest { return completion(last.kind) }
        return .none
    }
}
