import CairnServer
import Foundation
import Testing

/// WCAG 2.1 contrast computed from the stylesheet's own colour variables, light and dark: text
/// at least 4.5:1 against what it sits on, controls' edges and the heatmap's marks at least 3:1
/// against the page between them (WCAG 1.4.3 and 1.4.11).
@Suite("the stylesheet's colours meet WCAG AA contrast")
struct StylesheetContrastTests {
    /// The `--name: #hex` variables of the light `:root` and of the dark one.
    static func palettes() throws -> (light: [String: String], dark: [String: String]) {
        let css = Stylesheet.text
        let darkStart = try #require(css.range(of: "@media (prefers-color-scheme: dark)"))
        let lightBlock = String(css[..<darkStart.lowerBound])
        let rest = css[darkStart.upperBound...]
        let darkEnd = try #require(rest.range(of: "}\n"))
        let darkBlock = String(rest[..<darkEnd.upperBound])
        return (variables(lightBlock), variables(darkBlock))
    }

    static func variables(_ block: String) -> [String: String] {
        var found: [String: String] = [:]
        let pattern = try? NSRegularExpression(pattern: #"--([a-z0-9-]+):\s*(#[0-9A-Fa-f]{6})"#)
        let text = block as NSString
        for match in pattern?.matches(in: block, range: NSRange(location: 0, length: text.length)) ?? [] {
            found[text.substring(with: match.range(at: 1))] = text.substring(with: match.range(at: 2))
        }
        return found
    }

    /// The relative luminance of `#rrggbb` (WCAG 2.1).
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        func linear(_ shift: Int) -> Double {
            let channel = Double((value >> shift) & 0xFF) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let red: Double = 0.2126 * linear(16)
        let green: Double = 0.7152 * linear(8)
        let blue: Double = 0.0722 * linear(0)
        return red + green + blue
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Text: (foreground, background), by variable name or a literal hex the rules use.
    static let text: [(String, String)] = [
        ("ink", "paper"), ("ink", "card"), ("muted", "paper"), ("muted", "card"), ("link", "paper"), ("link", "card"),
        ("on-accent", "accent"), ("danger", "paper"), ("danger", "card"), ("green-dark", "paper"), ("amber-dark", "paper"),
        ("paper", "ink"), ("#ffffff", "indigo"),
    ]
    /// Controls and marks against the page: buttons, field edges, the focus ring, the heatmap's five steps.
    static let parts: [(String, String)] = [
        ("accent", "paper"), ("accent", "card"), ("edge", "paper"), ("edge", "card"), ("link", "paper"),
        ("l1", "paper"), ("l2", "paper"), ("l3", "paper"), ("l4", "paper"),
    ]

    /// The rings', bars' and lines' colours against what they are drawn on (WCAG 1.4.11): the rings
    /// (each lap, on Today and the month calendar) and the coding bars with their goal line and
    /// hold mark sit on the page; a trackable's chart (bars, line, points, the strip's cells and the
    /// marks) on the card colour; a share's bar on its track (`line`), the day panel's sessions on
    /// theirs (`l0`). The rings' tracks at 18 % are decorative and not held here.
    static let marks: [(String, String)] = [
        ("green", "paper"), ("green-dark", "paper"), ("indigo", "paper"), ("indigo-dark", "paper"),
        ("amber", "paper"), ("amber-dark", "paper"),
        ("muted", "paper"),
        ("indigo-mark", "card"), ("green-dark", "card"), ("amber", "card"), ("amber-dark", "card"), ("muted", "card"),
        ("indigo-mark", "line"), ("green", "l0"),
    ]

    @Test("the rings, bars and goal lines at least 3:1 against what they are drawn on", arguments: ["light", "dark"])
    func marks(_ scheme: String) throws {
        let (light, dark) = try Self.palettes()
        let palette = scheme == "light" ? light : light.merging(dark) { $1 }
        for (front, back) in Self.marks {
            let value = Self.ratio(try #require(palette[front], "no --\(front)"), try #require(palette[back], "no --\(back)"))
            #expect(value >= 3, "\(scheme): \(front) against \(back) is \(value):1, a ring, bar or line needs 3:1")
        }
    }

    @Test("each chart rule draws with a colour the contrast test holds", arguments: [
        ".ring-today .track, .ring-today .lap1 { stroke: var(--green); }", ".ring-week .track, .ring-week .lap1 { stroke: var(--indigo); }",
        ".ring-window .track, .ring-window .lap1 { stroke: var(--amber); }", ".bars .bar.day { fill: var(--indigo); }",
        ".bars .bar.met { fill: var(--green-dark); }", ".bars .bar.hold { fill: var(--muted); }", ".bars .goal-line { stroke: var(--amber-dark);",
        ".tchart .bar { fill: var(--indigo-mark); }", ".tchart .line { fill: none; stroke: var(--indigo-mark);", ".tchart .pt { fill: var(--indigo-mark); }",
        ".tchart .cell.s-hold { fill: var(--muted); }", ".mini-lap { fill: none; stroke: var(--green);",
        ".shares .fill { fill: var(--indigo-mark); }", ".day-session { fill: var(--green); }",
        ".cal-day { stroke: var(--green); } .cal-week { stroke: var(--indigo); } .cal-window { stroke: var(--amber); }",
    ])
    func chartRules(_ rule: String) {
        #expect(Stylesheet.text.contains(rule), "the stylesheet no longer draws \(rule) — hold its new colour in `marks`")
    }

    @Test("text at least 4.5:1 and controls and heatmap steps at least 3:1", arguments: ["light", "dark"])
    func contrast(_ scheme: String) throws {
        let (light, dark) = try Self.palettes()
        let palette = scheme == "light" ? light : light.merging(dark) { $1 }
        func hex(_ name: String) throws -> String {
            name.hasPrefix("#") ? name : try #require(palette[name], "no --\(name) in the \(scheme) palette")
        }
        for (front, back) in Self.text {
            let value = Self.ratio(try hex(front), try hex(back))
            #expect(value >= 4.5, "\(scheme): \(front) on \(back) is \(value):1, text needs 4.5:1")
        }
        for (front, back) in Self.parts {
            let value = Self.ratio(try hex(front), try hex(back))
            #expect(value >= 3, "\(scheme): \(front) against \(back) is \(value):1, a control or mark needs 3:1")
        }
    }

    @Test("the heatmap's steps darken (light) or brighten (dark) in order, each clearly apart from the next", arguments: ["light", "dark"])
    func heatmapSteps(_ scheme: String) throws {
        let (light, dark) = try Self.palettes()
        let palette = scheme == "light" ? light : light.merging(dark) { $1 }
        let paper = try #require(palette["paper"])
        let steps = try (1...4).map { try #require(palette["l\($0)"]) }
        let against = steps.map { Self.ratio($0, paper) }
        for index in 1..<4 {
            #expect(against[index] > against[index - 1], "\(scheme): l\(index + 1) is no further from the page than l\(index)")
            let apart = Self.ratio(steps[index], steps[index - 1])
            #expect(apart >= 1.4, "\(scheme): l\(index) and l\(index + 1) are only \(apart):1 apart")
        }
    }

    @Test("the ratio is WCAG's: black on white 21:1, a colour on itself 1:1")
    func formula() {
        #expect(abs(Self.ratio("#000000", "#ffffff") - 21) < 0.001)
        #expect(Self.ratio("#5856D6", "#5856D6") == 1)
        #expect(abs(Self.ratio("#34C759", "#ffffff") - 2.22) < 0.01)
    }
}
