import Foundation

extension CairnBinary {
    /// The bytes of the database and its write-ahead log, to show that a refused command
    /// changed nothing.
    func databaseBytes() -> [Data?] {
        [database, database + "-wal"].map { FileManager.default.contents(atPath: $0) }
    }
}
