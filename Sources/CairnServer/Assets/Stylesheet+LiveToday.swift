extension Stylesheet {
    /// Live Today: rings swapped in by the poll move from their old arcs (the script animates
    /// them), so the grow-in from nothing is off for them.
    static let liveToday = #"""
    .rings.live .lap { animation: none; }
    """#
}
