/// One option of a coded scale: the code stored and the label shown.
public struct ChoiceOption: Sendable, Hashable, Codable {
    /// The stored code.
    public var code: Int
    /// The person's own word for it ("None", "Mild", "Severe").
    public var label: String

    /// Creates an option.
    public init(code: Int, label: String) {
        self.code = code
        self.label = label
    }
}

/// A coded scale: options, whether their order means anything, and which code means "none".
public struct ChoiceScale: Sendable, Hashable, Codable {
    /// The options, in the order shown.
    public var options: [ChoiceOption]
    /// Whether the codes are ordered (a severity), so a highest or lowest means something.
    public var ordered: Bool
    /// The code that means "none" (`nil`: no option is none).
    public var noneCode: Int?

    /// Creates a scale; by default unordered with code 0 as none (zeroIsFalse).
    public init(options: [ChoiceOption], ordered: Bool = false, noneCode: Int? = 0) {
        self.options = options
        self.ordered = ordered
        self.noneCode = noneCode
    }

    /// Creates a scale from labels coded 0, 1, 2… in order.
    public init(labels: [String], ordered: Bool = false, noneCode: Int? = 0) {
        self.init(options: labels.enumerated().map { ChoiceOption(code: $0.offset, label: $0.element) },
                  ordered: ordered, noneCode: noneCode)
    }

    /// The label of `code`, or `nil` when no option has it.
    public func label(of code: Int) -> String? {
        options.first { $0.code == code }?.label
    }
}
