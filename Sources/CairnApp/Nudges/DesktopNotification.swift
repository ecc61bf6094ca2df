import Foundation

/// The desktop's notification service, through `notify-send` (Debian's `libnotify-bin`) when it
/// is on the PATH; without it a notification is only printed.
package enum DesktopNotification {
    /// `notify-send` on the PATH of `environment`, if there is one.
    package static func tool(_ environment: [String: String]) -> String? {
        ToolOnPath.find("notify-send", environment)
    }

    /// What to say when `notify-send` is not there.
    package static let missing = "no notify-send on the PATH (Debian: apt-get install libnotify-bin), so nothing reaches the desktop"

    /// Shows one notification; whether a notification service took it.
    @discardableResult
    package static func show(title: String, body: String, environment: [String: String]) -> Bool {
        guard let tool = tool(environment) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--app-name=Cairn", title, body]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }
}
