import CairnCore

/// `achievements --json` written straight into bytes: the document runs to megabytes on a long
/// history, and going through `Encodable` cost more than evaluating every rule. Members in
/// sorted order, as its `encode(to:)` and `JSONEncoder` give them (the tests compare the bytes).
extension AchievementsDocument: StreamedJSONDocument {
    var numbersAreFinite: Bool {
        evaluation.comingUp.allSatisfy { $0.current.isFinite && $0.next.isFinite && $0.progress.isFinite }
            && evaluation.moments.allSatisfy { ($0.rung?.isFinite ?? true) && ($0.value?.isFinite ?? true) }
    }

    func write(into json: inout StreamedJSON) throws {
        json.beginObject()
        json.key("comingUp")
        json.beginArray()
        for upcoming in evaluation.comingUp {
            json.item()
            json.beginObject()
            json.key("current")
            try json.number(upcoming.current)
            json.key("name")
            json.string(upcoming.name)
            json.key("next")
            try json.number(upcoming.next)
            json.key("progress")
            try json.number(upcoming.progress)
            json.key("text")
            json.string("\(upcoming.currentText) of \(upcoming.nextText)")
            json.endObject()
        }
        json.endArray()
        json.key("earned")
        json.beginArray()
        // The days as `earnedByDay` groups them, read off the moments (in date order) in place.
        let moments = evaluation.moments
        var index = moments.startIndex
        while index < moments.endIndex {
            let date = moments[index].date
            json.item()
            json.beginObject()
            json.key("date")
            json.date(date)
            json.key("moments")
            json.beginArray()
            while index < moments.endIndex, moments[index].date == date {
                json.item()
                try MomentDocument(moment: moments[index]).write(into: &json)
                index += 1
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.key("enabled")
        json.bool(enabled)
        json.key("rules")
        json.beginArray()
        for rule in rules {
            json.item()
            rule.write(into: &json)
        }
        json.endArray()
        json.endObject()
    }
}

extension MomentDocument {
    /// `{"date","key","name","rung"|"value","text"}`, as ``encode(to:)`` and sorted keys give it.
    func write(into json: inout StreamedJSON) throws {
        json.beginObject()
        json.key("date")
        json.date(moment.date)
        json.key("key")
        json.string(moment.key)
        json.key("name")
        json.string(moment.name)
        if let rung = moment.rung {
            json.key("rung")
            try json.number(rung)
        }
        json.key("text")
        json.string(moment.measureText)
        if moment.rung == nil, let value = moment.value {
            json.key("value")
            try json.number(value)
        }
        json.endObject()
    }
}

extension RuleDocument {
    /// Its members in sorted order, the `nil` ones left out.
    func write(into json: inout StreamedJSON) {
        json.beginObject()
        json.member("days", ifPresent: days)
        json.member("direction", ifPresent: direction)
        json.key("id")
        json.integer(id)
        json.key("measure")
        json.string(measure)
        json.key("name")
        json.string(name)
        json.member("problem", ifPresent: problem)
        json.key("threshold")
        json.string(threshold)
        json.key("trackable")
        json.string(trackable)
        json.member("zone", ifPresent: zone)
        json.endObject()
    }
}
