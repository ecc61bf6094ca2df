import CairnTestSupport
import Foundation

extension ServedCairn {
    /// POSTs a plain HTML form (`fields` urlencoded) to `path` with the page's CSRF token, as a
    /// browser without JavaScript does.
    func postForm(_ path: String, _ fields: String) async throws -> (status: Int, headers: [String: String], body: String) {
        let token = try await csrfToken()
        return try await request("POST", path, body: "_csrf=\(token)&" + fields,
                                 headers: ["Content-Type": "application/x-www-form-urlencoded"])
    }
}

/// The text of a page's toast, if it has one (a name's `<bdi>` isolation left out).
func toastText(_ page: String) -> String? {
    guard let start = page.range(of: #"<div id="toast" class="toast" role="status" aria-live="polite">"#),
          let end = page.range(of: "</div>", range: start.upperBound..<page.endIndex) else { return nil }
    return String(page[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "<bdi>", with: "").replacingOccurrences(of: "</bdi>", with: "")
}
