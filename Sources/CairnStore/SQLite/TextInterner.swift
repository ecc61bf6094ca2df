import CSQLite
import Foundation

/// The few names a column repeats row after row (a session's project, language, editor,
/// source), each made into a `String` once: a row whose bytes match a name already made gets
/// that same string, so a read of many rows makes and frees few strings.
struct TextInterner {
    /// The names made so far, with their bytes; at most ``capacity`` are kept.
    private var entries: [(bytes: [UInt8], text: String)] = []
    /// The entry matched last, tried first.
    private var last = 0
    /// More distinct names than this are made afresh each time.
    private static let capacity = 32

    /// The text at `pointer` up to its first NUL, as `String(cString:)` makes it.
    mutating func text(_ pointer: UnsafePointer<UInt8>) -> String {
        let count = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        if last < entries.count, matches(entries[last].bytes, pointer, count) { return entries[last].text }
        for (i, entry) in entries.enumerated() where matches(entry.bytes, pointer, count) {
            last = i
            return entry.text
        }
        let text = String(cString: pointer)
        if entries.count < Self.capacity {
            entries.append((Array(UnsafeBufferPointer(start: pointer, count: count)), text))
            last = entries.count - 1
        }
        return text
    }

    private func matches(_ bytes: [UInt8], _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        bytes.count == count && bytes.withUnsafeBufferPointer { memcmp($0.baseAddress ?? pointer, pointer, count) == 0 }
    }
}
