import CairnCore

/// `today --json` and `days --json` written straight into bytes, members in sorted order, as
/// their `encode(to:)` and `JSONEncoder` give them (the tests compare the bytes): on ten years
/// the tree the `Encodable` path builds cost a fifth of the answer.
extension TodayReport: StreamedJSONDocument {
    var numbersAreFinite: Bool {
        day.numbersAreFinite && (windowAdherence?.isFinite ?? true)
            && week.codedSeconds.isFinite && week.goalSeconds.isFinite && week.progress.isFinite
            && (week.windowAdherence?.isFinite ?? true) && week.days.allSatisfy(\.numbersAreFinite)
    }

    func write(into json: inout StreamedJSON) throws {
        json.beginObject()
        json.key("date")
        json.date(date)
        json.key("day")
        try day.write(into: &json)
        json.key("streak")
        json.beginObject()
        json.key("best")
        json.integer(Int64(streak.best))
        json.key("current")
        json.integer(Int64(streak.current))
        json.key("policy")
        json.string(streak.policy.rawValue)
        json.endObject()
        json.key("week")
        json.beginObject()
        json.key("codedSeconds")
        try json.number(week.codedSeconds)
        json.key("days")
        json.beginArray()
        for verdict in week.days {
            json.item()
            try verdict.write(into: &json)
        }
        json.endArray()
        json.key("goalSeconds")
        try json.number(week.goalSeconds)
        json.key("progress")
        try json.number(week.progress)
        json.key("start")
        json.date(week.start)
        json.key("windowAdherence")
        try json.number(orNull: week.windowAdherence)
        json.endObject()
        json.key("windowAdherence")
        try json.number(orNull: windowAdherence)
        json.endObject()
    }
}

extension Array: StreamedJSONDocument where Element == DayVerdict {
    var numbersAreFinite: Bool { allSatisfy(\.numbersAreFinite) }

    func write(into json: inout StreamedJSON) throws {
        json.beginArray()
        for verdict in self {
            json.item()
            try verdict.write(into: &json)
        }
        json.endArray()
    }
}

extension DayVerdict {
    var numbersAreFinite: Bool {
        codedSeconds.isFinite && insideWindowSeconds.isFinite && untimedSeconds.isFinite && goalSeconds.isFinite && ringProgress.isFinite
    }

    /// `{"codedSeconds","date","goalMet","goalSeconds","insideWindowSeconds","isRestDay",
    /// "ringProgress","status"[,"untimedSeconds"]}`.
    func write(into json: inout StreamedJSON) throws {
        json.beginObject()
        json.key("codedSeconds")
        try json.number(codedSeconds)
        json.key("date")
        json.date(date)
        json.key("goalMet")
        if status == nil { json.null() } else { json.bool(goalMet) }
        json.key("goalSeconds")
        try json.number(goalSeconds)
        json.key("insideWindowSeconds")
        try json.number(insideWindowSeconds)
        json.key("isRestDay")
        json.bool(isRestDay)
        json.key("ringProgress")
        try json.number(ringProgress)
        json.key("status")
        if let status { json.string(status.rawValue) } else { json.null() }
        if untimedSeconds > 0 {
            json.key("untimedSeconds")
            try json.number(untimedSeconds)
        }
        json.endObject()
    }
}
