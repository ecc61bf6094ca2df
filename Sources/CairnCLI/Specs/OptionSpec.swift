/// One option a command declares: `--name VALUE` (or `--name=VALUE`), or a flag without a value.
struct OptionSpec: Sendable, Hashable {
    /// The option as typed, with its dashes: `--date`.
    var name: String
    /// What the value is; `nil` for a flag.
    var value: ValueKind?
    /// One line for the help.
    var help: String
    /// Whether it may be given more than once (each value is kept).
    var repeatable = false
    /// Whether the command needs it (shown without brackets in the usage line).
    var required = false
    /// The value's word in the usage line when the kind's own is not telling enough.
    var placeholderOverride: String?
    /// Accepted but left out of help and completion (kept to refuse it with a better message).
    var hidden = false

    /// An option that takes a value.
    static func option(_ name: String, _ value: ValueKind, _ help: String, repeatable: Bool = false, required: Bool = false,
                       placeholder: String? = nil, hidden: Bool = false) -> OptionSpec {
        OptionSpec(name: name, value: value, help: help, repeatable: repeatable, required: required,
                   placeholderOverride: placeholder, hidden: hidden)
    }

    /// A flag: present or not.
    static func flag(_ name: String, _ help: String, hidden: Bool = false) -> OptionSpec {
        OptionSpec(name: name, value: nil, help: help, hidden: hidden)
    }

    /// The value's word in a usage line (`DATE`, `strict|lenient`), or `nil` for a flag.
    var placeholder: String? { value.map { placeholderOverride ?? $0.placeholder } }

    /// `--date DATE`, `--ordered`, `--bucket ID ...`.
    /// What its value is, in a message: `streak|best|total|count`, or its placeholder (`DATE`).
    var valueWords: String {
        if case let .choice(choices, _)? = value { return choices.joined(separator: "|") }
        return placeholder ?? ""
    }

    var synopsis: String {
        (placeholder.map { "\(name) \($0)" } ?? name) + (repeatable ? " ..." : "")
    }
}
