import Foundation

/// The private folder a server's uploads are spooled into while they arrive: made by `mkdtemp`
/// in the temporary folder (so mode 0700, owned by the server's user: no other local user can
/// list, read or fill it), and removed with whatever it holds when the server stops.
///
/// Not `$XDG_RUNTIME_DIR` (a small tmpfs in memory) nor the database's folder (an upload filling
/// that disk would stop the database's own writes).
final class UploadFolder: Sendable {
    /// The folder's path.
    let path: String

    /// Makes a fresh folder in `parent` (the temporary folder by default); nil when it cannot.
    init?(in parent: String = NSTemporaryDirectory()) {
        var template = Array((parent as NSString).appendingPathComponent("cairn-uploads-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }) else {
            return nil
        }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
