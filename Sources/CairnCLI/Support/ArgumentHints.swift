import CairnApp
import CairnCore
import CairnStore

/// Hints for arguments given in the wrong order or the wrong form: usage errors (exit 64) that
/// say what was probably meant.
enum ArgumentHints {
    /// Dates given as words to a command that takes them as `--from`/`--to`:
    /// `cairn days 2026-11-01 2026-11-07` → "use --from 2026-11-01 --to 2026-11-07".
    static func check(_ spec: CommandSpec, _ words: Arguments) throws(CLIError) {
        guard spec.positionals.isEmpty, spec.option(named: "--from")?.value == .date,
              spec.option(named: "--to")?.value == .date else { return }
        let dates = Array(words.positionals.dropFirst(spec.words.count - 1))  // the subcommand is still there
        guard (1...2).contains(dates.count), dates.allSatisfy({ LocalDate(iso: $0) != nil }) else { return }
        let suggestion = dates.count == 2 ? "--from \(dates[0]) --to \(dates[1])" : "--from \(dates[0])"
        throw .usage("`cairn \(spec.name)` takes its dates as options: use \(suggestion)")
    }
}
