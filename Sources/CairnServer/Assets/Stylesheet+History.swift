extension Stylesheet {
    /// The History screen's year selector, the open day's mark and the month calendar of mini rings.
    static let history = #"""
    .year-selector ul { list-style: none; padding: 0; margin: .5rem 0 1rem; display: flex; flex-wrap: wrap; gap: .25rem .75rem; }
    .year-selector a[aria-current="true"] { font-weight: 700; color: var(--ink); border-bottom: 2px solid var(--green); text-decoration: none; }
    .heatmap .open:is(rect), .heatmap a[aria-current="date"] rect { stroke: var(--indigo); stroke-width: 2.5; }
    .month-calendar { margin: 1.5rem 0; }
    .month-nav { display: flex; gap: 1rem; margin-bottom: .5rem; }
    .month-grid { border-collapse: collapse; }
    .month-grid th { font-size: .75rem; color: var(--muted); font-weight: 400; padding: 0 .2rem; }
    .month-grid td { text-align: center; padding: .15rem; vertical-align: top; }
    .month-grid td a, .month-grid td > svg { display: inline-flex; flex-direction: column; align-items: center; color: inherit; text-decoration: none; }
    .month-grid td.day { border-radius: 8px; border: 2px solid transparent; }
    .month-grid td:has([aria-current="date"]), .month-grid td[aria-current="date"] { border-color: var(--indigo); }
    .month-grid td.today .day-number { font-weight: 700; color: var(--ink); }
    .month-grid .day-number { display: block; font-size: .75rem; color: var(--muted); }
    .cal-track, .cal-arc { fill: none; } .cal-track { stroke-opacity: .18; } .cal-arc { stroke-linecap: round; }
    .cal-day { stroke: var(--green); } .cal-week { stroke: var(--indigo); } .cal-window { stroke: var(--amber); }
    .cal-hold { stroke: var(--muted); stroke-width: 2; }
    @media (max-width: 599px) { .mini-rings { width: 30px; height: 30px; } .month-grid td { padding: .05rem; } }
    """#
}
