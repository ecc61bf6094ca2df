extension UnsafeRawBufferPointer {
    /// `line L, column C` of a byte offset, for error messages.
    func lineLocation(of offset: Int) -> String {
        var line = 1
        var lineStart = 0
        let end = Swift.min(offset, count)
        for i in 0..<end where self[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return "line \(line), column \(end - lineStart + 1)"
    }
}
