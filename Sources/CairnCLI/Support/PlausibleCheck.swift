import CairnCore

/// Runs one of ``Plausible``'s checks on a command-line value: a refusal is a usage error
/// (exit 64) naming the flag and the bound.
func plausible(_ check: () throws(PlausibleError) -> Void) throws(CLIError) {
    do {
        try check()
    } catch {
        throw .usage(error.description)
    }
}
