import CairnApp
import CairnCore
import CairnStore

/// `cairn trackable derive NAME --op ... --of A[,B] [--after HH:MM] [--before HH:MM] [--tag T]
/// [--trailing 7d|30d|365d | --per week|month|year]`: a trackable computed from others, never logged.
enum TrackableDerive {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        var request = DeriveRequest(name: "", op: try arguments.requiredOption("--op"))
        request.of = try arguments.option("--of")
        request.after = try arguments.option("--after")
        request.before = try arguments.option("--before")
        request.tag = try arguments.option("--tag")
        request.trailing = try arguments.option("--trailing")
        request.per = try arguments.option("--per")
        request.name = try arguments.required("the derived trackable's name")
        try arguments.finish()
        let trackable = try context.workspace.deriveTrackable(request)
        if context.json {
            try context.printJSON(TrackableDocument(trackable: trackable, zones: [], rules: 0))
        } else {
            context.say("Derived \(trackable.name) (\(trackable.kind.name)\(trackable.unit.map { ", \($0)" } ?? "")): computed from the entries it reads, "
                + "never logged. Put a rule on it with `cairn rule add \"\(trackable.name)\" --measure …` (try --dry-run).\n")
        }
    }
}
