extension Stylesheet {
    /// The skip link (hidden until focused), the icons' colours, and the heatmap's focused day.
    static let accessibility = #"""
    .skip-link { position: absolute; left: .5rem; top: -3rem; z-index: 10; padding: .4rem .8rem; border-radius: 8px;
      background: var(--ink); color: var(--paper); font-weight: 600; }
    .skip-link:focus { top: .5rem; }
    main:focus { outline: none; }
    .icon { display: inline-block; width: 1em; height: 1em; vertical-align: -.125em; }
    .icon-flame { fill: var(--amber-dark); } .icon-leaf { fill: var(--accent); } .icon-trophy { fill: var(--amber-dark); }
    .heatmap a:focus { outline: none; }
    .heatmap-summary { font-size: .9rem; color: var(--muted); margin: .2rem 0 .6rem; }
    """#
}
