import CairnTestSupport
import Foundation

/// Chromium's accessibility tree of the page open (`Accessibility.getFullAXTree` through CDP):
/// what a screen reader is given, each node's role, name and properties, in document order.
struct AXTree {
    struct Node {
        var id: String
        var children: [String]
        var role: String
        var name: String
        var ignored: Bool
        /// Each property's value as text (`level` "2", `pressed` "true", `focusable` "true").
        var properties: [String: String]
    }

    var nodes: [String: Node]
    /// The nodes in document order (depth first from the root).
    var inOrder: [Node]

    /// The tree of the page `browser` has open.
    static func read(_ browser: WebDriver) async throws -> AXTree {
        try await browser.cdp("Accessibility.enable", [:])
        return try AXTree(try await browser.cdp("Accessibility.getFullAXTree", [:]))
    }

    init(_ answer: Any?) throws {
        guard let raw = (answer as? [String: Any])?["nodes"] as? [[String: Any]], !raw.isEmpty else {
            throw ServedCairnError(message: "Accessibility.getFullAXTree gave no nodes: \(String(describing: answer))")
        }
        // A value as text; a boolean (`"type": "boolean"` or `"booleanOrUndefined"`) as true or false.
        func text(_ value: Any?) -> String {
            guard let typed = value as? [String: Any], let value = typed["value"] else { return "" }
            if (typed["type"] as? String ?? "").hasPrefix("boolean") { return (value as? Bool) == true ? "true" : "false" }
            return value as? String ?? "\(value)"
        }
        var nodes: [String: Node] = [:]
        var parents: Set<String> = []
        for item in raw {
            guard let id = item["nodeId"] as? String else { continue }
            var properties: [String: String] = [:]
            for property in item["properties"] as? [[String: Any]] ?? [] {
                if let name = property["name"] as? String { properties[name] = text(property["value"]) }
            }
            let children = item["childIds"] as? [String] ?? []
            children.forEach { parents.insert($0) }
            nodes[id] = Node(id: id, children: children, role: text(item["role"]).lowercased(), name: text(item["name"]),
                             ignored: item["ignored"] as? Bool ?? false, properties: properties)
        }
        self.nodes = nodes
        var order: [Node] = []
        var stack = raw.compactMap { $0["nodeId"] as? String }.filter { !parents.contains($0) }.reversed().map { $0 }
        while let id = stack.popLast() {
            guard let node = nodes[id] else { continue }
            order.append(node)
            stack += node.children.reversed()
        }
        inOrder = order
    }

    /// The nodes under `node` (not ignored), in document order.
    func descendants(of node: Node) -> [Node] {
        var found: [Node] = []
        var stack = node.children.reversed().map { $0 }
        while let id = stack.popLast() {
            guard let child = nodes[id] else { continue }
            if !child.ignored { found.append(child) }
            stack += child.children.reversed()
        }
        return found
    }

    /// The nodes (not ignored) of `role`, in document order.
    func all(_ role: String) -> [Node] { inOrder.filter { !$0.ignored && $0.role == role } }

    /// Every button, link or input without a name, as "role" (none on a good page).
    var unnamedControls: [String] {
        let controls: Set<String> = ["button", "togglebutton", "link", "textbox", "searchbox", "checkbox", "radio", "combobox",
                                     "spinbutton", "slider", "switch", "listbox", "menuitem", "popupbutton"]
        return inOrder.filter { !$0.ignored && controls.contains($0.role) && $0.name.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { "\($0.role) (node \($0.id))" }
    }

    /// The headings, in document order, as "level name".
    var headings: [(level: Int, name: String)] {
        all("heading").map { (Int($0.properties["level"] ?? "") ?? 0, $0.name) }
    }

    /// What is wrong with the headings as an outline: one level 1, first; no level skipped on
    /// the way down; every heading named.
    var outlineProblems: [String] {
        let headings = headings
        var problems: [String] = []
        if headings.filter({ $0.level == 1 }).count != 1 { problems.append("\(headings.filter { $0.level == 1 }.count) level-1 headings") }
        if headings.first?.level != 1 { problems.append("the first heading is not level 1: \(headings.first.map { "\($0.level) \($0.name)" } ?? "none")") }
        for (previous, next) in zip(headings, headings.dropFirst()) where next.level > previous.level + 1 {
            problems.append("\"\(next.name)\" (level \(next.level)) follows \"\(previous.name)\" (level \(previous.level))")
        }
        problems += headings.filter { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }.map { "an unnamed level-\($0.level) heading" }
        return problems
    }

    /// Whether `text` reads a day (or a week) in words: "Monday 9 March 2026: …", "Week from …: …".
    static func inWords(_ text: String) -> Bool {
        text.range(of: #"^(Week from )?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) [0-9]{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) [0-9]{4}.*: .+"#,
                   options: .regularExpression) != nil
    }
}
