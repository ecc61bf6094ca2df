import CairnApp
import CairnServer
import Foundation

/// Runs the command line's own commands in-process for the server, against the server's
/// database and clock, always with `--json`, so the API's documents, checks and errors are the
/// CLI's.
struct CommandRunner: Sendable {
    /// The database every command reads and writes.
    var database: String
    /// The instant given to `cairn serve --now`, passed on to every command.
    var now: String?
    /// The server's environment (`TZ`, `CAIRN_NOW`, `HOME`, …).
    var environment: [String: String]

    /// What one command did.
    struct Outcome: Sendable {
        /// The exit status.
        var status: Int32
        /// The JSON document it printed.
        var stdout: String
        /// Its `error:` line, if any.
        var stderr: String
        /// The error it ended with.
        var error: CLIError?

        /// The HTTP answer: the document with 200, or `{"error"}` with 400 (usage), 404 (no such
        /// thing), 409 (conflict) or 422 (any other failure).
        var response: HTTPResponse {
            if status == 0 { return .json(Array(stdout.utf8)) }
            return .error(message, status: httpStatus)
        }

        /// The status an error maps to.
        var httpStatus: Int {
            switch error {
            case .usage?: 400
            case .notFound?: 404
            case .conflict?: 409
            default: status == 64 ? 400 : 422
            }
        }

        /// The error's message without its `error: ` prefix.
        var message: String {
            if let error { return error.description }
            let line = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line
        }
    }

    /// Runs `cairn --db DB --json [--now NOW] WORDS…`; the words are passed as they are, never
    /// joined into a line.
    func run(_ words: [String]) -> Outcome {
        let capture = CommandCapture()
        var arguments = ["--db", database, "--json"]
        if let now { arguments += ["--now", now] }
        arguments += words
        let status = CLI.run(arguments, environment: environment, console: capture.console, stdin: { Data() }, clock: Date())
        return Outcome(status: status, stdout: capture.stdout, stderr: capture.stderr, error: capture.error)
    }

    /// The command line's context for the server's database and clock, for the few routes that
    /// call the store directly.
    func context() throws(CLIError) -> Context {
        var words = Arguments(["--db", database, "--json"] + (now.map { ["--now", $0] } ?? []))
        return try Context(arguments: &words, environment: environment, console: CommandCapture().console, clock: Date())
    }

    /// Runs a command and decodes its document.
    func document<T: Decodable>(_ type: T.Type, _ words: [String]) -> Result<T, APIFailure> {
        let outcome = run(words)
        guard outcome.status == 0 else { return .failure(APIFailure(message: outcome.message, status: outcome.httpStatus)) }
        do {
            return .success(try JSONDecoder().decode(T.self, from: Data(outcome.stdout.utf8)))
        } catch {
            return .failure(APIFailure(message: "cannot read the \(words.first ?? "command")'s document: \(error)", status: 500))
        }
    }
}

/// A request the API refuses, with the status it answers.
struct APIFailure: Error, Sendable {
    var message: String
    var status: Int

    var response: HTTPResponse { .error(message, status: status) }
}
