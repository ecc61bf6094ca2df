import Foundation

/// Runs a streaming reader over one JSON document, from memory or from a memory-mapped file,
/// and turns the way it stopped into the file's ``ImportError``.
///
/// The cursor reads JSON as `JSONSerialization` did (``ByteCursor/foundationCompatible``), and
/// the precedence is a whole-document decoder's: a document that is not JSON is refused as
/// such (`not valid JSON (…)`, with the line and column) even when an item before the flaw was
/// already refused; that check runs only on the way to a refusal, so a good file is scanned once.
enum StreamedDocument {
    /// A reader's scan: it leaves the cursor after the root value, and hands the mapping's
    /// pages back through the releaser as it passes them.
    typealias Scan<T> = (inout ByteCursor, inout PageReleaser?) throws(ScanFailure) -> T

    /// Reads `data` with `scan`.
    static func read<T>(_ data: Data, file: String, _ scan: Scan<T>) throws(ImportError) -> T {
        let outcome = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var none: PageReleaser? = nil
            return run(raw, releaser: &none, file: file, scan)
        }
        return try outcome.get()
    }

    /// Reads the file at `path` through a memory map with `scan`.
    static func read<T>(contentsOfFile path: String, file: String, _ scan: Scan<T>) throws(ImportError) -> T {
        switch withMappedFile(path, { bytes, releaser in run(bytes, releaser: &releaser, file: file, scan) }) {
        case .success(let outcome): return try outcome.get()
        case .failure(let error): throw ImportError(file: file, reason: "cannot read the file: \(error.reason)")
        }
    }

    private static func run<T>(_ raw: UnsafeRawBufferPointer, releaser: inout PageReleaser?, file: String,
                               _ scan: Scan<T>) -> Result<T, ImportError> {
        var cursor = ByteCursor(raw)
        cursor.foundationCompatible = true
        do throws(ScanFailure) {
            let value = try scan(&cursor, &releaser)
            if cursor.peek() != nil { throw cursor.failure("unexpected text after the end of the JSON document") }
            return .success(value)
        } catch {
            let flaw = syntaxError(raw) ?? (error.item == nil ? error : nil)
            if let flaw {
                return .failure(ImportError(file: file, location: raw.lineLocation(of: flaw.offset), reason: "not valid JSON (\(flaw.reason))"))
            }
            return .failure(error.item ?? ImportError(file: file, reason: error.reason))
        }
    }

    /// The first place where `raw` is not one JSON array or object; `nil` when it is one.
    static func syntaxError(_ raw: UnsafeRawBufferPointer) -> ScanFailure? {
        var cursor = ByteCursor(raw)
        cursor.foundationCompatible = true
        do throws(ScanFailure) {
            guard let first = cursor.peek() else { throw cursor.failure("the file is empty") }
            guard first == 0x5B || first == 0x7B else { throw cursor.failure("expected an array or an object") }
            try cursor.skipValue()
            if cursor.peek() != nil { throw cursor.failure("unexpected text after the end of the JSON document") }
            return nil
        } catch {
            return error
        }
    }
}

extension ScanFailure {
    /// A refusal of an item (or of the document's shape) in a document read as JSON.
    static func item(_ error: ImportError, at offset: Int) -> ScanFailure {
        ScanFailure(reason: error.reason, offset: offset, item: error)
    }
}
