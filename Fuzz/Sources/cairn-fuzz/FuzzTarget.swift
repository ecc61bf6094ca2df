import Foundation

/// The readers that can be fuzzed, one per `CAIRN_FUZZ_TARGET` value.
enum FuzzTarget: String, CaseIterable, Sendable {
    case heartbeats, durations, summaries, sessions, activitywatch, loop, daylio, value, rule, arguments

    /// What to run on one input.
    var body: @Sendable (Data) -> Void {
        switch self {
        case .heartbeats: WakaTimeTargets.heartbeats
        case .durations: WakaTimeTargets.durations
        case .summaries: WakaTimeTargets.summaries
        case .sessions: FileTargets.sessions
        case .activitywatch: FileTargets.activityWatch
        case .loop: FileTargets.loop
        case .daylio: FileTargets.daylio
        case .value: ValueTarget.run
        case .rule: RuleTarget.run
        case .arguments: ArgumentsTarget.run
        }
    }

    /// The target named by `CAIRN_FUZZ_TARGET`, read once.
    static let chosen: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["CAIRN_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("CAIRN_FUZZ_TARGET must be one of: \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(64)
        }
        return target
    }()
}

/// libFuzzer's entry point: one input, handed to the chosen target. A trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.chosen.body(data)
    return 0
}
