import CZip
import Foundation

/// A zip archive read through libzip (the `CZip` system-library target): its entries' names,
/// and an entry written out to a file. Bounded: at most ``entryLimit`` entries, an entry at most
/// ``entrySizeLimit`` bytes uncompressed (counted as it is inflated, so a lying header cannot get
/// past it); a damaged entry (its CRC) is refused. Owns the open archive.
package final class ZipArchive {
    /// The most entries an archive may have.
    package static let entryLimit = 100_000
    /// The most bytes one entry may inflate to.
    package static let entrySizeLimit = 256 << 20

    /// The entries' names, in the archive's order (folders end with `/`).
    package let names: [String]
    /// The archive as the person named it, for the messages.
    package let file: String
    private let archive: OpaquePointer

    /// Opens the zip archive at `path` (named `file` in messages).
    /// - Throws: ``ImportError`` when it is not a zip archive libzip can read, or too large.
    package init(_ path: String, file: String) throws(ImportError) {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &code) else {
            var error = zip_error_t()
            zip_error_init_with_code(&error, code)
            defer { zip_error_fini(&error) }
            throw ImportError(file: file, reason: "not a zip archive that can be read (\(String(cString: zip_error_strerror(&error))))")
        }
        let count = zip_get_num_entries(archive, 0)
        guard count >= 0, count <= Int64(Self.entryLimit) else {
            zip_discard(archive)
            throw ImportError(file: file, reason: "holds more than \(Self.entryLimit) entries; that is not an export")
        }
        names = (0..<UInt64(count)).map { index in zip_get_name(archive, index, 0).map { String(cString: $0) } ?? "" }
        self.file = file
        self.archive = archive
    }

    deinit { zip_discard(archive) }

    /// Writes entry `index` (inflated) to a new file at `path`, readable by its owner only.
    package func extract(_ index: Int, to path: String) throws(ImportError) {
        let name = names.indices.contains(index) ? names[index] : "entry \(index)"
        guard let entry = zip_fopen_index(archive, UInt64(index), 0) else {
            throw ImportError(file: file, location: name, reason: "cannot be read (\(String(cString: zip_strerror(archive))))")
        }
        defer { zip_fclose(entry) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ImportError(file: file, location: name, reason: "cannot be written to \(path)") }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { zip_fread(entry, $0.baseAddress, UInt64($0.count)) }
            if n == 0 { return }
            guard n > 0 else {
                throw ImportError(file: file, location: name, reason: "is damaged (\(String(cString: zip_file_strerror(entry))))")
            }
            total += Int(n)
            guard total <= Self.entrySizeLimit else {
                throw ImportError(file: file, location: name, reason: "inflates to more than \(Self.entrySizeLimit >> 20) MB; that is not an export")
            }
            let written = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress, Int(n)) }
            guard written == Int(n) else { throw ImportError(file: file, location: name, reason: "cannot be written to \(path)") }
        }
    }
}
