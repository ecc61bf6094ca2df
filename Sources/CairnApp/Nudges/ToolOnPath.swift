import Foundation

/// Finds an executable by name on the PATH of an environment (the CLI's own environment is
/// passed in, so tests can put a stand-in first or leave the tool out).
package enum ToolOnPath {
    /// The first `folder/name` on `environment`'s PATH that is executable, if any.
    package static func find(_ name: String, _ environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
