import CairnApp
import CairnCore

/// The screens' view models made from the application layer's documents (the same values the
/// JSON API encodes), field for field.
extension TrackableCard {
    init(_ document: TrackableDocument) {
        self.init(id: document.id, name: document.name, kind: document.kind, unit: document.unit, choices: document.choices,
                  streak: document.streak, rules: document.rules, eventFields: document.eventFields,
                  derived: document.derived, derivation: document.derivation)
    }
}

extension EntryRow {
    /// - Parameter duration: whether the value is a duration, written as "1h 30m" whatever unit it is logged in.
    init(_ document: EntryDocument, duration: Bool = false) {
        let display = duration ? document.value.map(Words.short) ?? document.display : document.display
        self.init(id: document.id, trackable: document.trackable, date: document.date, at: document.at, display: display,
                  text: document.text, items: document.items)
    }
}

extension AchievementsView {
    init(_ document: AchievementsDocument) {
        self.init(enabled: document.enabled,
                  rules: document.rules.map { Rule(id: $0.id, trackable: $0.trackable, name: $0.name, threshold: $0.threshold, problem: $0.problem) },
                  comingUp: document.evaluation.comingUp.map {
                      let unit = document.valueTrackables[$0.ruleIdentity]
                      return Upcoming(name: $0.name, progress: $0.progress,
                                      text: "\(Words.value($0.current, written: $0.currentText, of: unit)) of \(Words.value($0.next, written: $0.nextText, of: unit))")
                  },
                  earned: document.evaluation.earnedByDay.map { day in
                      Day(date: day.date, moments: day.moments.map {
                          Moment(name: $0.name, text: Words.value($0.rung ?? $0.value ?? .nan, written: $0.measureText, of: document.valueTrackables[$0.ruleIdentity]))
                      })
                  })
    }
}
