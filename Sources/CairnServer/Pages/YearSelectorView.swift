/// The History screen's years: "Last 365 days", then each year from the newest back to the
/// first with data; the one shown is `aria-current="true"`.
public struct YearSelectorView: Sendable {
    /// The first and the current year.
    public var first: Int
    public var last: Int
    /// The year shown; `nil` for the 365 days to today.
    public var shown: Int?

    public init(first: Int, last: Int, shown: Int?) {
        self.first = first
        self.last = last
        self.shown = shown
    }

    public func render() -> String {
        func item(_ text: String, _ href: String, current: Bool) -> String {
            current ? #"<li><a href="\#(href)" aria-current="true">\#(text)</a></li>"# : #"<li><a href="\#(href)">\#(text)</a></li>"#
        }
        var items = [item("Last 365 days", "/history", current: shown == nil)]
        for year in stride(from: last, through: Swift.min(first, last), by: -1) {
            items.append(item(String(year), "/history?year=\(year)", current: shown == year))
        }
        return #"<nav class="year-selector" aria-label="Years"><ul>"# + items.joined() + "</ul></nav>"
    }
}
