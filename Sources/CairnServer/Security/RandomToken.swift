/// Random tokens from the system's generator, as lower-case hex.
public enum RandomToken {
    /// `bytes` random bytes as hex (64 characters for the default 32).
    public static func make(bytes: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<bytes).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }.joined()
    }
}
