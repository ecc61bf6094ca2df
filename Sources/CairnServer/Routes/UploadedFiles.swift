import CairnApp
import Foundation

/// An upload's files, saved in a folder of their own under the names they came with.
enum UploadedFiles {
    /// Writes each file part of `body` into `folder` and returns the names given them: the
    /// browser's file name (its last component; a name that is empty, hidden or repeated gets a
    /// plain one), so the summary names the file as the person knows it.
    static func save(_ files: [MultipartBody.Part], of body: MultipartBody, in folder: String) throws(AppError) -> [String] {
        guard !files.isEmpty else { throw .usage("choose a file to import") }
        var names: [String] = []
        for (index, part) in files.enumerated() {
            var name = part.fileName ?? ""
            if name.isEmpty || name.hasPrefix(".") || name.contains("/") || names.contains(name) { name = "upload-\(index + 1)" }
            do { try body.write(part, to: (folder as NSString).appendingPathComponent(name)) } catch { throw .failure(error.description) }
            names.append(name)
        }
        return names
    }
}
