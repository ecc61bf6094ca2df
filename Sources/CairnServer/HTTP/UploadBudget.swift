import Foundation

/// The upload bytes each client address has in flight (declared by the requests being received,
/// or the most an upload may be when one declares none), so that one address cannot fill the
/// disk with many uploads at once.
final class UploadBudget: @unchecked Sendable {
    /// The most one address may have in flight.
    let limit: Int
    // Guarded by `lock`: the bytes reserved per address.
    private let lock = NSLock()
    private var reserved: [[UInt8]: Int] = [:]

    init(limit: Int) { self.limit = limit }

    /// Reserves `bytes` for `address`; false (and nothing reserved) when that would pass the limit.
    func reserve(_ bytes: Int, for address: [UInt8]) -> Bool {
        lock.withLock {
            let now = reserved[address, default: 0]
            guard bytes <= limit - now else { return false }
            reserved[address] = now + bytes
            return true
        }
    }

    /// Gives back what `reserve` took.
    func release(_ bytes: Int, for address: [UInt8]) {
        lock.withLock {
            let left = reserved[address, default: 0] - bytes
            reserved[address] = left > 0 ? left : nil
        }
    }
}
