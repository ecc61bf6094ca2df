import Foundation

/// The temporary file an upload's body is written to as it arrives, readable by its owner only,
/// so a large export never sits in memory, in the server's private ``UploadFolder``. The file goes
/// with the value (or on ``discard()``).
final class UploadSpool {
    /// The file's path.
    let path: String
    // The open file, or -1 once closed; used only on the connection's thread.
    private var descriptor: Int32
    private var failed = false

    init(in folder: UploadFolder) {
        path = (folder.path as NSString).appendingPathComponent("cairn-upload-\(UUID().uuidString)")
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        failed = descriptor < 0
    }

    /// Appends one piece of the body.
    func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard !failed, let base = piece.baseAddress else { return }
        var written = 0
        while written < piece.count {
            let n = write(descriptor, base + written, piece.count - written)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                failed = true
                return
            }
            written += n
        }
    }

    /// Closes the file once the body is whole; false when any of it could not be written.
    func finish() -> Bool {
        if descriptor >= 0 {
            if close(descriptor) != 0 { failed = true }
            descriptor = -1
        }
        return !failed
    }

    /// Closes and removes the file.
    func discard() {
        _ = finish()
        failed = true
        unlink(path)
    }

    deinit { discard() }
}
