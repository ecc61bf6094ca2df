import CairnApp
import CairnCore
import CairnServer
import CairnStore

/// The rule editor's Preview: what each newly ticked box would mark over the existing history,
/// through the engine path of `rule add --dry-run` (``RuleDryRun``). Nothing is saved and
/// nothing is marked seen.
enum RuleEditorPreview {
    /// One item per rule that saving `keys` would create, in the editor's order.
    static func items(_ boxes: RuleEditorBoxes, keys: Set<String>, store: Store, context: Context) throws(CLIError) -> [RuleEditorView.Preview] {
        let drafts = boxes.plan(keys).create
        let (engine, today) = try context.clock(store)
        let marked = try RuleDryRun.moments(of: drafts, trackable: boxes.trackable, store: store, engine: engine, today: today, context.workspace)
        return zip(drafts, marked).map { draft, moments in
            RuleEditorView.Preview(rule: draft.name(for: boxes.read(draft), zone: nil),
                                   moments: moments.map { (date: $0.date, text: "\($0.name): \($0.measureText)") })
        }
    }
}
