/// Why a multipart body could not be read.
public enum MultipartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body is not well-formed multipart/form-data.
    case malformed(String)
    /// The upload could not be kept on the disk.
    case cannotStore(String)

    public var description: String {
        switch self {
        case let .malformed(message): "the upload is not a well-formed form: \(message)"
        case let .cannotStore(message): message
        }
    }
}
