/// Where a trackable's page answers: `/trackables/NAME` (percent-encoded), or `/trackables/id/ID`
/// for a name that path cannot carry (`manage`, the manage screen; a name with a `/`; `.`, `..`;
/// one starting `id/`). Every page also answers at its id.
enum TrackableLinks {
    static func path(id: Int64, name: String) -> String {
        let lower = name.lowercased()
        if lower == "manage" || lower == "id" || name.contains("/") || name == "." || name == ".." || name.isEmpty {
            return "/trackables/id/\(id)"
        }
        return "/trackables/" + Escape.urlComponent(name)
    }
}
