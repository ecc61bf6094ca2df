import CairnCore
import Foundation

/// WakaTime's durations API response (`/users/current/durations`):
/// `{"data": [{"time", "duration", "project", …}], "start", "end", "timezone"}`.
///
/// `time` is epoch seconds (or an ISO-8601 instant), `duration` seconds. `project`,
/// `language` and `editor` are kept when present (a response sliced by another field simply
/// lacks them). Zero-length durations are left out, like lone heartbeats.
public enum WakaTimeDurations {
    /// Reads every duration as a session, or refuses the whole file at its first bad item.
    public static func read(_ data: Data, file: String) throws(ImportError) -> [Session] {
        guard let root = try JSONDocument.root(data, file: file) as? [String: Any], let items = root["data"] as? [Any] else {
            throw ImportError(file: file, reason: "not a WakaTime durations response: expected {\"data\": [{\"time\": …, \"duration\": …, \"project\": …}], \"start\": …, \"end\": …}")
        }
        let parser = InstantParser()
        var sessions: [Session] = []
        for (index, item) in items.enumerated() {
            let location = "data item \(index + 1)"
            guard let object = item as? [String: Any] else {
                throw ImportError(file: file, location: location, reason: "expected an object with \"time\" and \"duration\"")
            }
            let (time, duration) = try JSONDocument.interval(object, timeKey: "time", parser: parser, file: file, location: location)
            guard duration > 0 else { continue }
            sessions.append(Session(start: Date(timeIntervalSince1970: time), seconds: duration,
                                    project: JSONDocument.text(object["project"]),
                                    language: JSONDocument.text(object["language"]),
                                    editor: JSONDocument.text(object["editor"]), source: "wakatime"))
        }
        return sessions.sorted { $0.start < $1.start }
    }
}
