import Foundation

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
///
/// A choice has a none only when the person names it (`--none None`): "awful" on a mood scale
/// is a day of some, not a day without a mood. The stored kind has always carried the code
/// (`"noneCode": 0` for a choice typed before `--none`, whose first label was its none; absent
/// for a Daylio mood or an event's field), so every stored choice keeps the meaning it had.
public struct ChoiceScale: Sendable, Hashable, Codable {
    /// The options, in the order shown.
    public var options: [ChoiceOption]
    /// Whether the codes are ordered (a severity), so a highest or lowest means something.
    public var ordered: Bool
    /// The code that means "none" (`nil`: no option is none).
    public var noneCode: Int?

    /// Creates a scale; by default unordered and without a none.
    public init(options: [ChoiceOption], ordered: Bool = false, noneCode: Int? = nil) {
        self.options = options
        self.ordered = ordered
        self.noneCode = noneCode
    }

    /// Creates a scale from labels coded 0, 1, 2… in order.
    public init(labels: [String], ordered: Bool = false, noneCode: Int? = nil) {
        self.init(options: labels.enumerated().map { ChoiceOption(code: $0.offset, label: $0.element) },
                  ordered: ordered, noneCode: noneCode)
    }

    /// The label of its none, or `nil` when it has none (or its code is no option's).
    public var noneLabel: String? {
        noneCode.flatMap(label(of:))
    }

    /// The label of `code`, or `nil` when no option has it.
    public func label(of code: Int) -> String? {
        options.first { $0.code == code }?.label
    }
}

extension ChoiceScale {
    /// This scale with `label`'s option as its none (compared without case), or with no none
    /// when `label` is `nil` (`--none LABEL`, `--no-none`).
    ///
    /// - Throws: ``TrackableSpecError`` when no option has the label, naming the ones there are.
    package func naming(none label: String?) throws(TrackableSpecError) -> ChoiceScale {
        var scale = self
        guard let label else {
            scale.noneCode = nil
            return scale
        }
        let wanted = label.trimmingCharacters(in: .whitespaces).lowercased()
        guard let option = options.first(where: { $0.label.lowercased() == wanted }) else {
            throw TrackableSpecError("--none \(label) is not one of the choices; use one of " + options.map(\.label).joined(separator: ", "))
        }
        scale.noneCode = option.code
        return scale
    }
}
