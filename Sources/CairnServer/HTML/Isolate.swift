extension Escape {
    /// User text (a trackable's, a rule's or a database's name) escaped and isolated in `<bdi>`,
    /// so a right-to-left name keeps the numbers and words around it on their own side
    /// ("Logged ركض يومي 4.5 km" shows 4.5 after the name, not before it).
    public static func isolated(_ text: String) -> String { "<bdi>" + html(text) + "</bdi>" }

    /// Escaped `text` with the first place `name` occurs isolated (a toast that names a trackable).
    public static func html(_ text: String, isolating name: String?) -> String {
        let escaped = html(text)
        guard let name, !name.isEmpty, let range = escaped.range(of: html(name)) else { return escaped }
        return escaped.replacingCharacters(in: range, with: "<bdi>" + html(name) + "</bdi>")
    }
}
