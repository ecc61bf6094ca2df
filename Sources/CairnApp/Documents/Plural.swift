/// `1 session`, `2 sessions`: a count with its noun in the right number.
///
/// - Parameters:
///   - count: how many.
///   - singular: the noun for one.
///   - plural: the noun for any other count (default: the singular with an `s`).
package func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
