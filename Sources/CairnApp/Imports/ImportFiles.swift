import CairnCore
import Foundation

/// Reading the files people bring: refusals that name the file and say what is wrong.
package enum ImportFiles {
    /// Reads a file, or standard input for `-`.
    package static func read(_ file: String, stdin: () -> Data) throws(AppError) -> Data {
        if file == "-" { return stdin() }
        try checkReadable(file)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .failure("\(file): cannot be read (check its permissions)")
        }
        return data
    }

    /// Refuses a path that is missing, a folder or unreadable, before a reader maps it.
    package static func checkReadable(_ file: String) throws(AppError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .failure("\(file): no such file")
        }
        guard !isDirectory.boolValue else { throw .failure("\(file): is a folder, not a file") }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw .failure("\(file): cannot be read (check its permissions)")
        }
    }

    /// Parses a duration typed as `15m`, `900s`, `2h`, `1h30m` or a number of minutes.
    package static func seconds(_ text: String, flag: String) throws(AppError) -> Double {
        if let minutes = Double(text) { return minutes * 60 }
        do {
            return try ValueParser.quantity(text, of: .duration, displayUnit: "min")
        } catch {
            throw .usage("\(flag) takes a duration like 15m, 900s or 1h, got \"\(text)\"")
        }
    }
}
