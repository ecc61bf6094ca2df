import CairnApp
import CairnCore

/// The rule editor's Preview: what each newly ticked box would mark over the existing history,
/// through the engine path of `rule add --dry-run` (``Workspace/previewRules(_:of:)``).
/// Nothing is saved and nothing is marked seen.
enum RuleEditorPreview {
    /// One item per rule that saving `keys` would create, in the editor's order.
    static func items(_ boxes: RuleEditorBoxes, keys: Set<String>, workspace: Workspace) throws(AppError) -> [RuleEditorView.Preview] {
        let drafts = boxes.plan(keys).create
        let marked = try workspace.previewRules(drafts, of: boxes.trackable)
        return zip(drafts, marked).map { draft, moments in
            RuleEditorView.Preview(rule: draft.name(for: boxes.read(draft), zone: nil),
                                   moments: moments.map { (date: $0.date, text: "\($0.name): \($0.measureText)") })
        }
    }
}
