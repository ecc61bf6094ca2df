import CairnApp

extension PageRoutes {
    /// `GET /export`: `cairn export`'s document, without the API key, as a download named
    /// `cairn-export-YYYY-MM-DD.json` (today in the person's zone). The same call writes the same
    /// bytes as `cairn export` at the same instant. A failure shows Settings with the reason.
    func export() -> HTTPResponse {
        let workspace = database.workspace()
        var bytes: [UInt8] = []
        do {
            let name = try workspace.exportFileName()
            try workspace.export(withSecrets: false, to: { bytes.append(contentsOf: $0.utf8) })
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json; charset=utf-8",
                                                       "Content-Disposition": #"attachment; filename="\#(name)""#],
                                body: bytes)
        } catch {
            return settings(Notice(problem: error.description, status: error.httpStatus))
        }
    }
}
