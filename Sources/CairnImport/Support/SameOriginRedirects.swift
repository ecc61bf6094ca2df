import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A session delegate that follows a redirect only within the origin first asked (same scheme,
/// host and port), so a request carrying an API key never takes it to another server. A redirect
/// elsewhere is not followed: the request ends with the 3xx answer, for the caller to explain.
///
/// `@unchecked Sendable`: it holds no state.
final class SameOriginRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let from = task.originalRequest?.url ?? response.url
        completionHandler(Self.sameOrigin(from, request.url) ? request : nil)
    }

    /// Whether two URLs share scheme, host and port (the default port of the scheme when none is given).
    static func sameOrigin(_ a: URL?, _ b: URL?) -> Bool {
        guard let a, let b, let schemeA = a.scheme?.lowercased(), let schemeB = b.scheme?.lowercased(),
              let hostA = a.host?.lowercased(), let hostB = b.host?.lowercased() else { return false }
        func port(_ url: URL, _ scheme: String) -> Int { url.port ?? (scheme == "https" ? 443 : 80) }
        return schemeA == schemeB && hostA == hostB && port(a, schemeA) == port(b, schemeB)
    }
}
