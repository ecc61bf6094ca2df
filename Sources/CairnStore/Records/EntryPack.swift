import CairnCore
import Foundation

/// The byte layout of one trackable's pack in `entry_packs` (see `Schema/EntryPackTable.swift`):
/// a format byte, then each entry in (day, id) order as
///
/// - a flags byte: bit 0 a value follows, bit 1 an instant follows, bit 2 the entry has items
///   or tags (read from their own index, not packed), bits 3–4 the source (`EntryPack.code(_:)`);
/// - the id, as the zigzag varint of its difference from the previous entry's id;
/// - the day, as the varint of its difference from the previous entry's day (never negative);
/// - the value, as the 8 bytes of its `Double` bit pattern, little-endian, when present;
/// - the instant in milliseconds, as the zigzag varint of its difference from the previous
///   instant, when present.
///
/// Only entries inside ``Plausible``'s bounds are packed (the rows every read skips). A pack in
/// another format, or one that does not read to its end, is stale: the reader packs it again.
struct EntryPack {
    /// An entry as packed: what the engine reads plus its row id and whether it has parts.
    struct Row: Sendable, Hashable {
        var id: Int64
        var day: Int
        var instantMs: Int64?
        var value: Double?
        /// The source's code (``EntryPack/code(_:)``).
        var source: UInt8
        /// Whether the entry has items or tags.
        var hasParts: Bool
    }

    /// The code a row keeps for `source`.
    static func code(_ source: EntrySource) -> UInt8 {
        switch source {
        case .manual: 0
        case .integration: 1
        case .schedule: 2
        }
    }

    /// The source a row's code names (see ``code(_:)``; an unknown one reads as manual).
    static func source(_ code: UInt8) -> EntrySource {
        switch code {
        case 1: .integration
        case 2: .schedule
        default: .manual
        }
    }

    /// The format byte this build writes and reads; a different one reads as stale.
    static let format: UInt8 = 1

    /// The pack of `rows`, which must be in (day, id) order.
    static func encode(_ rows: [Row]) -> [UInt8] {
        var bytes: [UInt8] = [format]
        bytes.reserveCapacity(1 + rows.count * 14)
        var state = State()
        for row in rows { append(row, to: &bytes, after: &state) }
        return bytes
    }

    /// The pack `bytes` with `row` added at its end, without reading its rows into an array
    /// (a log adds one entry to a pack of years); `nil` when the pack does not read whole or
    /// `row` does not come after its last row in (day, id) order (then the caller packs the
    /// rows again).
    static func appending(_ row: Row, to bytes: [UInt8]) -> [UInt8]? {
        var state = State()
        let read = bytes.withUnsafeBytes { blob in
            decode(blob) { last in
                state.id = last.id
                state.day = last.day
                if let ms = last.instantMs { state.instant = ms }
            }
        }
        guard read, bytes.count == 1 || Row.precedes(Row(id: state.id, day: state.day, instantMs: nil, value: nil, source: 0,
                                                          hasParts: false), row) else { return nil }
        var result = bytes
        append(row, to: &result, after: &state)
        return result
    }

    /// What a row is written after: the previous row's id and day, and the last instant written.
    private struct State {
        var id: Int64 = 0
        var day = 0
        var instant: Int64 = 0
    }

    private static func append(_ row: Row, to bytes: inout [UInt8], after state: inout State) {
        var flags = row.source << 3
        if row.value != nil { flags |= 1 }
        if row.instantMs != nil { flags |= 2 }
        if row.hasParts { flags |= 4 }
        bytes.append(flags)
        appendVarint(zigzag(row.id &- state.id), to: &bytes)
        appendVarint(UInt64(row.day - state.day), to: &bytes)
        if let value = row.value {
            var bits = value.bitPattern.littleEndian
            withUnsafeBytes(of: &bits) { bytes.append(contentsOf: $0) }
        }
        if let ms = row.instantMs {
            appendVarint(zigzag(ms &- state.instant), to: &bytes)
            state.instant = ms
        }
        state.id = row.id
        state.day = row.day
    }

    /// Reads the rows of `bytes`, calling `body` for each in order. Every row is checked against
    /// ``Plausible``'s bounds again, so a pack altered by hand can never bring a row the read of
    /// the table would skip.
    ///
    /// - Returns: `false` when the bytes are not a pack of this format read to its end (the
    ///   caller then drops whatever `body` was given and packs the trackable again).
    /// - Complexity: O(bytes), no allocation.
    @inline(__always)
    static func decode(_ bytes: UnsafeRawBufferPointer, _ body: (Row) -> Void) -> Bool {
        guard let first = bytes.first, first == format else { return false }
        var reader = Reader(bytes: bytes, offset: 1)
        var id: Int64 = 0, day = 0, instant: Int64 = 0
        // The bounds as locals: a `static let` is a lazy global, checked on every access.
        let lastDay = PlausibleRows.lastDay, largest = Plausible.largestValue, endMs = PlausibleRows.endMs
        while reader.offset < bytes.count {
            let flags = bytes[reader.offset]
            reader.offset += 1
            guard let idStep = reader.varint(), let dayStep = reader.varint(), dayStep <= UInt64(lastDay - day) else {
                return false
            }
            id = id &+ unzigzag(idStep)
            day += Int(dayStep)
            var value: Double?
            if flags & 1 != 0 {
                guard let bits = reader.eightBytes() else { return false }
                let number = Double(bitPattern: bits)
                guard number >= -largest, number <= largest else { return false }
                value = number
            }
            var ms: Int64?
            if flags & 2 != 0 {
                guard let step = reader.varint() else { return false }
                instant = instant &+ unzigzag(step)
                guard instant >= 0, instant < endMs else { return false }
                ms = instant
            }
            body(Row(id: id, day: day, instantMs: ms, value: value, source: (flags >> 3) & 3, hasParts: flags & 4 != 0))
        }
        return true
    }

    private static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    private static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A cursor over the bytes of a pack; every read checks the end.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset: Int

        /// A varint; one byte (a step of a day, an id after the last) without the loop.
        @inline(__always)
        mutating func varint() -> UInt64? {
            guard offset < bytes.count else { return nil }
            let first = bytes[offset]
            if first < 0x80 {
                offset += 1
                return UInt64(first)
            }
            return longVarint()
        }

        mutating func longVarint() -> UInt64? {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count, shift < 64 {
                let byte = bytes[offset]
                offset += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return result }
                shift += 7
            }
            return nil
        }

        mutating func eightBytes() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            let bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
            return UInt64(littleEndian: bits)
        }
    }
}
