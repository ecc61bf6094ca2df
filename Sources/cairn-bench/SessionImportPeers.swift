import Foundation

/// `cairn import sessions` and `cairn import wakatime` on a durations response, beside the
/// json + numpy scripts that do the same job (`sessions_import_numpy.py`,
/// `durations_import_numpy.py`), for ``Compare``: the files are ``ReaderMemoryBench``'s
/// generated ones, written by ``write(into:)`` in the `make-data` child; ``tasks(cairn:python:peerDir:folder:template:)``
/// checks that each peer's milliseconds per local date equal what Cairn stored before either is timed.
enum SessionImportPeers {
    /// One import: its group in the ratio table, the `cairn import` words, the file `make-data`
    /// writes and the peer script.
    struct Kind {
        /// The group in the ratio table (and the stem of this kind's databases).
        var group: String
        /// Cairn's row in the ratio table, before the file's size.
        var label: String
        /// The `cairn` words before the file.
        var command: [String]
        /// The file's name in the data folder.
        var file: String
        /// The peer script in the peers folder.
        var script: String
        /// ``ReaderMemoryBench``'s writer of this format: writes about that many bytes, returns the items.
        var write: (FileHandle, Int) -> Int
    }

    static var kinds: [Kind] { [
        Kind(group: "sessions", label: "cairn import sessions", command: ["import", "sessions"], file: "sessions.json",
             script: "sessions_import_numpy.py", write: ReaderMemoryBench.writeSessions),
        Kind(group: "durations", label: "cairn import wakatime, durations", command: ["import", "wakatime"], file: "durations.json",
             script: "durations_import_numpy.py", write: ReaderMemoryBench.writeDurations),
    ] }

    /// The size of each generated file: tens of MB, like the ActivityWatch export beside them.
    static let bytes = 30_000_000

    /// The zone the import template's goals are set in, passed to the peers.
    static let zone = "America/Denver"

    /// Writes every kind's file into `folder`; one line for the `make-data` summary.
    static func write(into folder: String) throws -> String {
        var written: [String] = []
        for kind in kinds {
            let path = "\(folder)/\(kind.file)"
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            let items = kind.write(handle, bytes)
            try handle.close()
            written.append("\(kind.group) \(megabytes(path)) MB (\(items) items)")
        }
        return "a sessions file and a WakaTime durations response: " + written.joined(separator: ", ")
    }

    /// For each kind: imports the file with `cairn` into a copy of `template`, reads the
    /// milliseconds per date from `cairn days --json`, runs the peer and prints whether they
    /// agree. Returns the timed tasks: Cairn's import first (each run into a fresh copy), then
    /// the peer's (each run into a fresh database of its own) when it agreed.
    static func tasks(cairn: String, python: String, peerDir: String, folder: String, template: String) -> [Compare.Task] {
        var tasks: [Compare.Task] = []
        for kind in kinds {
            let input = "\(folder)/\(kind.file)", database = "\(folder)/\(kind.group).sqlite"
            let peerDatabase = "\(folder)/\(kind.group)-numpy.sqlite", out = "\(folder)/\(kind.group)-numpy.txt"
            let freshCairn: () -> Void = {
                removeDatabase(database)
                try? FileManager.default.copyItem(atPath: template, toPath: database)
            }
            let freshPeer: () -> Void = { removeDatabase(peerDatabase) }
            freshCairn()
            let imported = Spawn.run(cairn, ["--db", database] + kind.command + [input]).succeeded
                && Spawn.run(cairn, ["--db", database, "--now", "2031-01-01T00:00:00Z", "days", "--from", "2015-12-01", "--to", "2030-12-31",
                                     "--json"], output: "\(folder)/\(kind.group)-days.json").succeeded
            let ours = imported ? Compare.cairnPerDay("\(folder)/\(kind.group)-days.json").map { "\($0.date) \($0.ms)" } : []
            freshPeer()
            let peerArguments = ["\(peerDir)/\(kind.script)", input, zone, peerDatabase, out]
            let peer = Spawn.run(python, peerArguments)
            let theirs = peer.succeeded ? Compare.lines(out) : []
            let agree = imported && !ours.isEmpty && theirs == ours
            let verdict = !imported ? "cairn import failed" : !peer.succeeded ? "failed (is numpy installed? see benchmarks/run.sh)"
                : agree ? "identical (\(ours.count) dates)" : "DIFFERENT (Cairn \(ours.count) dates, numpy \(theirs.count); first difference "
                    + "\(zip(ours, theirs).first { $0 != $1 }.map { "\($0.0) against \($0.1)" } ?? "in the count"))"
            print("  \(kind.group), json + numpy (\(zone), milliseconds per date): \(verdict)")
            tasks.append(Compare.Task(group: kind.group, tool: "\(kind.label) (\(megabytes(input)) MB)", executable: cairn,
                                      arguments: ["--db", database] + kind.command + [input], prepare: freshCairn))
            if agree {
                tasks.append(Compare.Task(group: kind.group, tool: "json + numpy", executable: python, arguments: peerArguments,
                                          prepare: freshPeer))
            }
        }
        return tasks
    }

    /// The groups whose first task is Cairn's import and whose others are its peers.
    static var groups: [String] { kinds.map(\.group) }

    /// Removes a SQLite database and its WAL files.
    static func removeDatabase(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// The size of the file at `path` in whole MB (10⁶ bytes).
    static func megabytes(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_000_000
    }
}
