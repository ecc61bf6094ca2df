import Foundation

/// Gives each distinct byte string a small integer id (0 is the empty string), storing every
/// distinct string once in one contiguous buffer. Looking up a string that is already known
/// allocates nothing.
struct ByteInterner: Sendable, Hashable {
    private var storage: [UInt8] = []
    /// String `i` is `storage[offsets[i] ..< offsets[i + 1]]`.
    private var offsets: [Int] = [0, 0]
    private var hashes: [UInt64] = [0]
    /// Open-addressing table of ids (`-1` = empty slot).
    private var slots: [Int32] = Array(repeating: -1, count: 64)

    /// How many distinct strings (including the empty one).
    var count: Int { hashes.count }

    /// The id of `bytes`, adding it when new.
    mutating func intern(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        if bytes.isEmpty { return 0 }
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == hash, matches(Int(id), bytes) { return id }
            slot = (slot + 1) & mask
        }
        let id = Int32(hashes.count)
        storage.append(contentsOf: bytes)
        offsets.append(storage.count)
        hashes.append(hash)
        slots[slot] = id
        if hashes.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of the bytes in `array`, adding it when new.
    mutating func intern(_ array: [UInt8]) -> Int32 {
        array.withUnsafeBytes { intern($0) }
    }

    /// The text of `id`.
    func string(_ id: Int32) -> String {
        let i = Int(id)
        return String(decoding: storage[offsets[i]..<offsets[i + 1]], as: UTF8.self)
    }

    private func matches(_ id: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let start = offsets[id]
        guard offsets[id + 1] - start == bytes.count else { return false }
        return storage.withUnsafeBytes { stored in
            guard let a = stored.baseAddress, let b = bytes.baseAddress else { return bytes.isEmpty }
            return memcmp(a + start, b, bytes.count) == 0
        }
    }

    /// A multiply-xor hash over eight bytes at a time (then the tail byte by byte).
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        var i = 0
        while i + 8 <= bytes.count {
            let word = (base + i).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            i += 8
        }
        while i < bytes.count {
            hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3
            i += 1
        }
        return hash ^ (hash >> 32)
    }

    private mutating func grow() {
        var table = Array(repeating: Int32(-1), count: slots.count * 2)
        let mask = table.count - 1
        for id in 1..<hashes.count {
            var slot = Int(truncatingIfNeeded: hashes[id]) & mask
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(id)
        }
        slots = table
    }
}
