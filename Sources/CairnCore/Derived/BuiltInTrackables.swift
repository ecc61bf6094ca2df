/// The derived trackables every person has without setting them up: the coding goal's own day
/// series, so any rule can be put on coding ("100 hours coded", "a new longest day", "10 days
/// in a row with 2 h inside the window"). One engine for coding time and every other tracked thing.
package enum BuiltInTrackables {
    /// `Coding`: coded seconds per day, shown in hours.
    package static let coding = Trackable(id: 0, name: "Coding", kind: .duration, unit: "h", dayReduction: .last,
                                         derivation: .coding)
    /// `Coding inside window`: the seconds inside the preferred window per day, shown in hours.
    package static let codingInsideWindow = Trackable(id: 0, name: "Coding inside window", kind: .duration, unit: "h",
                                                     dayReduction: .last, derivation: Derivation(op: .insideWindow))

    /// Every built-in, in the order they are offered.
    package static let all = [coding, codingInsideWindow]

    /// The built-in called `name` (any case), if there is one.
    package static func named(_ name: String) -> Trackable? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }
}
