import CairnApp
import Foundation
import Testing

@Suite("Locked: a value shared by threads, behind an NSLock")
struct LockedTests {
    /// The package's folder, three up from this file.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("four threads adding 20,000 each lose none of the 80,000")
    func noLostUpdates() {
        let total = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<20_000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 80_000)
    }

    @Test("a body that throws leaves the value as it changed it and the lock free for another thread")
    func throwingBody() {
        struct Refused: Error {}
        let value = Locked([1])
        #expect(throws: Refused.self) {
            try value.withLock { (list: inout [Int]) throws(Refused) in
                list.append(2)
                throw Refused()
            }
        }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            value.withLock { $0.append(3) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success, "the lock was still held after the throw")
        #expect(value.withLock { $0 } == [1, 2, 3])
    }

    /// On Linux a contended `Synchronization.Mutex` waits in the Swift runtime's uninstrumented
    /// slow path, so ThreadSanitizer reports what it guards as raced and CI's sanitizer run
    /// fails now and then (it did, twice, on the import job's writer and this suite's own
    /// counters). `Locked` is the lock to use.
    @Test("no source or test file uses Synchronization's Mutex")
    func noMutex() throws {
        var found: [String] = []
        for folder in ["Sources", "Tests"] {
            let root = Self.package.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" && file.path != #filePath {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("import Synchronization") || line.contains("Mutex<") || line.contains("Mutex(") {
                    found.append("\(file.path.dropFirst(Self.package.path.count + 1)):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "use Locked (CairnApp/Concurrency/Locked.swift) instead:\n\(found.joined(separator: "\n"))")
        #expect(FileManager.default.fileExists(atPath: Self.package.appendingPathComponent("Sources/CairnApp/Concurrency/Locked.swift").path),
                "the scan looked in the wrong folder")
    }
}
