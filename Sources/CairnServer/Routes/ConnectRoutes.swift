import CairnApp

extension PageRoutes {
    /// The Connect screen (``ConnectPage``) for `request`, whose `Host` the lines point at.
    func connect(_ request: HTTPRequest, key: ConnectPage.KeyState = .hidden, _ notice: Notice = .none) -> HTTPResponse {
        let workspace = database.workspace()
        let host = request.header("Host") ?? "127.0.0.1:7878"
        return page(.connect, notice) { () throws(AppError) in
            ConnectPage(key: key, host: host, arrival: try workspace.heartbeatArrival(), csrfToken: csrfToken).render()
        }
    }

    /// `POST /connect/key`: the screen with the key shown (made on first use, as `cairn key`).
    func revealKey(_ request: HTTPRequest) -> HTTPResponse {
        do {
            return connect(request, key: .shown(try database.workspace().apiKey(rotate: false)))
        } catch {
            return connect(request, Notice(problem: error.description, status: error.httpStatus))
        }
    }

    /// `POST /connect/rotate`: without `confirm=1`, the question; with it, a new key (as
    /// `cairn key --rotate`), shown with its lines.
    func rotateKey(_ request: HTTPRequest) -> HTTPResponse {
        guard FormBody(request).fields["confirm"] == "1" else { return connect(request, key: .confirmingRotation) }
        do {
            let key = try database.workspace().apiKey(rotate: true)
            return connect(request, key: .shown(key),
                           Notice(toast: "Key rotated: paste the new lines into ~/.wakatime.cfg; plugins with the old key are refused."))
        } catch {
            return connect(request, Notice(problem: error.description, status: error.httpStatus))
        }
    }
}
