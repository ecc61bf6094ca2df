import CairnCore

/// Runs one of ``Plausible``'s checks on a value a person gave: a refusal is a bad request
/// naming the value and the bound.
package func plausible(_ check: () throws(PlausibleError) -> Void) throws(AppError) {
    do {
        try check()
    } catch {
        throw .usage(error.description)
    }
}
