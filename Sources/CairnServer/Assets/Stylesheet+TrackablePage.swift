extension Stylesheet {
    /// A trackable's page: the chart, the month calendar, the runs, the periods and the Readings.
    static let trackablePage = #"""
    .tpage .crumbs { margin: 0; font-size: .9rem; }
    .tranges a, .tmonths a { margin-right: .75rem; }
    .tranges a[aria-current] { font-weight: 600; text-decoration: none; border-bottom: 2px solid var(--indigo); }
    .tchart { width: 100%; height: 11rem; display: block; margin: .5rem 0 1rem; background: var(--card); border-radius: 8px; }
    .tchart .bar { fill: var(--indigo-mark); }
    .tchart .line { fill: none; stroke: var(--indigo-mark); stroke-width: 2; vector-effect: non-scaling-stroke; }
    .tchart .pt { fill: var(--indigo-mark); }
    .tchart .cell.s-some { fill: var(--green-dark); }
    .tchart .cell.s-none { fill: var(--amber); }
    .tchart .cell.s-hold { fill: var(--muted); }
    .tchart .cell.s-empty { fill: var(--line); }
    .tchart .mark { fill: var(--amber-dark); }
    .tchart .mark-record { fill: var(--green-dark); }
    .tchart .hit { fill: transparent; outline: none; }
    .tchart .hit:focus { fill: var(--link); fill-opacity: .12; stroke: var(--link); stroke-width: 2; vector-effect: non-scaling-stroke; }
    .tcal { border-collapse: collapse; margin: .5rem 0; }
    .tcal th { font-weight: 500; color: var(--muted); font-size: .8rem; padding: .2rem; }
    .tcal td { width: 2.4rem; height: 2.4rem; text-align: center; padding: 0; }
    .tcal td a { display: block; line-height: 2.2rem; margin: .1rem; border-radius: 6px; text-decoration: none; color: var(--ink); border: 1px solid var(--line); }
    .tcal td.s-some a { background: var(--green-dark); color: var(--paper); border-color: var(--green-dark); }
    .tcal td.s-none a { border-color: var(--amber-dark); }
    .tcal td.s-hold a { border-style: dashed; }
    .tcal td.cal-future { color: var(--muted); }
    .tcal td a[aria-current] { outline: 2px solid var(--indigo); outline-offset: 1px; }
    .truns { padding-left: 1.2rem; }
    .tperiod-grid { display: flex; flex-wrap: wrap; gap: 1rem; }
    .tperiods caption { text-align: left; font-weight: 600; }
    .tperiods th { text-align: left; font-weight: 500; padding-right: .75rem; }
    .trules { padding-left: 1.1rem; }
    .trules progress { width: 8rem; vertical-align: middle; }
    .treading { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
    .treading-chart { flex: 2 1 20rem; } .treading-rules { flex: 1 1 12rem; }
    """#
}
