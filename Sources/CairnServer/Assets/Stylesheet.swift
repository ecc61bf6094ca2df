/// The one stylesheet, shipped inside the binary: system fonts, light and dark, one column under
/// 600 px, no motion when the person asks for less.
public enum Stylesheet {
    /// The whole stylesheet: the base rules, then each screen's own part.
    public static let text = ([base] + parts).joined(separator: "\n")

    /// Each screen's own rules, one file each (`Stylesheet+Screen.swift`), in this order.
    static let parts: [String] = [goals, ruleEditor, trackablePage, accessibility, history, liveToday, importScreen, coding, team]

    /// The rules every screen shares.
    static let base = #"""
    :root {
      color-scheme: light dark;
      --ink: #1C1C1E; --paper: #ffffff; --muted: #6e6e73; --line: #e5e5ea; --card: #f6f6f8;
      --green: #248A3D; --green-dark: #1e7a35; --indigo: #5856D6; --indigo-dark: #36348f; --indigo-mark: #5856D6;
      --amber: #C26B00; --amber-dark: #9a5c00;
      --link: #5856D6; --accent: #1e7a35; --on-accent: #ffffff; --danger: #c0392b; --edge: #8a8a8e;
      --l0: #ebedf0; --l1: #2fa14f; --l2: #268441; --l3: #1f6933; --l4: #175027;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --ink: #F2F2F7; --paper: #1c1c1e; --muted: #a1a1a6; --line: #3a3a3c; --card: #2c2c2e;
        --green: #30D158; --green-dark: #a4f0b7; --indigo: #5E5CE6; --indigo-dark: #c4c3ff; --indigo-mark: #7D7AFF;
        --amber: #FF9F0A; --amber-dark: #ffd28a;
        --link: #a5a4ff; --accent: #30D158; --on-accent: #1c1c1e; --danger: #ff6b5e; --edge: #7c7c80;
        --l0: #2c2c2e; --l1: #2e8b47; --l2: #45bb63; --l3: #7fe39a; --l4: #d9fbe2;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--paper); line-height: 1.45; }
    a { color: var(--link); }
    .top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem; padding: .6rem 1rem; border-bottom: 1px solid var(--line); }
    .top nav { display: flex; flex-wrap: wrap; gap: .25rem .9rem; }
    .top nav a { text-decoration: none; color: var(--ink); padding: .2rem 0; }
    .top nav a[aria-current="page"] { font-weight: 600; border-bottom: 2px solid var(--green); }
    .db { color: var(--muted); font-size: .85rem; }
    main { max-width: 980px; margin: 0 auto; padding: 1rem; }
    h1 { font-size: 1.35rem; margin: .2rem 0 .6rem; }
    h1 small { color: var(--muted); font-weight: normal; font-size: .9rem; }
    .muted { color: var(--muted); }
    .today { display: grid; grid-template-columns: 1fr; gap: 1rem; align-items: center; }
    @media (min-width: 600px) { .today { grid-template-columns: auto 1fr; } .cards { grid-template-columns: 1fr 1fr; } }
    .rings-box { display: flex; justify-content: center; }
    .rings { max-width: 100%; height: auto; }
    .rings .track { fill: none; stroke-opacity: .18; }
    .rings .lap { fill: none; stroke-linecap: round; }
    .ring-today .track, .ring-today .lap1 { stroke: var(--green); } .ring-today .lap2 { stroke: var(--green-dark); }
    .ring-week .track, .ring-week .lap1 { stroke: var(--indigo); } .ring-week .lap2 { stroke: var(--indigo-dark); }
    .ring-window .track, .ring-window .lap1 { stroke: var(--amber); } .ring-window .lap2 { stroke: var(--amber-dark); }
    .rings .badge { font-size: 11px; font-weight: 700; fill: var(--paper); }
    .leaf path { fill: var(--green); } .leaf .vein { fill: none; stroke: var(--paper); stroke-width: 2; stroke-linecap: round; }
    .stat { margin: .3rem 0; } .stat .name { display: inline-block; min-width: 4.5rem; font-weight: 600; } .stat .pct { display: inline-block; min-width: 3.5rem; }
    .stat-today .name { color: var(--green-dark); } .stat-week .name { color: var(--link); } .stat-window .name { color: var(--amber-dark); }
    .rest-day { font-size: 1.15rem; font-weight: 600; }
    .streak { font-weight: 600; }
    .week-strip { list-style: none; padding: 0; margin: 1rem 0; display: flex; gap: .4rem; justify-content: space-between; max-width: 360px; }
    .week-strip li { display: flex; flex-direction: column; align-items: center; font-size: .75rem; color: var(--muted); }
    .week-strip li[aria-current="date"] span { color: var(--ink); font-weight: 700; }
    .mini-track { fill: none; stroke: var(--green); stroke-opacity: .18; stroke-width: 4; }
    .mini-lap { fill: none; stroke: var(--green); stroke-width: 4; stroke-linecap: round; }
    .mini-none { fill: none; stroke: var(--line); stroke-width: 4; }
    .mini-hold { stroke: var(--muted); stroke-width: 2; }
    .mini-leaf { fill: var(--green); } .mini-leaf.coded { fill: var(--amber); }
    .heatmap-box { overflow-x: auto; } .heatmap { display: block; }
    .heatmap text { font-size: 10px; fill: var(--muted); }
    .heatmap rect, .legend rect { stroke-width: 1.5; }
    .level0 { fill: var(--l0); stroke: var(--edge); } .level1 { fill: var(--l1); } .level2 { fill: var(--l2); } .level3 { fill: var(--l3); } .level4 { fill: var(--l4); }
    .rest { fill: url(#rest); stroke: var(--l2); stroke-width: 1; }
    .rest-bg { fill: var(--paper); } .rest-line { stroke: var(--l1); stroke-width: 1.6; }
    .hold { fill: var(--line); } .slash { stroke: var(--muted); stroke-width: 1.5; }
    .coded-rest { stroke: var(--amber); }
    .none { fill: none; stroke: var(--edge); stroke-width: 1; }
    .today:is(rect) { stroke: var(--ink); }
    .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem 1rem; font-size: .8rem; color: var(--muted); }
    .legend li { display: flex; align-items: center; gap: .25rem; }
    .legend .today { stroke: var(--ink); }
    .cards { display: grid; grid-template-columns: 1fr; gap: .8rem; }
    .card { background: var(--card); border-radius: 12px; padding: .8rem 1rem; }
    .card header { display: flex; justify-content: space-between; align-items: baseline; }
    .card h2 { font-size: 1.05rem; margin: 0; overflow-wrap: anywhere; }
    .card .kind { color: var(--muted); margin: .2rem 0 .5rem; font-size: .85rem; }
    .log-form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
    .log-form input[name="value"], .log-form textarea { flex: 1; min-width: 0; }
    .log-control { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; flex: 1 1 14rem; }
    .log-control textarea { font: inherit; padding: .35rem .6rem; border-radius: 8px; border: 1px solid var(--edge); }
    .choice-buttons { display: flex; flex-wrap: wrap; gap: .3rem; }
    .choice-buttons button { background: var(--paper); border-color: var(--link); color: var(--link); }
    .log-tags { margin: 0; padding: .1rem .5rem .3rem; font-size: .9rem; } .log-tags legend { color: var(--muted); }
    .log-date summary { cursor: pointer; color: var(--link); font-size: .9rem; }
    .card .derived, .card .tag-note { color: var(--muted); font-size: .9rem; }
    .nothing-form { display: flex; flex-wrap: wrap; gap: .6rem; align-items: center; margin-bottom: .8rem; }
    .entries-h { font-size: .85rem; color: var(--muted); margin: .8rem 0 .2rem; font-weight: 600; }
    .entries { list-style: none; padding: 0; margin: 0; font-size: .9rem; }
    .entries li { display: flex; flex-wrap: wrap; align-items: baseline; gap: .3rem .6rem; padding: .3rem 0; border-top: 1px solid var(--line); }
    .entries .entry-date, .entries .entry-time { color: var(--muted); font-variant-numeric: tabular-nums; }
    .entries .entry-note, .entries .entry-items { overflow-wrap: anywhere; }
    .entries details { margin-left: auto; } .entries summary { cursor: pointer; color: var(--link); }
    .entries details form { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; margin-top: .3rem; }
    .entries details input { width: 8rem; }
    .entry-remove, .undo-form { margin: 0; }
    .undo-form { margin-bottom: .8rem; }
    .rule-preview { background: var(--card); border-radius: 12px; padding: .6rem 1rem; margin: .6rem 0 1rem; }
    .rule-preview h3, .rule-preview h4 { font-size: 1rem; margin: .4rem 0; }
    input, button, select, textarea { font: inherit; padding: .35rem .6rem; border-radius: 8px; border: 1px solid var(--edge); background: var(--paper); color: var(--ink); }
    button { background: var(--accent); border-color: var(--accent); color: var(--on-accent); font-weight: 600; cursor: pointer; }
    button.quiet { background: var(--paper); border-color: var(--edge); color: var(--ink); font-weight: 400; }
    :focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .error, .problem { color: var(--danger); }
    .coming { list-style: none; padding: 0; } .coming li { margin: .35rem 0; } .coming progress { width: 8rem; vertical-align: middle; }
    .earned, .rules { padding-left: 1.1rem; }
    fieldset { border: 1px solid var(--line); border-radius: 10px; margin: 0 0 1rem; }
    .settings label { display: inline-block; min-width: 8rem; }
    .onboarding, .getting-started { background: var(--card); border-radius: 12px; padding: .8rem 1rem; margin: 0 0 1rem; }
    .onboarding h2, .getting-started h2 { font-size: 1.05rem; margin: 0 0 .4rem; }
    .choices { display: flex; flex-wrap: wrap; gap: .6rem; }
    .choices button { flex: 1 1 12rem; background: var(--indigo); border-color: var(--indigo); color: #fff; }
    .getting-started ol { list-style: none; padding: 0; margin: 0 0 .4rem; }
    .getting-started .done a { color: var(--muted); text-decoration: line-through; }
    .day-panel { margin-top: 1rem; } .day-bar { max-width: 100%; height: auto; }
    .day-track { fill: var(--l0); } .day-window { fill: var(--amber); fill-opacity: .18; } .day-session { fill: var(--green); }
    .day-bar text { font-size: 9px; fill: var(--muted); }
    .heatmap a:focus-visible rect, .heatmap a:focus rect { stroke: var(--link); stroke-width: 3; }
    pre.config { background: var(--card); border-radius: 10px; padding: .6rem 1rem; overflow-x: auto; }
    .connect-form { display: inline-block; margin: 0 .4rem .6rem 0; } .confirm { background: var(--card); border-radius: 12px; padding: .6rem 1rem; margin: .6rem 0; }
    .toast { position: fixed; left: 50%; bottom: 1.2rem; transform: translateX(-50%); max-width: calc(100% - 2rem);
      background: var(--ink); color: var(--paper); padding: .6rem 1rem; border-radius: 10px; box-shadow: 0 4px 18px rgba(0,0,0,.25); }
    .toast[hidden] { display: none; }
    .toast-action { position: fixed; left: 50%; bottom: 4.2rem; transform: translateX(-50%); } .toast-action form { margin: 0; }
    .toast-action button { background: var(--ink); color: var(--paper); border-radius: 10px; }
    .field-error { color: var(--danger); } [aria-invalid="true"] { border-color: var(--danger); } form.inline { display: inline; }
    .manage-item, .manage-add, .holds { border-top: 1px solid var(--line); margin-top: 1rem; } .confirm { border: 1px solid var(--danger); border-radius: 10px; padding: 0 .8rem; }
    .trackable-add:has(option:checked) fieldset[data-for] { display: none; }
    .trackable-add:has(option[value="number"]:checked) fieldset[data-for~="number"], .trackable-add:has(option[value="duration"]:checked) fieldset[data-for~="duration"],
    .trackable-add:has(option[value="choice"]:checked) fieldset[data-for~="choice"], .trackable-add:has(option[value="event"]:checked) fieldset[data-for~="event"],
    .trackable-add fieldset[data-for]:has([aria-invalid="true"]) { display: block; }
    @media (prefers-reduced-motion: no-preference) {
      .rings .lap { animation: grow .8s ease-out both; }
      .toast { animation: rise .25s ease-out; }
    }
    @keyframes grow { from { stroke-dasharray: 0 1000; } }
    @keyframes rise { from { opacity: 0; transform: translate(-50%, .5rem); } }
    """#
}
