import CairnApp
import CairnCore
import Foundation

/// What an option or a positional takes, for help, completion and a first check of the value.
///
/// The check is generic: it runs for every command before the command sees its words, so a
/// malformed date or an unknown choice is refused the same way everywhere. Meaning that needs the
/// database (is this trackable there? does the value fit its unit?) stays with the command.
enum ValueKind: Sendable, Hashable {
    /// A local date, `YYYY-MM-DD`.
    case date
    /// An instant with a zone, ISO 8601.
    case instant
    /// A whole number of minutes (negative ones reach the command's own validation).
    case minutes
    /// A whole number.
    case wholeNumber
    /// Any number.
    case number
    /// Free text.
    case text
    /// A file to read (or `-` for standard input).
    case file
    /// A file to write that must be an SVG file.
    case svgFile
    /// A length of time: `15m`, `900s`, `1h30m` or minutes.
    case duration
    /// A daily window, `HH:MM-HH:MM`.
    case window
    /// One weekday (`mon`, `sunday`).
    case weekday
    /// A comma-separated list of weekdays, or `none`.
    case weekdays
    /// A named time zone from the tz database.
    case timeZone
    /// The name of a trackable (completed from the database).
    case trackable
    /// A value in a trackable's unit, which may carry a unit of its own (`70kg`, `1h20m`).
    case value
    /// A comma-separated list of numbers (`7,30,100`).
    case numbers
    /// A command's first word (completed from the catalog).
    case command
    /// One of a fixed list (compared without case); `aliases` are accepted but not shown.
    case choice([String], aliases: [String] = [])

    /// The word shown for the value in a usage line.
    var placeholder: String {
        switch self {
        case .date: "DATE"
        case .instant: "INSTANT"
        case .minutes: "MIN"
        case .wholeNumber: "N"
        case .number: "X"
        case .text: "TEXT"
        case .file: "FILE"
        case .svgFile: "FILE.svg"
        case .duration: "DURATION"
        case .window: "HH:MM-HH:MM"
        case .weekday: "mon|sun|..."
        case .weekdays: "sat,sun|none"
        case .timeZone: "ZONE"
        case .trackable: "NAME"
        case .value: "VALUE"
        case .numbers: "N,N,..."
        case .command: "COMMAND"
        case let .choice(values, _): values.joined(separator: "|")
        }
    }

    /// The words a completion offers for the value, when they are fixed.
    var completions: [String] {
        switch self {
        case let .choice(values, _): values
        case .weekday: Weekday.allCases.map(\.rawValue)
        case .weekdays: Weekday.allCases.map(\.rawValue) + ["none"]
        case .command: CommandCatalog.all.filter { !$0.hidden }.map(\.command)
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        default: []
        }
    }

    /// Refuses `text` as a value of this kind given for `option`, with a usage error naming both.
    func check(_ text: String, option: String) throws(CLIError) {
        switch self {
        case .date:
            _ = try Context.date(text, flag: option)
        case .instant:
            _ = try Context.instant(text, from: option)
        case .minutes:
            guard Int(text) != nil else { throw .usage("\(option) takes a whole number of minutes, got \"\(text)\"") }
        case .wholeNumber:
            guard Int(text) != nil else { throw .usage("\(option) takes a whole number, got \"\(text)\"") }
        case .number:
            guard Double(text) != nil else { throw .usage("\(option) takes a number, got \"\(text)\"") }
        case .numbers:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ Double($0.trimmingCharacters(in: .whitespaces)) != nil }) else {
                throw .usage("\(option) takes numbers separated by commas, like 7,30,100, got \"\(text)\"")
            }
        case .svgFile:
            guard text.lowercased().hasSuffix(".svg"), text.count > 4 else {
                throw .usage("\(option) writes an SVG file: give a name ending in .svg, got \"\(text)\"")
            }
        case .duration:
            _ = try ImportFiles.seconds(text, flag: option)
        case .window:
            do { _ = try TimeWindow(parsing: text) } catch { throw .usage(error.description) }
        case .weekday:
            guard Weekday(name: text) != nil else { throw .usage(GoalConfigError.unknownWeekday(text).description) }
        case .weekdays:
            do { _ = try GoalConfig.parseRestDays(text) } catch { throw .usage(error.description) }
        case .timeZone:
            guard TimeZone(identifier: text) != nil else { throw .usage(GoalConfigError.unknownTimeZone(text).description) }
        case let .choice(values, aliases):
            guard !(values + aliases).contains(text.lowercased()) else { return }
            let noun = option.drop(while: { $0 == "-" }).replacingOccurrences(of: "-", with: " ")
            throw .usage("unknown \(noun) \"\(text)\"; \(option) takes \(Self.list(values))")
        case .text, .file, .trackable, .value, .command:
            return
        }
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }
}
