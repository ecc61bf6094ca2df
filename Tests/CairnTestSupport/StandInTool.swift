import Foundation

/// A stand-in for a desktop tool (`notify-send`, `xdg-open`): a shell script in `folder/bin` that
/// appends the words it was called with, one call per line, to `folder/NAME.calls`.
public struct StandInTool: Sendable {
    /// The folder to put first on the `PATH`.
    public let bin: String
    /// The file each call is appended to.
    public let calls: String

    /// Writes the script named `name` into `folder/bin`.
    public init(_ name: String, in folder: URL) throws {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        calls = folder.appendingPathComponent("\(name).calls").path
        let script = bin.appendingPathComponent(name)
        try Data("#!/bin/sh\necho \"$@\" >> '\(calls)'\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        self.bin = bin.path
    }

    /// A `PATH` with the stand-in first, then the system's.
    public var path: String { bin + ":/usr/bin:/bin" }

    /// The calls so far, one line each.
    public func lines() -> [String] {
        ((try? String(contentsOfFile: calls, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
