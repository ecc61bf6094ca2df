import CairnCore
import Foundation

extension Store {
    /// The stored text for `key`, or `nil` when it was never set.
    public func setting(_ key: String) throws(StoreError) -> String? {
        let statement = try connection.prepare("SELECT value FROM settings WHERE key = ?")
        try statement.bind([.text(key)])
        return try statement.step() ? statement.text(0) : nil
    }

    /// Stores `value` for `key` (call inside a write transaction to combine with other writes).
    public func setSetting(_ key: String, to value: String) throws(StoreError) {
        try connection.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .run([.text(key), .text(value)])
    }

}
