/// The words of a command line, consumed flag by flag; whatever is left over is an error.
///
/// Options take `--name VALUE` or `--name=VALUE`. A lone `-` is a positional (standard input).
struct Arguments {
    private(set) var words: [String]

    init(_ words: [String]) { self.words = words }

    /// Removes `--name` wherever it stands; whether it was there.
    mutating func flag(_ name: String) -> Bool {
        let before = words.count
        words.removeAll { $0 == name }
        return words.count != before
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns the value; the last one wins.
    mutating func option(_ name: String) throws(CLIError) -> String? {
        try options(name).last
    }

    /// Removes every `--name VALUE` (or `--name=VALUE`) and returns the values in order.
    mutating func options(_ name: String) throws(CLIError) -> [String] {
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

    /// Removes and returns the first word that is not a flag, if any.
    mutating func positional() -> String? {
        guard let index = words.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
        return words.remove(at: index)
    }

    /// Removes and returns the first positional, or fails naming what was expected.
    mutating func required(_ what: String) throws(CLIError) -> String {
        guard let word = positional() else { throw .usage("missing \(what)") }
        return word
    }

    /// Fails on any word not consumed.
    func finish() throws(CLIError) {
        guard let word = words.first else { return }
        if word.hasPrefix("-") { throw .usage("unknown option \(word)") }
        throw .usage("unexpected argument \"\(word)\"")
    }
}
