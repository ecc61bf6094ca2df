extension Stylesheet {
    /// A trackable's page: each Reading's single values and their bells (`ReadingValuesView`):
    /// a bell off is outlined on the page's colour, a bell on is filled in the link's colour,
    /// both with a 3:1 edge against the page.
    static let readingBells = #"""
    .tvalues { list-style: none; padding: 0; margin: 0 0 .75rem; }
    .tvalues li { display: grid; grid-template-columns: 4.5rem 1fr auto; column-gap: .5rem; align-items: center; padding: .25rem 0; }
    .tvalues .tvalue-kind { grid-column: 1; grid-row: 1; color: var(--muted); }
    .tvalues .tvalue { grid-column: 2; grid-row: 1; }
    .tvalues time { grid-column: 2; grid-row: 2; color: var(--muted); font-size: .9rem; }
    .bell-form { grid-column: 3; grid-row: 1 / span 2; margin: 0; }
    .bell { display: inline-flex; align-items: center; gap: .3rem; background: var(--paper); border-color: var(--edge); color: var(--ink);
      font-weight: 400; padding: .2rem .55rem; }
    .bell .icon-bell { fill: none; stroke: currentColor; stroke-width: 1.2; }
    .bell[aria-pressed="true"] { background: var(--link); border-color: var(--link); color: var(--paper); font-weight: 600; }
    .bell[aria-pressed="true"] .icon-bell { fill: currentColor; }
    """#
}
