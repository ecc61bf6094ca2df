import CairnApp
import Foundation

/// `POST /team/move-in`: a personal `cairn export`, uploaded from Settings as
/// `multipart/form-data`, restored into the signed-in person's empty account
/// (``Workspace/restore(_:stdin:)`` in team mode: every id and the seen set kept). Settings
/// comes back with the restored line, or the problem with its status; nothing is written then.
struct TeamMoveInRoute: Sendable {
    var pages: PageRoutes

    func moveIn(_ request: HTTPRequest) -> HTTPResponse {
        func refuse(_ error: AppError) -> HTTPResponse {
            pages.settings(PageRoutes.Notice(problem: error.description, status: error.httpStatus))
        }
        let body: MultipartBody
        do {
            guard let parsed = try MultipartBody(request) else {
                return refuse(.usage("send the export as multipart/form-data, as the Settings form does"))
            }
            body = parsed
        } catch {
            return refuse(.usage(error.description))
        }
        let files = body.parts.filter { $0.name == "file" && !($0.fileName ?? "").isEmpty }
        guard files.count == 1 else { return refuse(.usage("choose the one file `cairn export` wrote")) }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cairn-move-in-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do throws(AppError) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .failure("the upload could not be kept: \(error.localizedDescription)")
            }
            let names = try UploadedFiles.save(files, of: body, in: folder)
            let path = (folder as NSString).appendingPathComponent(names.first ?? "")
            let summary = try pages.database.workspace().restore(path, stdin: { Data() })
            let shown = files.first?.fileName ?? "the file"
            return pages.settings(PageRoutes.Notice(toast: Workspace.restoredLine(summary, file: shown)))
        } catch {
            return refuse(error.rewritingMessage { $0.replacingOccurrences(of: folder + "/", with: "") })
        }
    }
}
