/// Migration 12: a partial index of the entries that have items or tags (events and tagged
/// entries), so the read of every entry fetches those columns for these rows alone instead of
/// reaching the last columns of every row. Written out, as a shipped migration never changes;
/// the read spells the condition exactly as the index does, so SQLite uses it.
enum EntryParts {
    static let condition = "(items IS NOT NULL OR tags IS NOT NULL)"

    static let migration = "CREATE INDEX entries_with_parts ON entries (trackable_id) WHERE (items IS NOT NULL OR tags IS NOT NULL);"
}
