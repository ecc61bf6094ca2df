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

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("sync source (wakatime)") {
        case "wakatime": try wakatime(&arguments, context)
        case let other: throw .usage("unknown sync source \"\(other)\"; use wakatime")
        }
    }

    private static func wakatime(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        guard let fromText = try arguments.option("--from"), let toText = try arguments.option("--to") else {
            throw .usage("sync wakatime needs --from DATE and --to DATE")
        }
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
        try ImportCommand.store(fetched.sessions, file: apiURL, context,
                                note: "\(counted(fetched.days.count, "day")) asked, \(fetched.days.filter { $0.sessionCount > 0 }.count) with coding")
    }
}
