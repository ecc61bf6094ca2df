extension CommandCatalog {
    /// Seeing and correcting what was logged.
    static let correcting: [CommandSpec] = [
        CommandSpec(words: ["entry", "list"], summary: "entries, newest first", group: .correcting,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "only this trackable's", optional: true)],
                    options: [
                        .option("--from", .date, "the first date"),
                        .option("--to", .date, "the last date"),
                    ],
                    example: "cairn entry list Weight --from 2026-11-01"),
        CommandSpec(words: ["entry", "edit"], summary: "change an entry's value or date", group: .correcting,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn entry list`)"),
                                  PositionalSpec(name: "VALUE", kind: .value, help: "the new value", optional: true, rest: true)],
                    options: [
                        .option("--date", .date, "the new day"),
                        .option("--at", .instant, "the new instant"),
                        .option("--item", .text, "an event's items, replacing them all: FIELD=VALUE pairs", repeatable: true,
                                placeholder: "F=V,..."),
                    ],
                    example: "cairn entry edit 12 80.2kg"),
        CommandSpec(words: ["entry", "remove"], summary: "an entry, by its id", group: .correcting,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn entry list`)")],
                    example: "cairn entry remove 12"),
        CommandSpec(words: ["undo"], summary: "revert the last change (run again to step further back)", group: .correcting,
                    example: "cairn undo"),
        CommandSpec(words: ["why"], summary: "what decided a day's status and the streak standing on it", group: .correcting,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "a trackable, for its rules' runs and records",
                                                 optional: true),
                                  PositionalSpec(name: "DATE", kind: .date, help: "the day (default: today)", optional: true)],
                    example: "cairn why 2026-11-03"),
    ]

    /// The server, the checks and the command line itself.
    static let tool: [CommandSpec] = [
        CommandSpec(words: ["serve"], summary: "the browser app and JSON API (loopback by default)", group: .tool,
                    options: [
                        .option("--port", .wholeNumber, "the port (default 7878)"),
                        .option("--bind", .text, "the address (default 127.0.0.1; any other needs --token-file)", placeholder: "ADDRESS"),
                        .flag("--open", "open the app in the browser"),
                        .option("--token-file", .file, "a file readable by you only, holding the token every request must carry (needed beyond loopback; at least 128 bits: length × log2 of the different characters used)"),
                        .flag("--make-token", "make the --token-file when it is missing: 32 random bytes as hex, mode 600"),
                    ],
                    example: "cairn serve --port 7878 --open"),
        CommandSpec(words: ["key"], summary: "this database's API key for editor plugins (~/.wakatime.cfg's api_key)", group: .tool,
                    options: [.flag("--rotate", "replace it with a new one (plugins with the old one are refused)")],
                    example: "cairn key --rotate"),
        CommandSpec(words: ["check"], summary: "check the database for problems", group: .tool,
                    example: "cairn check"),
        CommandSpec(words: ["help"], summary: "the help of a command, with an example", group: .tool,
                    positionals: [PositionalSpec(name: "COMMAND", kind: .command, help: "the command",
                                                 optional: true),
                                  PositionalSpec(name: "SUB", kind: .text, help: "its subcommand", optional: true)],
                    example: "cairn help goals set"),
        CommandSpec(words: ["completion"], summary: "a shell completion script for bash, zsh or fish", group: .tool,
                    positionals: [PositionalSpec(name: "SHELL", kind: .choice(CompletionScript.Shell.allCases.map(\.rawValue)),
                                                 help: "bash, zsh or fish")],
                    example: "cairn completion bash > ~/.local/share/bash-completion/completions/cairn"),
        CommandSpec(words: ["__complete"], summary: "words for the completion scripts (trackables)", group: .tool,
                    positionals: [PositionalSpec(name: "WHAT", kind: .choice(["trackables"]), help: "what to list")],
                    example: "cairn __complete trackables", hidden: true),
    ]

}
