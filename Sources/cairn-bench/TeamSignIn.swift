import Foundation

/// How `cairn-bench team` asks for one person's Today while the load runs: signed in as a
/// browser is (GET `/signin`, its `_csrf` field, POST name, password and `_csrf`, then the
/// `cairn_session` cookie on `GET /api/today`), or, when the server has no sign-in page, with the
/// person's WakaTime key on `GET /api/v1/users/current/statusbar/today` (said in the output).
struct TeamSignIn {
    /// The path polled.
    var path: String
    /// The headers it is asked with (the cookie, or the key).
    var headers: [(String, String)]
    /// How it was signed in, in words.
    var how: String

    /// Signs `name` in on the server at `port`.
    static func signIn(port: Int, name: String, password: String, key: String) throws -> TeamSignIn {
        let connection = HTTPConnection(port: port)
        let page = try connection.request("GET", "/signin")
        let keyed = TeamSignIn(path: "/api/v1/users/current/statusbar/today",
                               headers: [("Authorization", "Basic " + Data(key.utf8).base64EncodedString())],
                               how: "no sign-in page (GET /signin answered \(page.status)): the key on statusbar/today")
        guard page.status == 200, let csrf = field("_csrf", in: page.text) else { return keyed }
        var cookies = cookiePairs(page.cookies)
        let form = [("name", name), ("password", password), ("_csrf", csrf)]
            .map { "\($0.0)=\(formEncoded($0.1))" }.joined(separator: "&")
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if !cookies.isEmpty { headers.append(("Cookie", cookies.joined(separator: "; "))) }
        let posted = try connection.request("POST", "/signin", headers: headers, body: Array(form.utf8))
        cookies += cookiePairs(posted.cookies)
        guard let session = cookies.last(where: { $0.hasPrefix("cairn_session=") }) else {
            throw HTTPConnection.Failure(description: "POST /signin as \(name) answered \(posted.status) without a cairn_session cookie: \(posted.text.prefix(300))")
        }
        return TeamSignIn(path: "/api/today", headers: [("Cookie", session)], how: "signed in at /signin, the cairn_session cookie")
    }

    /// `signIn`'s reader when its path answers 2xx; else the key on the status bar when that
    /// answers; else nil, with both answers in `refusal`.
    static func reader(port: Int, name: String, password: String, key: String) throws -> (TeamSignIn?, refusal: String) {
        let signedIn = try signIn(port: port, name: name, password: password, key: key)
        let connection = HTTPConnection(port: port)
        let first = try connection.request("GET", signedIn.path, headers: signedIn.headers)
        if (200..<300).contains(first.status) { return (signedIn, "") }
        let refusal = "GET \(signedIn.path) answered \(first.status): \(first.text.prefix(200))"
        let keyed = TeamSignIn(path: "/api/v1/users/current/statusbar/today",
                               headers: [("Authorization", "Basic " + Data(key.utf8).base64EncodedString())],
                               how: "the key on statusbar/today, as \(refusal)")
        let second = try connection.request("GET", keyed.path, headers: keyed.headers)
        if (200..<300).contains(second.status) { return (keyed, refusal) }
        return (nil, refusal + "; GET \(keyed.path) answered \(second.status): \(second.text.prefix(200))")
    }

    /// The `value` of the input called `name` in an HTML page.
    static func field(_ name: String, in html: String) -> String? {
        guard let at = html.range(of: "name=\"\(name)\"") else { return nil }
        // The value may come before or after the name within the tag.
        let tagStart = html[..<at.lowerBound].lastIndex(of: "<") ?? at.lowerBound
        guard let tagEnd = html[at.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = html[tagStart..<tagEnd]
        guard let value = tag.range(of: "value=\"") else { return nil }
        let rest = tag[value.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `name=value` of each `Set-Cookie`.
    static func cookiePairs(_ setCookies: [String]) -> [String] {
        setCookies.compactMap { $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text).replacingOccurrences(of: "%20", with: "+")
    }
}
