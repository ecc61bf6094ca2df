import CairnCore

extension PositionalSpec {
    /// The trackable a command acts on, completed from the database's names.
    static let trackable = PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "the trackable's name")
}

extension OptionSpec {
    /// How a day's entries make its value (`trackable add`, `trackable set`).
    static let dayValue = OptionSpec.option(
        "--day-value", .choice(DayReduction.allCases.map(\.rawValue)),
        "how a day's entries make its value (default from the unit: last for a weight, sum for a distance)")

    /// The same option, required (the binder refuses a command line without it).
    func mustBeGiven() -> OptionSpec {
        var copy = self
        copy.required = true
        return copy
    }
}
