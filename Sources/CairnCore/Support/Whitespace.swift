import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespaces)`, answered without Foundation when the text starts
    /// and ends with printable ASCII: then there is nothing to trim, and a command that reads one
    /// typed value does not pay for Foundation's string bridging.
    var trimmedOfWhitespace: String {
        guard let first = utf8.first, let last = utf8.last,
              first > 0x20, first < 0x80, last > 0x20, last < 0x80 else {
            return trimmingCharacters(in: .whitespaces)
        }
        return self
    }
}
