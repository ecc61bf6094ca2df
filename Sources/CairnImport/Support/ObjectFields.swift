extension ByteCursor {
    /// Reads one JSON object and records where the value of each of `keys` lies, skipping every
    /// value without building it. A repeated key keeps its last value (as a decoded dictionary
    /// would); an escaped key is compared after unescaping.
    ///
    /// - Parameters:
    ///   - keys: the names the reader keeps.
    ///   - found: one slot per key (cleared first): the value's byte range, or `nil` when absent.
    ///   - scratch: a buffer for unescaping keys.
    mutating func objectFields(_ keys: [StaticString], into found: inout [Range<Int>?],
                               scratch: inout [UInt8]) throws(ScanFailure) {
        for k in found.indices { found[k] = nil }
        if found.count < keys.count { found.append(contentsOf: repeatElement(nil, count: keys.count - found.count)) }
        try expect(0x7B, "an object")
        if take(0x7D) { return }
        repeat {
            let (key, escaped) = try rawString()
            try expect(0x3A, "':'")
            _ = peek()
            let valueStart = index
            try skipValue()
            if let slot = slot(of: key, escaped: escaped, in: keys, scratch: &scratch) {
                found[slot] = valueStart..<index
            }
        } while try more(close: 0x7D)
    }

    /// Which of `keys` the raw key at `range` names.
    private func slot(of range: Range<Int>, escaped: Bool, in keys: [StaticString],
                      scratch: inout [UInt8]) -> Int? {
        if !escaped {
            for (k, key) in keys.enumerated() where equals(range, key) { return k }
            return nil
        }
        guard (try? unescape(range, into: &scratch)) != nil else { return nil }
        for (k, key) in keys.enumerated() where scratch.count == key.utf8CodeUnitCount {
            let p = key.utf8Start
            if scratch.indices.allSatisfy({ scratch[$0] == p[$0] }) { return k }
        }
        return nil
    }
}
