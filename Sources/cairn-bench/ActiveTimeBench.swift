import CairnImport
import Foundation

/// ActivityWatch's "active time" (window events cut to not-AFK time) on an export, printed in
/// the same `key=value` form as `benchmarks/peers/aw_transform_peer.py`, for a side-by-side ratio.
enum ActiveTimeBench {
    static func run(path: String?) {
        // By default the repository's own desktop export (written in the shape of a real one; see
        // Tests/CairnImportTests/Fixtures/README.md); pass any export's path to measure that.
        let file = path ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/CairnImportTests/Fixtures/activitywatch/desktop-export.json").path
        let input: ActiveTimeInput
        do {
            guard let data = FileManager.default.contents(atPath: file) else { throw CocoaError(.fileReadNoSuchFile) }
            input = try ActiveTimeInput(data, file: file)
        } catch {
            print("ActivityWatch active time: cannot read \(file): \(error)")
            return
        }
        var pieces = 0
        let samples = Measure.seconds(runs: 5) { pieces = input.activePieces().count }
        let events = input.window.count + input.afk.count
        let best = samples.first ?? 0
        print("ActivityWatch active time (window events cut to not-AFK time) on \(file)")
        print("peer=cairn op=not-afk-union+filter_period_intersect events_in=\(events) pieces_out=\(pieces) "
              + "best_seconds=\(String(format: "%.6f", best)) events_per_second=\(Int(Double(events) / best))")
    }
}
