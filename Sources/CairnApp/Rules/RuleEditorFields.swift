import CairnCore

/// The rule editor's typed fields read into thresholds: a record's wait, a ladder's step and
/// scale, a list of rungs. Each refusal names the field it is about, so the page can show it
/// there and keep what was typed; nothing is saved while any field is refused.
package enum RuleEditorFields {
    /// A field refused: its name on the form and the sentence shown beside it.
    package struct Problem: Error, Sendable, Hashable {
        package var field: String
        package var message: String

        package init(field: String, message: String) {
            self.field = field
            self.message = message
        }
    }

    /// A record waiting `text` days of history (empty: the default wait).
    package static func record(wait text: String, field: String) throws(Problem) -> Threshold {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .record(minHistory: nil) }
        guard let days = Int(trimmed), Plausible.minHistory.contains(days) else {
            throw Problem(field: field, message: "the wait is a whole number of days with a value, 1 or more, got \"\(trimmed)\"")
        }
        return .record(minHistory: days == Threshold.defaultMinHistory ? nil : days)
    }

    /// A ladder every `step`, each next rung `scale` times the last when a scale is given.
    package static func every(step stepText: String, scale scaleText: String, stepField: String,
                              scaleField: String) throws(Problem) -> Threshold {
        let stepTrimmed = stepText.trimmingCharacters(in: .whitespaces)
        guard let step = Double(stepTrimmed), step.isFinite, step > 0 else {
            throw Problem(field: stepField, message: stepTrimmed.isEmpty ? "give a step above 0, like 100"
                : "the step is a number above 0, got \"\(stepTrimmed)\"")
        }
        do throws(PlausibleError) { try Plausible.step(step, "the step") } catch {
            throw Problem(field: stepField, message: error.description)
        }
        let scaleTrimmed = scaleText.trimmingCharacters(in: .whitespaces)
        guard !scaleTrimmed.isEmpty else { return .ladder(.every(step, scale: nil)) }
        guard let scale = Double(scaleTrimmed), scale.isFinite, scale > 1 else {
            throw Problem(field: scaleField, message: "the scale is a number above 1 (or empty for even steps), got \"\(scaleTrimmed)\"")
        }
        do throws(PlausibleError) { try Plausible.scale(scale, "the scale") } catch {
            throw Problem(field: scaleField, message: error.description)
        }
        return .ladder(.every(step, scale: scale))
    }

    /// Listed rungs, typed climbing ("7, 30, 100").
    package static func rungs(_ text: String, field: String) throws(Problem) -> Threshold {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { throw Problem(field: field, message: "list the rungs, like 7, 30, 100") }
        var values: [Double] = []
        for part in parts {
            guard let value = Double(part), value.isFinite else {
                throw Problem(field: field, message: "the rungs are numbers separated by commas, like 7, 30, 100; \"\(part)\" is not one")
            }
            if let last = values.last, value <= last {
                throw Problem(field: field, message: "the rungs must climb: \(part) comes after \(ValueFormatter.number(last))")
            }
            do throws(PlausibleError) { try Plausible.value(value, "a rung") } catch {
                throw Problem(field: field, message: error.description)
            }
            values.append(value)
        }
        guard values[0] > 0 else { throw Problem(field: field, message: "the first rung is above 0, got \(parts[0])") }
        return .ladder(.rungs(values))
    }

    /// The zone of `trackable` whose id is `text`.
    package static func zone(_ text: String, of trackable: Trackable, zones: [Zone], field: String) throws(Problem) -> Zone {
        let own = zones.filter { $0.trackableId == trackable.id }
        guard let id = Int64(text.trimmingCharacters(in: .whitespaces)), let zone = own.first(where: { $0.id == id }) else {
            throw Problem(field: field, message: own.isEmpty ? "\(trackable.name) has no zone; add one first"
                : "pick one of \(trackable.name)'s zones: " + own.map(\.name).joined(separator: ", "))
        }
        return zone
    }
}
