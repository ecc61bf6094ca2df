import CairnCore
import Foundation

/// The heartbeat endpoint's answer to a bulk, written straight into bytes: the same bytes
/// `JSONSerialization` gives with `.sortedKeys` (members by name, slashes escaped as `\/`, a
/// whole `Double` without `.0`; the tests compare the two), without building a dictionary per
/// heartbeat and bridging it to `NSDictionary`, which took 44 % of the team server's CPU under
/// `cairn-bench team` (perf, 2026-12-02).
enum HeartbeatReplyJSON {
    /// `{"responses": [[{"data": …}, status], …]}`: each heartbeat's document, with
    /// `"duplicate"` when `fresh` says which were new, `"queued": true` when it is nil; a
    /// heartbeat in `refused` (by index) is `[{"error": why}, 400]` instead, and `fresh` names
    /// the others only, in order.
    static func bulk(_ rows: [HeartbeatRow], fresh: [Bool]?, status: Int, refused: [Int: String] = [:]) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(64 + rows.count * 320)
        out += Array(#"{"responses":["#.utf8)
        var taken = 0
        for (index, row) in rows.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if let why = refused[index] {
                out += Array(#"[{"error":"#.utf8)
                string(why, into: &out)
                out += Array("},400]".utf8)
                continue
            }
            out += Array(#"[{"data":"#.utf8)
            document(row, new: fresh.map { taken < $0.count && $0[taken] }, into: &out)
            out += Array("},\(status)]".utf8)
            taken += 1
        }
        out += Array("]}".utf8)
        return Data(out)
    }

    /// One heartbeat's document, its members in sorted order.
    private static func document(_ row: HeartbeatRow, new: Bool?, into out: inout [UInt8]) {
        func member(_ name: String, _ first: Bool = false) {
            if !first { out.append(UInt8(ascii: ",")) }
            out += Array("\"\(name)\":".utf8)
        }
        out.append(UInt8(ascii: "{"))
        member("branch", true)
        string(row.branch, into: &out)
        if let new {
            member("duplicate")
            out += Array((new ? "false" : "true").utf8)
        }
        member("entity")
        string(row.entity, into: &out)
        member("id")
        string(String(format: "%.3f", row.time) + ":" + row.entity, into: &out)
        member("language")
        string(row.language, into: &out)
        member("project")
        string(row.project, into: &out)
        if new == nil {
            member("queued")
            out += Array("true".utf8)
        }
        member("time")
        out += Array(number(row.time).utf8)
        member("type")
        string(row.type, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A `Double` as `JSONSerialization` writes it: its `description`, a trailing `.0` dropped.
    static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A string in quotes, escaped as `JSONSerialization` escapes it.
    static func string(_ text: String, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [92, 34]
            case UInt8(ascii: "\\"): out += [92, 92]
            case UInt8(ascii: "/"): out += [92, 47]
            case 0x08: out += [92, UInt8(ascii: "b")]
            case 0x0C: out += [92, UInt8(ascii: "f")]
            case 0x0A: out += [92, UInt8(ascii: "n")]
            case 0x0D: out += [92, UInt8(ascii: "r")]
            case 0x09: out += [92, UInt8(ascii: "t")]
            case 0..<0x20: out += [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
