import CairnTeam
import Foundation

/// The people of `cairn-bench team`, added through the team store as `cairn team user add` and
/// `cairn team key` add them: a real Argon2id hash each (interactive limits) and a real key.
/// Set-up, not timed; the hashing runs on every core at once.
enum TeamPeople {
    /// One person as the bench knows them: name, password and WakaTime key.
    struct Member: Sendable {
        var name: String
        var password: String
        var key: String
    }

    /// The password of person `index` (long enough, without the name in it).
    static func password(_ index: Int) -> String { "bench password \(index)" }

    /// Adds `count` people called `person0`, `person1`, … to the database at `address`, each
    /// with a key, `width` at a time.
    static func add(_ count: Int, to address: String, width: Int) throws -> [Member] {
        let slots = Slots(count)
        DispatchQueue.concurrentPerform(iterations: width) { worker in
            do {
                let store = try TeamStore(address: address)
                for index in stride(from: worker, to: count, by: width) {
                    let name = "person\(index)"
                    _ = try store.addPerson(name, password: password(index))
                    slots.set(index, Member(name: name, password: password(index), key: try store.makeKey(for: name, rotate: false)))
                }
            } catch {
                slots.fail("\(error)")
            }
        }
        return try slots.members()
    }

    /// The members as they are made on several threads.
    private final class Slots: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var made: [Member?]
        private var failure: String?

        init(_ count: Int) { made = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ member: Member) { lock.withLock { made[index] = member } }
        func fail(_ text: String) { lock.withLock { failure = failure ?? text } }
        func members() throws -> [Member] {
            try lock.withLock {
                if let failure { throw HTTPConnection.Failure(description: "cannot add the people: \(failure)") }
                return made.compactMap { $0 }
            }
        }
    }
}
