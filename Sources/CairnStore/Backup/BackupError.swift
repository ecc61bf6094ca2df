/// Why a Cairn export could not be read or restored; each message names the file and says what to do.
public enum BackupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not JSON, or stops part way (a copy cut short).
    case notJSON(file: String, detail: String)
    /// The file is JSON but not a document `cairn export` wrote.
    case notCairnExport(file: String)
    /// The file is a Cairn export of a version this Cairn does not read.
    case unsupportedVersion(file: String, found: Int)
    /// A record in the file is wrong: `record` names it ("rule 7"), `problem` says what is wrong.
    case invalid(file: String, record: String, problem: String)
    /// The database already holds data; `holding` lists what ("3 trackables, 120 sessions").
    case notEmpty(path: String, holding: String)
    /// The export could not be written.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case let .notJSON(file, detail):
            "\(file) is not a complete Cairn export (\(detail)); was it cut short? Export again with `cairn export FILE`"
        case let .notCairnExport(file):
            "\(file) is not a Cairn export (no \"format\": \"\(BackupFormat.name)\"); write one with `cairn export FILE`"
        case let .unsupportedVersion(file, found):
            "\(file) is a Cairn export of version \(found), and this cairn reads version \(BackupFormat.version); "
                + (found > BackupFormat.version ? "upgrade cairn to restore it" : "export it again with a current cairn")
        case let .invalid(file, record, problem):
            "\(file): \(record) \(problem); nothing was imported"
        case let .notEmpty(path, holding):
            "the database \(path) already holds \(holding); a Cairn export is restored only into an empty database: "
                + "choose a new one, e.g. `cairn --db restored.sqlite import cairn FILE`"
        case let .cannotWrite(reason):
            "cannot write the export: \(reason)"
        }
    }
}
