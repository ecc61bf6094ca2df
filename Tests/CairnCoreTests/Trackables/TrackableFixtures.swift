import CairnCore

/// Small builders shared by the achievements tests.
enum Fixtures {
    static let start = LocalDate(year: 2025, month: 1, day: 1) ?? LocalDate(daysSinceEpoch: 0)

    /// The date `offset` days after 2025-01-01.
    static func day(_ offset: Int) -> LocalDate { start.adding(days: offset) }

    static let weight = Trackable(id: 1, name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: .last)
    static let running = Trackable(id: 2, name: "Running", kind: .number(.length), unit: "km")
    static let headache = Trackable(id: 3, name: "Headache", kind: .yesNo)
    static let journal = Trackable(id: 4, name: "Journal", kind: .habit)
    static let bedtime = Trackable(id: 5, name: "Bedtime", kind: .clockTime)
    static let cigarettes = Trackable(id: 6, name: "Cigarettes", kind: .number(.count), unit: "cigarettes")
    static let mood = Trackable(id: 7, name: "Mood", kind: .choice(ChoiceScale(labels: ["None", "Low", "High"], ordered: true, noneCode: 0)))
    static let colour = Trackable(id: 8, name: "Colour", kind: .choice(ChoiceScale(labels: ["None", "Red", "Blue"], noneCode: 0)))
    static let notes = Trackable(id: 9, name: "Notes", kind: .text)
    static let meditation = Trackable(id: 10, name: "Meditation", kind: .duration)

    /// Manual entries of `trackable` on consecutive days from `from`, one per value.
    static func daily(_ trackable: Trackable, _ values: [Double?], from: Int = 0, source: EntrySource = .manual) -> [Entry] {
        values.enumerated().map { Entry(trackableId: trackable.id, date: day(from + $0.offset), value: $0.element, source: source) }
    }
}
