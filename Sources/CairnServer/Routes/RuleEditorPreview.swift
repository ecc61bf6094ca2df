import CairnApp
import CairnCore

/// The rule editor's Preview: what each ticked box, with its fields as typed, would mark over
/// the existing history, through the engine path of `rule add --dry-run`
/// (``Workspace/previewRules(_:of:)``). Nothing is saved and nothing is marked seen.
enum RuleEditorPreview {
    /// One item per ticked box, in the editor's order (the caller has checked the fields).
    static func items(_ boxes: RuleEditorBoxes, typed: RuleEditorBoxes.Typed, workspace: Workspace) throws(AppError) -> [RuleEditorView.Preview] {
        let drafts = boxes.drafts(typed).rules.map(\.rule)
        let marked = try workspace.previewRules(drafts, of: boxes.trackable)
        return zip(drafts, marked).map { draft, moments in
            RuleEditorView.Preview(rule: draft.name(for: boxes.read(draft), zone: boxes.zone(of: draft)),
                                   moments: moments.map { (date: $0.date, text: "\($0.name): \($0.measureText)") })
        }
    }
}
