/// Why a value was refused as implausible: which item, the value, and the bound it broke.
public struct PlausibleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the value is (`"start"`, `--daily`, `a ladder rung`).
    public var item: String
    /// The value as it was given.
    public var value: String
    /// The bound, in words (`1970-01-01T00:00:00Z ..< 2100-01-01T00:00:00Z`).
    public var bound: String
    /// What to do instead, when there is a better hint than the bound.
    public var hint: String?

    /// Creates an error.
    public init(item: String, value: String, bound: String, hint: String? = nil) {
        self.item = item
        self.value = value
        self.bound = bound
        self.hint = hint
    }

    public var description: String {
        "\(item) \(value) is outside the plausible range \(bound)" + (hint.map { "; \($0)" } ?? "")
    }
}
