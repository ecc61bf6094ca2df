import CairnCore
import CairnStore

/// `cairn disruption add --from DATE --to DATE [--reason TEXT] [--trackable NAME]`.
enum DisruptionCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("disruption subcommand (add or list)") {
        case "add": try add(&arguments, context)
        case "list": try list(&arguments, context)
        case let other: throw .usage("unknown disruption subcommand \"\(other)\"; use add or list")
        }
    }

    private static func add(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        guard let fromText = try arguments.option("--from") else { throw .usage("disruption add needs --from DATE") }
        let from = try Context.date(fromText, flag: "--from")
        let to = try Context.date(try arguments.option("--to") ?? fromText, flag: "--to")
        guard from <= to else { throw .usage("--from \(from) is after --to \(to)") }
        let reason = try arguments.option("--reason") ?? ""
        let trackableName = try arguments.option("--trackable")
        try arguments.finish()
        let store = try context.openStore()
        let scope = try trackableName.map { name throws(CLIError) in try TrackableCommand.find(name, in: store, context) }
        let disruption = Disruption(from: from, to: to, reason: reason, trackableIds: scope.map { [$0.id] })
        try context.storeCall("cannot add the disruption") { try store.addDisruption(disruption) }
        if context.json {
            try context.printJSON(DisruptionDocument(disruption, name: scope?.name))
        } else {
            let days = from.distance(to: to) + 1
            context.say("On hold: \(from)\(days > 1 ? " to \(to)" : "") (\(days) day\(days == 1 ? "" : "s")) for \(scope?.name ?? "everything")\(reason.isEmpty ? "" : ": \(reason)").\n")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let store = try context.openStore()
        let (disruptions, trackables) = try context.storeCall("cannot read the disruptions") { (try store.disruptions(), try store.trackables()) }
        let documents = disruptions.map { d in
            DisruptionDocument(d, name: d.trackableIds?.first.flatMap { id in trackables.first { $0.id == id }?.name })
        }
        if context.json { try context.printJSON(documents); return }
        for d in documents {
            context.say("\(d.from) to \(d.to)  \(d.trackable ?? "everything")\(d.reason.isEmpty ? "" : "  \(d.reason)")\n")
        }
    }
}

struct DisruptionDocument: Encodable {
    var from: LocalDate
    var to: LocalDate
    var reason: String
    var trackable: String?

    init(_ disruption: Disruption, name: String?) {
        from = disruption.from
        to = disruption.to
        reason = disruption.reason
        trackable = name
    }

    enum CodingKeys: String, CodingKey { case from, to, reason, trackable }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(reason, forKey: .reason)
        try c.encode(trackable, forKey: .trackable)
    }
}
