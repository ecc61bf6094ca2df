import CairnStore

/// What a read gives: its document, and the words of any stored rows it skipped because they
/// lie outside ``Plausible``'s bounds (for one `warning:` line pointing at `cairn check`).
package struct ReadResult<Document> {
    /// The answer.
    package var document: Document
    /// "3 sessions and 1 entry", when rows were skipped.
    package var skipped: String?

    package init(_ document: Document, skipped: String?) {
        self.document = document
        self.skipped = skipped
    }
}


extension Workspace {
    /// The words of the stored rows outside the plausible bounds, if there are any.
    package func skippedRows(_ store: any CodingStore) throws(AppError) -> String? {
        let counts = try storeCall("cannot check the stored values") { try store.implausibleCounts() }
        return counts.isEmpty ? nil : counts.words
    }
}
