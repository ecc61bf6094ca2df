import CairnApp
import CairnTeam
import Foundation

/// `/import`, bringing history in by upload: `GET /import` (the form), `POST /import` (a
/// `multipart/form-data` upload of the files and the format; without JavaScript the screen comes
/// back with the closing summary or the problem; with `X-Cairn-Import: job` it answers 202 and
/// `{"id"}`, and the import runs as a job of `jobs`) and `GET /api/import/ID` (the job's
/// progress, then its summary). Each import is ``Workspace/importFiles(in:_:as:habit:progress:)``, the
/// calls `cairn import` makes.
struct ImportRoutes: Sendable {
    var pages: PageRoutes
    /// Where the jobs are kept: this server's memory (``ImportJobs``), or on a team server the
    /// team database, for the signed-in person (``TeamImportJobs``).
    var jobs: any ImportBoard

    /// The answer for an import route, or `nil` when the request is not one.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let parts = request.pathParts
        switch (request.method, parts) {
        case ("GET", ["import"]): return page()
        case ("POST", ["import"]): return upload(request)
        case ("GET", _) where parts.count == 3 && parts[0] == "api" && parts[1] == "import": return progress(parts[2])
        default: return nil
        }
    }

    func page(_ view: ImportPage = ImportPage(), status: Int = 200) -> HTTPResponse {
        var view = view
        view.csrfToken = pages.csrfToken
        return pages.page(.settings, PageRoutes.Notice(status: status)) { () throws(AppError) in view.render() }
    }

    private func upload(_ request: HTTPRequest) -> HTTPResponse {
        let asJob = request.header("X-Cairn-Import") == "job"
        func refuse(_ error: AppError, format: ImportFormat? = nil, habit: String? = nil) -> HTTPResponse {
            asJob ? .error(error.description, status: error.httpStatus)
                : page(ImportPage(format: format ?? .wakatime, habit: habit ?? "", problem: error.description), status: error.httpStatus)
        }
        let body: MultipartBody
        do {
            guard let parsed = try MultipartBody(request) else {
                return refuse(.usage("send the file as multipart/form-data, as the Import page's form does"))
            }
            body = parsed
        } catch {
            return refuse(.usage(error.description))
        }
        guard let format = body.field("format").flatMap(ImportFormat.init(rawValue:)) else {
            return refuse(.usage("choose what wrote the file (format: \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        let habit = body.field("habit").map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let files = body.parts.filter { $0.name == "file" && !($0.fileName ?? "").isEmpty }
        // A place among the server's jobs before anything is kept (``ImportSlots``); an import
        // without JavaScript runs on this request's thread, but counts against the same caps.
        let reservation: ImportSlots.Reservation
        do throws(ImportSlots.Full) {
            reservation = try jobs.reserve()
        } catch {
            let refused = asJob ? HTTPResponse.error(error.description, status: error.status)
                : page(ImportPage(format: format, habit: habit ?? "", problem: error.description), status: error.status)
            return refused.adding("Retry-After", String(error.retryAfter))
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cairn-import-\(UUID().uuidString)")
        let names: [String]
        do throws(AppError) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .failure("the upload could not be kept: \(error.localizedDescription)")
            }
            names = try UploadedFiles.save(files, of: body, in: folder)
        } catch {
            jobs.slots.cancel(reservation)
            try? FileManager.default.removeItem(atPath: folder)
            return refuse(error, format: format, habit: habit)
        }
        let workspace = pages.database.workspace()
        if asJob {
            let workspace = workspace.detached()
            let id: String
            do throws(AppError) {
                id = try jobs.start(reservation) { progress throws(AppError) in
                    defer { try? FileManager.default.removeItem(atPath: folder) }
                    return try workspace.importFiles(in: folder, names, as: format, habit: habit, progress: progress)
                }
            } catch {
                try? FileManager.default.removeItem(atPath: folder)
                return .error(error.description, status: 503)
            }
            return .json(Array(#"{"id":"\#(id)"}"#.utf8) + [0x0A], status: 202)
        }
        defer {
            jobs.slots.cancel(reservation)
            try? FileManager.default.removeItem(atPath: folder)
        }
        do {
            let result = try workspace.importFiles(in: folder, names, as: format, habit: habit, progress: { _ in })
            return page(ImportPage(format: format, summary: result.lines))
        } catch {
            return refuse(error, format: format, habit: habit)
        }
    }

    private func progress(_ id: String) -> HTTPResponse {
        let known: ImportJobRow?
        do throws(AppError) {
            known = try jobs.state(id)
        } catch {
            return .error(error.description, status: 503)
        }
        guard let state = known else { return .error("no import \(id) (an import is kept for ten minutes after it ends)", status: 404) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(state) else { return .error("the import's state could not be written", status: 500) }
        return .json(Array(data) + [0x0A])
    }
}
