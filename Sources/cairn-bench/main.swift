import Foundation

// cairn-bench: Cairn's performance figures, measured in a release build.
//
//     swift build -c release && .build/release/cairn-bench [splitting|today|achievements|import|serve|derived-log|heartbeats|instant|team|team-store|activetime [EXPORT]|memory [MB] [--before]]
//     .build/release/cairn-bench compare [--python PATH] [--runs N]   # side by side with the peers; see benchmarks/run.sh
//
// Prints throughputs and wall-clock times with the machine they came from. `activetime` prints
// one key=value line in the form of benchmarks/peers/aw_transform_peer.py; see benchmarks/peers.

#if DEBUG
print("warning: this is a debug build; figures are only meaningful from `swift build -c release`")
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// The child of `memory`: one reader over one file, its peak memory taken by the parent.
if arguments.count == 3, arguments[0] == "memory-read" { exit(ReaderMemoryBench.read(kind: arguments[1], path: arguments[2])) }
if arguments.first == "compare" {
    // Measured from a fresh, small process: a child's ru_maxrss starts at its parent's
    // high-water mark, so the launcher must stay small (see Compare).
    if ProcessInfo.processInfo.environment["CAIRN_BENCH_WORKER"] == nil {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        exit(Spawn.run(me, arguments, output: nil, inheritErrors: true, environment: ["CAIRN_BENCH_WORKER": "1"]).status)
    }
    Compare.run(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "engine-once" {
    exit(Compare.engineOnce(Array(arguments.dropFirst())))
}
if arguments.first == "make-data" {
    Compare.makeData(Array(arguments.dropFirst()))
    exit(0)
}
let all: [(name: String, run: () -> Void)] = [
    ("splitting", SplittingBench.run),
    ("today", TodayCommandBench.run),
    ("achievements", AchievementsBench.run),
    ("import", ImportBench.run),
    ("serve", ServeBench.run),
    ("derived-log", DerivedLogBench.run),
    ("heartbeats", HeartbeatLoadBench.run),
    ("instant", SameInstantBench.run),
    ("team", TeamServeBench.run),
    ("team-store", TeamBench.run),
    ("activetime", { ActiveTimeBench.run(path: arguments.count > 1 && arguments[0] == "activetime" ? arguments[1] : nil) }),
    ("memory", { ReaderMemoryBench.run(arguments: arguments.first == "memory" ? Array(arguments.dropFirst()) : []) }),
]
let asked = arguments.first == "activetime" ? ["activetime"] : arguments.first == "memory" ? ["memory"] : arguments
let unknown = Set(asked).subtracting(all.map(\.name))
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("error: unknown benchmark \(unknown.sorted().joined(separator: ", ")); choose from \(all.map(\.name).joined(separator: ", "))\n".utf8))
    exit(64)
}
if asked != ["activetime"] { print("cairn-bench on \(Machine.summary)\n") }
// `memory` writes three files of 100 MB: only when asked for.
// `team` and `team-store` start a PostgreSQL server: only when asked for too.
for bench in all where (asked.isEmpty && !["memory", "team", "team-store"].contains(bench.name)) || asked.contains(bench.name) {
    bench.run()
    print("")
}
