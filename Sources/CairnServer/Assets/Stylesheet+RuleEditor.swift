extension Stylesheet {
    /// The rule editor's rows: each box's sentence, its fields beneath, a refused field's problem beside it.
    static let ruleEditor = #"""
    .rule-row { margin: .2rem 0 .6rem; }
    .rule-row > p { margin: .2rem 0; }
    .rule-fields { margin-left: 1.6rem; display: flex; flex-wrap: wrap; gap: .3rem .8rem; align-items: baseline; }
    .rule-fields input[type="text"] { width: auto; }
    .field-problem { color: var(--bad, #b3261e); font-weight: 600; }
    .rule-editor [aria-invalid="true"] { outline: 2px solid var(--bad, #b3261e); }
    """#
}
