import CairnCore

/// `log --json`: the entry written, the new moments and the one shown.
package struct LogDocument: Encodable {
    package var entry: EntryDocument?
    package var moments: [MomentDocument]
    package var toast: MomentDocument?

    package init(entry: EntryDocument?, moments: [MomentDocument], toast: MomentDocument?) {
        self.entry = entry
        self.moments = moments
        self.toast = toast
    }

    package enum CodingKeys: String, CodingKey { case entry, moments, toast }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(entry, forKey: .entry)
        try c.encode(moments, forKey: .moments)
        try c.encode(toast, forKey: .toast)
    }
}

/// `undo --json`: what was undone, `null` when nothing was left to undo.
package struct UndoDocument: Encodable {
    package var undone: String?

    package init(undone: String?) { self.undone = undone }

    package enum CodingKeys: String, CodingKey { case undone }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(undone, forKey: .undone)
    }
}
