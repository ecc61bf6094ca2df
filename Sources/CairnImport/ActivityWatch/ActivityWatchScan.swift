import Foundation

/// The byte scanner behind ``ActivityWatchExport`` and ``ActiveTimeInput``: the buckets of an
/// export, in the order of their keys.
///
/// A refused bucket does not stop the scan: the buckets are judged in key order, as a reader of
/// the decoded table would judge them, so the refusal is the first bad event of the first
/// bucket by key, wherever it lies in the file.
struct ActivityWatchScan {
    let file: String
    /// The refusal of a document that is not an export.
    let shapeError: ImportError
    let parser = InstantParser()
    var scratch: [UInt8] = []

    init(file: String, shapeError: ImportError) {
        self.file = file
        self.shapeError = shapeError
    }

    /// Every bucket of the export at the cursor, sorted by key.
    mutating func buckets(_ cursor: inout ByteCursor, _ releaser: inout PageReleaser?) throws(ScanFailure) -> [ActivityWatchBucket] {
        guard cursor.peek() == 0x7B else { throw .item(shapeError, at: cursor.index) }
        cursor.index += 1
        var table: [String: Result<ActivityWatchBucket, ImportError>]?
        if !cursor.take(0x7D) {
            repeat {
                let (key, _) = try cursor.rawString()
                try cursor.expect(0x3A, "':'")
                if cursor.equals(key, "buckets") {
                    table = try self.table(&cursor, &releaser)
                } else {
                    try cursor.skipValue()
                }
            } while try cursor.more(close: 0x7D)
        }
        guard let table else { throw .item(shapeError, at: cursor.index) }
        var buckets: [ActivityWatchBucket] = []
        for key in table.keys.sorted() {
            switch table[key] {
            case .success(let bucket): buckets.append(bucket)
            case .failure(let error): throw .item(error, at: 0)
            case nil: break
            }
        }
        return buckets
    }

    /// The `buckets` object: each bucket read, or its refusal kept (a repeated key keeps the last).
    private mutating func table(_ cursor: inout ByteCursor,
                                _ releaser: inout PageReleaser?) throws(ScanFailure) -> [String: Result<ActivityWatchBucket, ImportError>] {
        guard cursor.peek() == 0x7B else { throw .item(shapeError, at: cursor.index) }
        cursor.index += 1
        var table: [String: Result<ActivityWatchBucket, ImportError>] = [:]
        if cursor.take(0x7D) { return table }
        repeat {
            let key = try cursor.string(scratch: &scratch)
            try cursor.expect(0x3A, "':'")
            _ = cursor.peek()
            let start = cursor.index
            do throws(ScanFailure) {
                table[key] = .success(try ActivityWatchBucket(key: key, cursor: &cursor, releaser: &releaser, file: file,
                                                              parser: parser, scratch: &scratch))
            } catch {
                guard let item = error.item else { throw error }
                table[key] = .failure(item)
                cursor.index = start
                try cursor.skipValue()
            }
        } while try cursor.more(close: 0x7D)
        return table
    }
}
