import CairnCore

/// Runs one of ``Plausible``'s checks for a reader: a refusal becomes an ``ImportError`` at
/// `location` of `file`, naming the item and the bound.
func plausible(_ file: String, _ location: String?, _ check: () throws(PlausibleError) -> Void) throws(ImportError) {
    do {
        try check()
    } catch {
        throw ImportError(file: file, location: location, reason: error.description)
    }
}
