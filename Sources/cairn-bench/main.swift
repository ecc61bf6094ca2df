import Foundation

// cairn-bench: Cairn's performance figures, measured in a release build.
//
//     swift build -c release && .build/release/cairn-bench [splitting|today ...]
//
// Prints throughputs and wall-clock times with the machine they came from.

#if DEBUG
print("warning: this is a debug build; figures are only meaningful from `swift build -c release`")
#endif

let all: [(name: String, run: () -> Void)] = [
    ("splitting", SplittingBench.run),
    ("today", TodayCommandBench.run),
    ("achievements", AchievementsBench.run),
]
let asked = Set(CommandLine.arguments.dropFirst())
let unknown = asked.subtracting(all.map(\.name))
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("error: unknown benchmark \(unknown.sorted().joined(separator: ", ")); choose from \(all.map(\.name).joined(separator: ", "))\n".utf8))
    exit(64)
}
print("cairn-bench on \(Machine.summary)\n")
for bench in all where asked.isEmpty || asked.contains(bench.name) {
    bench.run()
    print("")
}
