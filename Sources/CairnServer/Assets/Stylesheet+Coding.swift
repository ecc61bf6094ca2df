extension Stylesheet {
    /// The Coding screen and a project's page: the range picker, the day bars, the share bars
    /// and the rhythm table.
    static let coding = #"""
    .coding .ranges { display: flex; flex-wrap: wrap; gap: .4rem; margin: .5rem 0; }
    .coding .ranges a { padding: .25rem .7rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; color: var(--ink); }
    .coding .ranges a[aria-current] { background: var(--indigo); border-color: var(--indigo); color: #fff; }
    .coding .custom-range { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1rem; font-size: .9rem; }
    .coding-summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: .5rem; margin: 0 0 1rem; padding: 0; list-style: none; }
    .coding-summary li { background: var(--card); border-radius: 10px; padding: .5rem .75rem; }
    .coding-summary .term { display: block; font-size: .8rem; color: var(--muted); }
    .coding-summary .value { display: block; margin: 0; font-size: 1.2rem; font-weight: 600; }
    .coding-bars { margin: 0; }
    .coding-bars svg.bars { width: 100%; height: auto; max-height: 12rem; }
    .bars .bar.day { fill: var(--indigo); }
    .bars .bar.met { fill: var(--green-dark); }
    .bars .bar.rest { fill: var(--l1); stroke: var(--green-dark); stroke-width: .5; }
    .bars .bar.hold { fill: var(--muted); }
    .bars .goal-line { stroke: var(--amber-dark); stroke-width: 1.5; stroke-dasharray: 4 3; }
    .bars .axis { stroke: var(--line); }
    .bars .hit { fill: transparent; outline: none; }
    .bars .hit:focus { fill: var(--link); fill-opacity: .12; stroke: var(--link); stroke-width: 2; }
    .bars .label { font-size: 9px; fill: var(--muted); }
    .coding-bars figcaption { font-size: .8rem; color: var(--muted); display: flex; flex-wrap: wrap; gap: .8rem; }
    .coding-bars .key::before { content: ""; display: inline-block; width: .7rem; height: .7rem; margin-right: .25rem; vertical-align: -1px; border-radius: 2px; background: var(--indigo); }
    .coding-bars .key.met::before { background: var(--green-dark); }
    .coding-bars .key.rest::before { background: var(--l1); outline: 1px solid var(--green-dark); }
    .coding-bars .key.hold::before { background: var(--muted); }
    .coding-bars .key.goal::before { background: none; border-top: 2px dashed var(--amber-dark); height: 0; vertical-align: middle; }
    .as-table { margin: .5rem 0 1rem; font-size: .9rem; }
    .as-table table { border-collapse: collapse; }
    .as-table th, .as-table td { padding: .15rem .6rem; text-align: left; border-bottom: 1px solid var(--line); }
    .share-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; }
    .shares h3 { margin: .25rem 0; font-size: 1rem; }
    .shares ul { list-style: none; margin: 0; padding: 0; }
    .shares li { display: grid; grid-template-columns: minmax(6rem, 9rem) 1fr auto; gap: .5rem; align-items: center; font-size: .9rem; padding: .1rem 0; }
    .shares .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .shares svg.share { width: 100%; height: .7rem; }
    .shares .track { fill: var(--line); }
    .shares .fill { fill: var(--indigo-mark); }
    .shares .value { color: var(--muted); font-variant-numeric: tabular-nums; }
    .rhythm-wrap { overflow-x: auto; }
    table.rhythm { border-collapse: separate; border-spacing: 2px; font-size: .7rem; }
    table.rhythm caption { text-align: left; font-size: .85rem; color: var(--muted); padding-bottom: .25rem; }
    table.rhythm th { font-weight: normal; color: var(--muted); padding: 0 .2rem; }
    table.rhythm td { width: 1.1rem; height: 1.1rem; border-radius: 2px; background: var(--l0); }
    table.rhythm td:focus { outline: 3px solid var(--link); outline-offset: 1px; }
    table.rhythm td.r1, .rhythm-legend .r1 { background: var(--l1); }
    table.rhythm td.r2, .rhythm-legend .r2 { background: var(--l2); }
    table.rhythm td.r3, .rhythm-legend .r3 { background: var(--l3); }
    table.rhythm td.r4, .rhythm-legend .r4 { background: var(--l4); }
    .rhythm-legend { align-items: center; }
    .rhythm-legend .key { display: inline-block; width: .8rem; height: .8rem; border-radius: 2px; }
    @media (max-width: 600px) { .shares li { grid-template-columns: 6rem 1fr auto; } }
    """#
}
