import Foundation
import Testing

/// `cairn import loop FILE.zip`: the export as Loop shares it, read through libzip.
@Suite("cairn import loop FILE.zip")
struct LoopZipImportTests {
    func prepared() throws -> CairnBinary {
        let cairn = try CairnBinary()
        try cairn.run(["goals", "set", "--time-zone", "UTC", "--daily", "240"])
        return cairn
    }

    @Test("the export's .zip imports what its folder imports, named as the archive; the same zip twice adds nothing")
    func sameAsFolder() throws {
        let zipped = try prepared(), unzipped = try prepared()
        // A temporary folder of this test's own, so other tests' imports running beside it
        // (whose unpacked folders come and go) cannot be taken for one left behind.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-test-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        defer { zipped.remove(); unzipped.remove(); try? FileManager.default.removeItem(at: temporary) }
        let zip = try ImportFixtures.path("loop/2024-export.zip")
        let first = try zipped.run(["import", "loop", zip], environment: ["TMPDIR": temporary.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Imported 8 entries from \(zip)/Checkmarks.csv, "), "\(first.stdout)")
        #expect(!first.stdout.contains("cairn-loop-"))
        let folder = try unzipped.run(["import", "loop", try ImportFixtures.path("loop/2024-export")])
        #expect(folder.status == 0)
        for words in [["entry", "list", "--json"], ["trackable", "list", "--json"], ["disruption", "list", "--json"]] {
            let a = try zipped.run(words), b = try unzipped.run(words)
            #expect(a.stdout == b.stdout && a.status == b.status, "\(words)")
        }
        #expect(try zipped.run(["import", "loop", zip], environment: ["TMPDIR": temporary.path]).stdout.contains("Imported 0 entries"))
        // No unpacked folder is left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "\(left)")
        // And that folder is where it unpacks: one that is not there is refused, nothing stored.
        let missing = temporary.appendingPathComponent("not-there").path
        let refused = try zipped.run(["import", "loop", zip], environment: ["TMPDIR": missing])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: \(zip): cannot be unpacked ("), "\(refused.stderr)")
    }

    @Test("a file named .zip that is not one, and a zip without Checkmarks.csv, are refused and change nothing")
    func refused() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let bad = try ImportFixtures.path("loop/not-a-zip.zip")
        let refused = try cairn.run(["import", "loop", bad])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("error: \(bad): not a zip archive that can be read ("), "\(refused.stderr)")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-test-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: empty) }
        // The smallest zip: an end-of-central-directory record alone.
        try Data([0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)).write(to: empty)
        let none = try cairn.run(["import", "loop", empty.path])
        #expect(none.status == 1 && none.stderr.contains("holds no Checkmarks.csv"), "\(none.stderr)")
        #expect(try cairn.run(["trackable", "list", "--json"]).stdout == "[\n\n]\n")
    }
}
