#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the pages of a read-only file mapping back to the system once a forward scan has
/// passed them, so a large file's resident memory stays small. Re-reading a released page
/// (e.g. to count lines for an error message) simply faults it in again from the file.
struct PageReleaser {
    let base: UnsafeRawPointer
    private(set) var released = 0
    /// Release in steps of this many bytes (a multiple of any page size).
    static let step = 32 << 20

    init(base: UnsafeRawPointer) { self.base = base }

    /// Hands back whole steps of the mapping below `offset`.
    @inline(__always)
    mutating func passed(_ offset: Int) {
        guard offset - released >= Self.step else { return }
        let upTo = offset - offset % Self.step
        _ = madvise(UnsafeMutableRawPointer(mutating: base + released), upTo - released, MADV_DONTNEED)
        released = upTo
    }
}

/// Maps the file at `path` read-only and runs `body` over its bytes; `nil` when the file cannot
/// be opened or mapped (with the system's reason).
func withMappedFile<R>(_ path: String, _ body: (UnsafeRawBufferPointer, inout PageReleaser?) -> R) -> Result<R, MappedFileError> {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(MappedFileError(reason: String(cString: strerror(errno)))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(MappedFileError(reason: String(cString: strerror(errno)))) }
    let size = Int(info.st_size)
    if size == 0 {
        var none: PageReleaser? = nil
        return .success(body(UnsafeRawBufferPointer(start: nil, count: 0), &none))
    }
    guard let map = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), map != MAP_FAILED else {
        return .failure(MappedFileError(reason: String(cString: strerror(errno))))
    }
    defer { munmap(map, size) }
    var releaser: PageReleaser? = PageReleaser(base: UnsafeRawPointer(map))
    return .success(body(UnsafeRawBufferPointer(start: UnsafeRawPointer(map), count: size), &releaser))
}

/// Why a file could not be mapped.
struct MappedFileError: Error {
    var reason: String
}
