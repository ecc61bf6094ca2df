import CairnCore
import Foundation

/// `ValueParser` and zones: the text typed for `cairn log` and `cairn zone add`, for a trackable
/// of each kind, then formatted back.
enum ValueTarget {
    static let trackables: [Trackable] = [
        Trackable(id: 1, name: "Weight", kind: .number(.mass), unit: "kg"),
        Trackable(id: 2, name: "Run", kind: .number(.length), unit: "km"),
        Trackable(id: 3, name: "Reading", kind: .duration),
        Trackable(id: 4, name: "Bedtime", kind: .clockTime),
        Trackable(id: 5, name: "Pages", kind: .number(.count), unit: "pages"),
        Trackable(id: 6, name: "Floss", kind: .yesNo),
        Trackable(id: 7, name: "Water", kind: .number(.volume), unit: "l"),
        Trackable(id: 8, name: "Food", kind: .number(.energy), unit: "kcal"),
    ]

    static let run: @Sendable (Data) -> Void = { data in
        let text = String(decoding: data, as: UTF8.self)
        for trackable in trackables {
            if let value = try? ValueParser.parse(text, for: trackable) {
                _ = ValueFormatter.format(value, for: trackable)
            }
            let halves = text.split(separator: "|", maxSplits: 1).map(String.init)
            if let zone = try? Zone.parse(id: 1, name: "z", min: halves.first, max: halves.count > 1 ? halves[1] : nil, for: trackable) {
                _ = try? zone.inBase(for: trackable)
            }
        }
    }
}
