import CairnApp
import CairnCore
import CairnImport
import CairnStore
import Foundation

/// `cairn sync wakatime --from DATE --to DATE [--api-url URL] [--key-file PATH]`: fetches
/// durations day by day from a WakaTime-compatible API (WakaTime, or a self-hosted Wakapi at
/// `https://HOST/api/compat/wakatime/v1`) and stores them as sessions in one transaction.
///
/// The API key comes from `--key-file` (readable by its owner only), `WAKATIME_API_KEY`, or else
/// `api_key` in the `[settings]` of `~/.wakatime.cfg` (owner-only too; its `api_url` is used when
/// `--api-url` is not given), never from the command line, where other users could read it in the
/// process list.
enum SyncCommand {
    /// The most days one call fetches (a year and a bit): one request a day.
    static let maximumDays = 400

    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "wakatime": try wakatime(&arguments, context)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func wakatime(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let fromText = try arguments.requiredOption("--from")
        let toText = try arguments.requiredOption("--to")
        let from = try Context.date(fromText, flag: "--from")
        let to = try Context.date(toText, flag: "--to")
        let apiURLOption = try arguments.option("--api-url")
        let keyFile = try arguments.option("--key-file")
        if try arguments.option("--key") != nil || arguments.flag("--api-key") {
            throw .usage("the API key is never taken on the command line; put it in a file (--key-file), WAKATIME_API_KEY or ~/.wakatime.cfg")
        }
        try arguments.finish()
        guard from <= to else { throw .usage("--from \(from) is after --to \(to)") }
        guard from.distance(to: to) < maximumDays else { throw .usage("ask for at most \(maximumDays) days at a time (one request a day)") }
        let fetched: WakaTimeDurationsFetch
        let progress = ProgressLine(console: context.console, label: "fetching", minimumTotal: 2)
        var apiURL = apiURLOption ?? WakaTimeClient.defaultAPIURL
        do {
            let credentials = try WakaTimeCredentials.resolve(keyFile: keyFile, environment: context.environment)
            apiURL = apiURLOption ?? credentials.apiURL ?? WakaTimeClient.defaultAPIURL
            let client = try WakaTimeClient(apiURL: apiURL, apiKey: credentials.apiKey)
            fetched = try client.fetchDurations(from: from, through: to) { progress.update($0, of: $1) }
        } catch {
            progress.finish()
            throw .failure(error.description)
        }
        progress.finish()
        let bar = ImportBar(context, file: apiURL)
        ImportCommand.report(try context.workspace.storeSessions(fetched.sessions, file: apiURL,
                                                                 note: "\(counted(fetched.days.count, "day")) asked, \(fetched.days.filter { $0.sessionCount > 0 }.count) with coding",
                                                                 progress: bar.show), context)
    }
}

extension SyncCommand {
    /// The one description of `cairn sync wakatime`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["sync", "wakatime"], summary: "fetch durations from a WakaTime-compatible API", group: .history,
                    options: [
                        .option("--from", .date, "the first date to fetch", required: true),
                        .option("--to", .date, "the last date to fetch", required: true),
                        .option("--api-url", .text, "the API (default WakaTime's; Wakapi: https://HOST/api/compat/wakatime/v1)",
                                placeholder: "URL"),
                        .option("--key-file", .file, "a file holding the API key, readable by its owner only (else WAKATIME_API_KEY)",
                                placeholder: "PATH"),
                        .option("--key", .text, "refused: the key never goes on the command line", hidden: true),
                        .flag("--api-key", "refused: the key never goes on the command line", hidden: true),
                    ],
                    example: "cairn sync wakatime --from 2026-11-01 --to 2026-11-07 --key-file ~/.wakatime-key"),
    ]
}
