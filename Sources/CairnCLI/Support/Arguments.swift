/// The words of a command line, consumed option by option; whatever is left over is an error.
///
/// Options take `--name VALUE` or `--name=VALUE`. A lone `-` is a positional (standard input),
/// and so is a word that starts like a negative number (`-5`, `-2.5kg`). `--` ends the options:
/// every word after it is a positional, whatever it looks like.
///
/// Once bound to its command's ``CommandSpec`` (``bind(to:)``), every option on the line must be
/// one the spec (or ``CommandCatalog/globalOptions``) declares, with a value of its kind; and a
/// command reading an option its spec does not declare is an internal error, so the spec, the
/// help and the code cannot drift apart.
struct Arguments {
    /// The words before `--` not consumed yet.
    private(set) var words: [String]
    /// The words after `--`: positionals only.
    private(set) var trailing: [String]
    /// The command these words are for; before binding only the global options may be read.
    fileprivate(set) var spec: CommandSpec?
    /// Flags read that no spec declares (reported by ``finish()``).
    private(set) var undeclared: [String] = []
    /// The options ``bind(to:)`` found on the line.
    private var given: Set<String> = []

    init(_ arguments: [String]) {
        if let end = arguments.firstIndex(of: "--") {
            words = Array(arguments[..<end])
            trailing = Array(arguments[(end + 1)...])
        } else {
            words = arguments
            trailing = []
        }
    }

    /// Whether `word` is an option rather than a positional.
    static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        let next = word.dropFirst().first
        return !(next.map { $0.isNumber || $0 == "." } ?? false)
    }

    /// The declaration of `name` for the bound command, or a global one.
    func declaration(_ name: String) -> OptionSpec? {
        spec?.option(named: name) ?? CommandCatalog.globalOption(named: name)
    }

    /// Checks every option against `spec`: declared, given a value of its kind when it takes one,
    /// and given once unless repeatable. Later reads are checked against it too.
    mutating func bind(to spec: CommandSpec) throws(CLIError) {
        self.spec = spec
        var seen: Set<String> = []
        var i = 0
        while i < words.count {
            let word = words[i]
            guard Arguments.isOption(word) else { i += 1; continue }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let option = declaration(name) else {
                throw .usage("unknown option \(name) for `cairn \(spec.name)`; see `cairn \(spec.name) --help`")
            }
            if !option.repeatable, seen.contains(name), option.value != nil {
                throw .usage("\(name) is given more than once; give it once")
            }
            seen.insert(name)
            guard let kind = option.value else {
                guard parts.count == 1 else { throw .usage("\(name) takes no value") }
                i += 1
                continue
            }
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
                i += 1
            } else {
                guard i + 1 < words.count else { throw .usage("\(name) needs a value") }
                value = words[i + 1]
                i += 2
            }
            try kind.check(value, option: name)
        }
        given = seen
    }

    /// Refuses the command line when an option the spec requires is missing: checked here,
    /// once, for every command (after ``bind(to:)`` and the hints, which say more).
    func checkRequired() throws(CLIError) {
        guard let spec else { return }
        if let missing = spec.options.first(where: { $0.required && !given.contains($0.name) }) {
            throw .usage("\(spec.name) needs \(missing.name) \(missing.valueWords)")
        }
    }

    /// Removes `--name` wherever it stands; whether it was there.
    mutating func flag(_ name: String) -> Bool {
        if declaration(name) == nil, !undeclared.contains(name) { undeclared.append(name) }
        let before = words.count
        words.removeAll { $0 == name }
        return words.count != before
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns the value; the last one wins.
    mutating func option(_ name: String) throws(CLIError) -> String? {
        try options(name).last
    }

    /// Removes `--name VALUE` for an option the spec requires (so the binder saw it) and returns the value.
    mutating func requiredOption(_ name: String) throws(CLIError) -> String {
        guard declaration(name)?.required == true else { throw .failure("internal: \(name) is read as required but not declared so") }
        guard let value = try option(name) else { throw .failure("internal: \(name) is required but was not bound") }
        return value
    }

    /// Removes every `--name VALUE` (or `--name=VALUE`) and returns the values in order.
    mutating func options(_ name: String) throws(CLIError) -> [String] {
        guard declaration(name) != nil else { throw undeclaredError(name) }
        var values: [String] = []
        var i = 0
        while i < words.count {
            let word = words[i]
            if word == name {
                guard i + 1 < words.count else { throw .usage("\(name) needs a value") }
                values.append(words[i + 1])
                words.removeSubrange(i...(i + 1))
            } else if word.hasPrefix(name + "=") {
                values.append(String(word.dropFirst(name.count + 1)))
                words.remove(at: i)
            } else {
                i += 1
            }
        }
        return values
    }

    /// The positionals left, in order, without consuming them (an option's value is not one).
    var positionals: [String] {
        var copy = self
        var found: [String] = []
        while let word = copy.positional() { found.append(word) }
        return found
    }

    /// Removes and returns the first positional, if any: the first word that is neither an
    /// option nor the value of a declared option, else the first word after `--`.
    mutating func positional() -> String? {
        var i = 0
        while i < words.count {
            let word = words[i]
            guard Arguments.isOption(word) else { return words.remove(at: i) }
            let takesValue = !word.contains("=") && declaration(word)?.value != nil
            i += takesValue ? 2 : 1
        }
        return trailing.isEmpty ? nil : trailing.removeFirst()
    }

    /// Removes and returns the first positional, or fails naming what was expected.
    mutating func required(_ what: String) throws(CLIError) -> String {
        guard let word = positional() else { throw .usage("missing \(what)") }
        return word
    }

    /// Fails on a flag read that the spec does not declare, and on any word not consumed.
    func finish() throws(CLIError) {
        if let name = undeclared.first { throw undeclaredError(name) }
        if let word = words.first(where: Arguments.isOption) {
            let name = String(word.split(separator: "=", maxSplits: 1).first ?? Substring(word))
            guard let spec else { throw .usage("unknown option \(name)") }
            if spec.option(named: name) != nil { throw .failure("not built yet: \(name) of `cairn \(spec.name)`") }
            throw .usage("unknown option \(name) for `cairn \(spec.name)`; see `cairn \(spec.name) --help`")
        }
        guard let word = words.first ?? trailing.first else { return }
        throw .usage("unexpected argument \"\(word)\"")
    }

    fileprivate func undeclaredError(_ name: String) -> CLIError {
        .failure("internal error: `cairn \(spec?.name ?? "")` reads \(name), which its description in CommandCatalog does not declare")
    }
}

extension Arguments {
    /// The first positional, skipping the values of any option the given commands declare,
    /// without consuming it: the subcommand, before it is known which one's spec applies.
    func firstPositional(amongOptionsOf specs: [CommandSpec]) -> String? {
        var copy = self
        copy.spec = CommandSpec(words: [], summary: "", group: .tool, options: specs.flatMap(\.options), example: "")
        return copy.positional()
    }

    /// Fails when the command read a flag its spec does not declare (it should have called ``finish()``).
    func finishReads() throws(CLIError) {
        if let name = undeclared.first { throw undeclaredError(name) }
    }
}
