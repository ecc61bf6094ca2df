import CairnCore

/// The common shapes of the JSON columns every command reads, built from a ``ColumnJSON`` tree
/// instead of through `JSONDecoder` (on Linux about 75 000 instructions a rule, and the first
/// use of each `Codable` type costs a scan of the runtime's conformance records).
///
/// Each returns `nil` for anything it does not read exactly as the type's `Decodable` init
/// would, including values that init refuses (a ladder outside ``Plausible``): the caller then
/// asks `JSONDecoder`, which decodes it or says what is wrong. `ColumnShapesTests` hold every
/// answer to `JSONDecoder`'s.
enum ColumnShapes {
    /// `{"kind": ..., "quantity": ...}` for the kinds without a choice scale.
    static func kind(_ json: ColumnJSON) -> TrackableKind? {
        guard case let .string(name)? = json["kind"] else { return nil }
        switch name {
        case "yesno": return .yesNo
        case "number":
            switch json["quantity"] {
            case nil, .null?: return .number(.count)
            case let .string(quantity)?: return Quantity(rawValue: quantity).map(TrackableKind.number)
            default: return nil
            }
        case "duration": return .duration
        case "clock": return .clockTime
        case "habit": return .habit
        case "text": return .text
        case "event": return .event
        case "tag": return .tag
        default: return nil  // a choice (its scale) and anything unknown
        }
    }

    /// A rule as its synthesized `Decodable` reads it.
    static func rule(_ json: ColumnJSON) -> AchievementRule? {
        guard case .object = json,
              let id = integer(json["id"]), let trackableId = integer(json["trackableId"]),
              case let .string(measureName)? = json["measure"], let measure = Measure(rawValue: measureName),
              case let .string(directionName)? = json["direction"], let direction = Direction(rawValue: directionName),
              case let .string(daysName)? = json["days"], let days = StreakDays(rawValue: daysName),
              let thresholdJSON = json["threshold"], let threshold = threshold(thresholdJSON),
              let zoneId = optionalInteger(json["zoneId"]), let of = optionalInteger(json["of"])
        else { return nil }
        return AchievementRule(id: id, trackableId: trackableId, measure: measure, threshold: threshold, zoneId: zoneId,
                               direction: direction, days: days, of: of)
    }

    /// Goal settings as `GoalConfig(from:)` reads them: each member optional, a missing or
    /// null one taking the default.
    static func goalConfig(_ json: ColumnJSON) -> GoalConfig? {
        guard case .object = json else { return nil }
        var config = GoalConfig()
        for (key, value) in [("dailyGoalMinutes", \GoalConfig.dailyGoalMinutes), ("weeklyGoalMinutes", \.weeklyGoalMinutes)] {
            switch json[key] {
            case nil, .null?: break
            case let .number(_, integer?)?:
                guard let minutes = Int(exactly: integer) else { return nil }
                config[keyPath: value] = minutes
            default: return nil
            }
        }
        switch json["window"] {
        case nil, .null?: break
        case let .string(text)?:
            guard let window = try? TimeWindow(parsing: text) else { return nil }
            config.window = window
        default: return nil
        }
        switch json["restDays"] {
        case nil, .null?: break
        case let list?:
            guard let names = strings(list) else { return nil }
            var days: Set<Weekday> = []
            for name in names {
                guard let day = Weekday(rawValue: name) else { return nil }
                days.insert(day)
            }
            config.restDays = days
        }
        switch json["timeZone"] {
        case nil, .null?: break
        case let .string(zone)?: config.timeZoneIdentifier = zone
        default: return nil
        }
        switch json["weekStart"] {
        case nil, .null?: break
        case let .string(name)?:
            guard let day = Weekday(rawValue: name) else { return nil }
            config.firstWeekday = day
        default: return nil
        }
        switch json["streakPolicy"] {
        case nil, .null?: break
        case let .string(name)?:
            guard let policy = StreakPolicy(rawValue: name) else { return nil }
            config.streakPolicy = policy
        default: return nil
        }
        return config
    }

    /// An array of strings.
    static func strings(_ json: ColumnJSON) -> [String]? {
        guard case let .array(elements) = json else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard case let .string(string) = element else { return nil }
            strings.append(string)
        }
        return strings
    }

    /// `{"record": true, "minHistory": N}` or a ladder, as `Threshold(from:)` reads them.
    private static func threshold(_ json: ColumnJSON) -> Threshold? {
        guard case .object = json else { return nil }
        switch json["record"] {
        case .bool(true)?:
            guard let minHistory = optionalInteger(json["minHistory"]) else { return nil }
            guard let days = minHistory.map(Int.init) else { return .record(minHistory: nil) }
            return Plausible.minHistory.contains(days) ? .record(minHistory: days) : nil
        case nil, .null?, .bool(false)?:
            return ladder(json).map(Threshold.ladder)
        default:
            return nil
        }
    }

    /// `{"at": [...]}` or `{"every": N, "scale": X}`, refused outside ``Plausible`` as `Ladder(from:)` does.
    private static func ladder(_ json: ColumnJSON) -> Ladder? {
        let ladder: Ladder
        switch json["at"] {
        case let .array(elements)?:
            var rungs: [Double] = []
            rungs.reserveCapacity(elements.count)
            for element in elements {
                guard case let .number(value, _) = element else { return nil }
                rungs.append(value)
            }
            ladder = .rungs(rungs)
        case nil, .null?:
            guard case let .number(step, _)? = json["every"] else { return nil }
            switch json["scale"] {
            case nil, .null?: ladder = .every(step, scale: nil)
            case let .number(scale, _)?: ladder = .every(step, scale: scale)
            default: return nil
            }
        default:
            return nil
        }
        do throws(PlausibleError) {
            try Plausible.ladder(ladder)
        } catch {
            return nil
        }
        return ladder
    }

    /// A plain integer literal; `nil` for anything else, missing or null included.
    private static func integer(_ json: ColumnJSON?) -> Int64? {
        guard case let .number(_, integer)? = json else { return nil }
        return integer
    }

    /// `.some(nil)` for a missing or null member, `.some(n)` for a plain integer, `nil` otherwise.
    private static func optionalInteger(_ json: ColumnJSON?) -> Int64?? {
        switch json {
        case nil, .null?: return .some(nil)
        case let .number(_, integer)?: return integer.map { .some($0) }
        default: return nil
        }
    }
}
