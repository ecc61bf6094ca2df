import Foundation

/// Where the WakaTime API key comes from: a key file, or `WAKATIME_API_KEY` in an environment
/// the caller passes in. Never a command-line argument (other users can read those in `ps`), and
/// never the process environment read behind the caller's back.
///
/// A key file must be a regular file of at most 4 KiB holding just the key (surrounding
/// whitespace and the final newline are trimmed). Like `ssh` with private keys, a key file that
/// other users can read or write (any of the mode bits `0o066`) is refused: `chmod 600` it.
public enum WakaTimeAPIKey {
    /// The environment variable holding the key.
    public static let environmentVariable = "WAKATIME_API_KEY"

    /// The largest key file accepted, in bytes.
    static let maximumFileSize = 4096

    /// The key from `file` when one is given, else from `environment`, else an error saying how
    /// to provide one.
    public static func resolve(file: String?, environment: [String: String]) throws(ImportError) -> String {
        if let file { return try read(file: file) }
        if environment[environmentVariable] != nil { return try fromEnvironment(environment) }
        throw ImportError(file: "WakaTime API key", reason: missingKey)
    }

    /// What to do when no key was found anywhere.
    static let missingKey = "no API key: set \(environmentVariable) or give a key file (the key is never taken as a "
        + "command-line argument), or put api_key in the [settings] of ~/.wakatime.cfg"

    /// The key held in the file at `path`.
    public static func read(file path: String) throws(ImportError) -> String {
        let text = try privateText(path, what: "the API key file", maximumSize: maximumFileSize,
                                   tooLarge: "it should hold only the key")
        return try checked(text, file: path, what: "the API key file")
    }

    /// The UTF-8 text of a regular file that only its owner may read or write (like `ssh` with
    /// private keys: any of the mode bits `0o066` refuses it), of at most `maximumSize` bytes.
    ///
    /// - Parameters:
    ///   - what: the file as errors name it ("the API key file").
    ///   - tooLarge: what the file should hold, said when it is larger than `maximumSize`.
    static func privateText(_ path: String, what: String, maximumSize: Int, tooLarge: String) throws(ImportError) -> String {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw ImportError(file: path, reason: "cannot read \(what) (\(FileManager.default.fileExists(atPath: path) ? "no permission" : "no such file"))")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ImportError(file: path, reason: "\(what) is not a regular file")
        }
        if let mode = integer(attributes[.posixPermissions]), mode & 0o066 != 0 {
            throw ImportError(file: path, reason: "\(what) can be read or written by other users (mode \(String(mode & 0o777, radix: 8))); run chmod 600 \(path)")
        }
        if let size = integer(attributes[.size]), size > maximumSize {
            throw ImportError(file: path, reason: "\(what) is \(size) bytes; \(tooLarge)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImportError(file: path, reason: "cannot read \(what) (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportError(file: path, reason: "\(what) is not UTF-8 text")
        }
        return text
    }

    /// The key in `environment[WAKATIME_API_KEY]`.
    public static func fromEnvironment(_ environment: [String: String]) throws(ImportError) -> String {
        guard let value = environment[environmentVariable] else {
            throw ImportError(file: environmentVariable, reason: "\(environmentVariable) is not set")
        }
        return try checked(value, file: environmentVariable, what: environmentVariable)
    }

    /// `text` trimmed, if it is one non-empty word.
    static func checked(_ text: String, file: String, what: String) throws(ImportError) -> String {
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw ImportError(file: file, reason: "\(what) is empty; it should hold the key from your WakaTime (or Wakapi) settings")
        }
        guard !key.unicodeScalars.contains(where: { CharacterSet.whitespacesAndNewlines.contains($0) || CharacterSet.controlCharacters.contains($0) }) else {
            throw ImportError(file: file, reason: "\(what) holds more than one word; it should hold only the key")
        }
        return key
    }

    /// An integer file attribute (`NSNumber` on Linux, `Int` or `NSNumber` elsewhere).
    private static func integer(_ value: Any?) -> Int? {
        (value as? NSNumber)?.intValue ?? (value as? Int)
    }
}
