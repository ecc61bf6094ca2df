/// Whether an import can be taken back: what a screen may promise about it.
extension Workspace {
    /// Whether an import this workspace makes is undoable (`cairn undo`, the screens' Undo): a
    /// SQLite file keeps an undo log; a team database keeps none yet, so nothing may promise it.
    package var importsAreUndoable: Bool { team == nil }
}
