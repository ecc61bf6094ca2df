@testable import CairnApp
import CairnCore
import Foundation
import Testing

@Suite("The bulk endpoint's answer written as bytes")
struct HeartbeatReplyJSONTests {
    /// The answer as the endpoint built it before: a dictionary per heartbeat through
    /// `JSONSerialization` with `.sortedKeys`.
    static func serialized(_ rows: [HeartbeatRow], fresh: [Bool]?, status: Int) throws -> Data {
        let documents: [[String: Any]] = rows.enumerated().map { index, row in
            var document: [String: Any] = [
                "id": String(format: "%.3f", row.time) + ":" + row.entity, "time": row.time, "entity": row.entity, "type": row.type,
                "project": row.project, "branch": row.branch, "language": row.language,
            ]
            if let fresh { document["duplicate"] = !fresh[index] } else { document["queued"] = true }
            return document
        }
        let responses: [[Any]] = documents.map { [["data": $0], status] }
        return try JSONSerialization.data(withJSONObject: ["responses": responses], options: [.sortedKeys])
    }

    static let awkward = ["/src/a b/main.swift", "C:\\Users\\me\\x.py", "quote \" inside", "tab\there\nnew line\r\u{8}\u{c}",
                          "\u{1}\u{1f}\u{7f} control", "é漢字😀 \u{2028}", "", "plain"]

    static func rows(_ count: Int, seed: Int) -> [HeartbeatRow] {
        (0..<count).map { i in
            let k = i + seed
            let times = [1_773_050_400.0, 1_773_050_400.5, 1_773_050_400.123, 1_773_050_400.1234567, 0.001, 4_102_444_799.999]
            return HeartbeatRow(time: times[k % times.count] + Double(k), entity: awkward[k % awkward.count], type: k % 3 == 0 ? "file" : "app",
                                project: awkward[(k + 1) % awkward.count], branch: awkward[(k + 2) % awkward.count],
                                language: awkward[(k + 3) % awkward.count], editor: "vim")
        }
    }

    @Test("stored, duplicates and queued give JSONSerialization's bytes", arguments: [(201, true), (202, false)])
    func sameBytes(status: Int, stored: Bool) throws {
        for seed in 0..<8 {
            let rows = Self.rows(25, seed: seed)
            let fresh = stored ? rows.indices.map { ($0 + seed) % 3 != 0 } : nil
            let written = HeartbeatReplyJSON.bulk(rows, fresh: fresh, status: status)
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: try Self.serialized(rows, fresh: fresh, status: status), as: UTF8.self))
        }
    }

    @Test("a whole number of seconds is written without .0, as JSONSerialization writes it")
    func wholeSeconds() {
        #expect(HeartbeatReplyJSON.number(1_773_050_400) == "1773050400")
        #expect(HeartbeatReplyJSON.number(1_773_050_400.25) == "1773050400.25")
    }

    @Test("the endpoint answers a bulk with those bytes")
    func endpointBulk() throws {
        let rows = (0..<3).map { HeartbeatRow(time: 1_773_050_400 + Double($0) * 30.5, entity: "/src/f\($0).swift", type: "file",
                                              project: "cairn", branch: "main", language: "Swift", editor: "") }
        let body = try JSONSerialization.data(withJSONObject: rows.map { ["time": $0.time, "entity": $0.entity, "type": $0.type,
                                                                            "project": $0.project, "branch": $0.branch, "language": $0.language] })
        let reply = WakaTimeEndpoint.heartbeats(body: body, bulk: true, now: Date(timeIntervalSince1970: 1_773_100_800)) { parsed in .stored(parsed.map { _ in true }) }
        #expect(reply.status == 201)
        let parsed = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
        let responses = try #require(parsed["responses"] as? [[Any]])
        #expect(responses.count == 3)
        #expect(responses.allSatisfy { ($0.last as? Int) == 201 && (($0.first as? [String: Any])?["data"] as? [String: Any])?["duplicate"] as? Bool == false })
    }
}
