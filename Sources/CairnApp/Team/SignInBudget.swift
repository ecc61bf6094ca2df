import Foundation

/// How many sign-ins one client address may try: a token bucket per address, kept in the
/// server's memory (each server of a team keeps its own; an address is refused by the one it
/// reaches). It is checked before the password check, so one address, whatever names it tries,
/// can keep at most its own share of ``PasswordChecks``' slots busy, and a sign-in from any other
/// address finds one free. A known browser (``CairnTeam/KnownDevice``) is held to it too.
///
/// A bucket holds ``burst`` tries and gains ``perMinute`` a minute; a try from an address whose
/// bucket is empty is refused with the seconds until the next one. At most ``addressLimit``
/// addresses are kept: when full, the buckets that have filled up again (which behave as new
/// ones) are dropped first, then the longest untouched.
public final class SignInBudget: Sendable {
    /// The most tries an address may make at once.
    public let burst: Double
    /// The tries it gains back a minute.
    public let perMinute: Double
    /// The most addresses kept.
    public let addressLimit: Int
    private let buckets = Locked([String: Bucket]())

    private struct Bucket {
        var tokens: Double
        var at: Date
    }

    /// A budget of `burst` tries at once and `perMinute` a minute per address.
    public init(burst: Int = 20, perMinute: Int = 20, addressLimit: Int = 10_000) {
        self.burst = Double(max(1, burst))
        self.perMinute = Double(max(1, perMinute))
        self.addressLimit = max(1, addressLimit)
    }

    /// Takes one try for `address` at `now`: nil when it may, else the seconds until it may.
    public func take(_ address: String, now: Date) -> Int? {
        buckets.withLock { buckets -> Int? in
            var bucket = refilled(buckets[address] ?? Bucket(tokens: burst, at: now), now: now)
            guard bucket.tokens >= 1 else {
                buckets[address] = bucket
                return max(1, Int(((1 - bucket.tokens) * 60 / perMinute).rounded(.up)))
            }
            bucket.tokens -= 1
            if buckets[address] == nil, buckets.count >= addressLimit { evict(&buckets, now: now) }
            buckets[address] = bucket
            return nil
        }
    }

    /// How many addresses are kept (for tests).
    public var count: Int { buckets.withLock { $0.count } }

    private func refilled(_ bucket: Bucket, now: Date) -> Bucket {
        let gained = max(0, now.timeIntervalSince(bucket.at)) * perMinute / 60
        return Bucket(tokens: min(burst, bucket.tokens + gained), at: now)
    }

    private func evict(_ buckets: inout [String: Bucket], now: Date) {
        buckets = buckets.filter { refilled($0.value, now: now).tokens < burst }
        if buckets.count >= addressLimit, let oldest = buckets.min(by: { $0.value.at < $1.value.at })?.key {
            buckets.removeValue(forKey: oldest)
        }
    }
}
