import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What an HTTP server answered: the status, the `Retry-After` and `Location` headers if any,
/// and the body.
struct HTTPReply: Sendable, Hashable {
    var status: Int
    var retryAfter: String?
    var location: String? = nil
    var body: Data
}

/// A synchronous HTTP GET on top of `URLSession`'s completion-handler API.
///
/// The importers are synchronous, so the caller's thread waits on a semaphore while the
/// session's own queue runs the request. The wait is bounded by `deadline` even if the session's
/// own timeout never fires; the task is then cancelled and the result is `URLError(.timedOut)`.
enum BlockingHTTP {
    /// Sends `request` on `session` and waits for the reply or the transport error.
    static func send(_ request: URLRequest, session: URLSession, deadline: TimeInterval) -> Result<HTTPReply, any Error> {
        let box = ReplyBox()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            if let error {
                box.store(.failure(error))
            } else if let http = response as? HTTPURLResponse {
                box.store(.success(HTTPReply(status: http.statusCode,
                                             retryAfter: http.value(forHTTPHeaderField: "Retry-After"),
                                             location: http.value(forHTTPHeaderField: "Location"),
                                             body: data ?? Data())))
            } else {
                box.store(.failure(URLError(.badServerResponse)))
            }
            done.signal()
        }
        task.resume()
        guard done.wait(timeout: .now() + deadline) == .success else {
            task.cancel()
            return .failure(URLError(.timedOut))
        }
        return box.value ?? .failure(URLError(.unknown))
    }
}

/// Hands the completion handler's result to the waiting thread.
///
/// `@unchecked Sendable` because the stored value is mutable; every access goes through `lock`,
/// and the value is written once (by the session's queue) before the semaphore is signalled.
private final class ReplyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<HTTPReply, any Error>?

    func store(_ result: Result<HTTPReply, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        stored = result
    }

    var value: Result<HTTPReply, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
