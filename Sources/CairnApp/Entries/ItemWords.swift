import CairnCore

/// The words of an event's fields and items as typed: `--field weight:number:kg`,
/// `--field exercise:choice=Bench press,Squat`, `--item "exercise=Bench press,weight=80kg,reps=5"`.
package enum ItemWords {
    /// A field from `NAME:KIND[:UNIT][=A,B,C]` (a choice's labels after `=`; none of them is a none).
    package static func field(_ text: String) throws(AppError) -> TrackableField {
        var head = Substring(text)
        var choices: [String] = []
        if let equals = text.firstIndex(of: "=") {
            head = text[..<equals]
            choices = text[text.index(after: equals)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, parts.count <= 3, !parts[0].isEmpty, !parts[0].contains(",") else {
            throw .usage("--field takes NAME:KIND[:UNIT] (weight:number:kg) or NAME:choice=A,B,C, got \"\(text)\"")
        }
        let kindName = parts[1].lowercased()
        guard !["event", "tag", "habit"].contains(kindName) else { throw .usage("a field holds a value: not a \(kindName)") }
        let spec = TrackableSpec(name: parts[0], kind: kindName, unit: parts.count == 3 ? parts[2] : nil, choices: choices)
        do {
            var trackable = try spec.trackable()
            if case var .choice(scale) = trackable.kind {
                scale.noneCode = nil
                trackable.kind = .choice(scale)
            }
            return TrackableField(name: parts[0], kind: trackable.kind, unit: trackable.unit)
        } catch {
            throw .usage("field \(parts[0]): \(error.description)")
        }
    }

    /// An item from `FIELD=VALUE,FIELD=VALUE`, each value as the field takes it (80kg, 5, Bench press).
    package static func item(_ text: String, of trackable: Trackable) throws(AppError) -> EventItem {
        var values: [String: Double] = [:]
        for pair in text.split(separator: ",") {
            guard let equals = pair.firstIndex(of: "=") else {
                throw .usage("--item takes FIELD=VALUE pairs separated by commas, like exercise=Bench press,weight=80kg; got \"\(pair)\"")
            }
            let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
            guard let field = trackable.fields.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw .usage("\(trackable.name) has no field \"\(name)\"; it has: " + trackable.fields.map(\.name).joined(separator: ", "))
            }
            guard values[field.name] == nil else { throw .usage("--item gives \(field.name) twice") }
            values[field.name] = try value(String(pair[pair.index(after: equals)...]), of: field, in: trackable)
        }
        guard !values.isEmpty else { throw .usage("--item needs at least one FIELD=VALUE") }
        return EventItem(values)
    }

    /// One field's value as typed, in its base unit (a choice by its code).
    package static func value(_ text: String, of field: TrackableField, in trackable: Trackable) throws(AppError) -> Double {
        let holder = Trackable(id: 0, name: "\(trackable.name) \(field.name)", kind: field.kind, unit: field.unit)
        do {
            guard let value = try ValueParser.parse(text, for: holder) else {
                throw AppError.usage("\(field.name) holds no number to read")
            }
            return value
        } catch let error as ValueError {
            throw .usage(error.description)
        } catch let error as AppError {
            throw error
        } catch {
            throw .usage("\(error)")
        }
    }

    /// A field's value in words (a choice's label, a number in the field's unit).
    package static func text(_ value: Double, of field: TrackableField) -> String {
        ValueFormatter.format(value, for: Trackable(id: 0, name: field.name, kind: field.kind, unit: field.unit))
    }
}
