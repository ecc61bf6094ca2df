/// `cairn __man` and `cairn __unit` (hidden): the files the Debian package ships besides the
/// binary, made from the same descriptions as the help (`scripts/package` calls them).
enum PackageFilesCommand {
    /// The manual page cairn(1), in roff.
    static func man(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        context.console.out(ManPage.roff)
    }

    /// The systemd user unit running `/usr/bin/cairn serve` on the default database and port.
    static func unit(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        context.console.out(ServiceUnit.text(command: ["/usr/bin/cairn", "serve"]))
    }
}

extension PackageFilesCommand {
    /// The one description of `cairn __man` and `cairn __unit`: the package's generated files.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["__man"], summary: "the manual page cairn(1), in roff, for the package", group: .tool,
                    example: "cairn __man", hidden: true),
        CommandSpec(words: ["__unit"], summary: "the systemd user unit for the package (/usr/bin/cairn serve)", group: .tool,
                    example: "cairn __unit", hidden: true),
    ]
}
