import Foundation
import Testing
@testable import CairnServer

/// `MultipartBody`: the parts of an upload found in odd but real inputs, and refusals of broken ones.
@Suite("multipart/form-data bodies")
struct MultipartBodyTests {
    static func body(_ text: String) -> Data { Data(text.utf8) }

    static func text(_ body: MultipartBody, _ part: MultipartBody.Part) -> String {
        String(decoding: body.bytes[part.range], as: UTF8.self)
    }

    @Test("a field and a file, CRLF throughout, with a preamble and an epilogue")
    func fieldAndFile() throws {
        let body = try MultipartBody(Self.body("preamble\r\n--XyZ\r\nContent-Disposition: form-data; name=\"format\"\r\n\r\nwakatime\r\n"
            + "--XyZ\r\ncontent-disposition: form-data; name=\"file\"; filename=\"C:\\\\Users\\\\me\\\\beats.json\"\r\nContent-Type: application/json\r\n\r\n"
            + "[1,\r\n2]\r\n--XyZ--\r\nepilogue"), boundary: "XyZ")
        #expect(body.parts.map(\.name) == ["format", "file"])
        #expect(body.field("format") == "wakatime")
        let file = try #require(body.part("file"))
        #expect(file.fileName == "beats.json")
        #expect(file.contentType == "application/json")
        #expect(Self.text(body, file) == "[1,\r\n2]")
    }

    @Test("bare LF line ends, spaces after a boundary, an empty file and a quoted name with an escaped quote")
    func quirks() throws {
        let body = try MultipartBody(Self.body("--b  \nContent-Disposition: form-data; name=\"a\\\"b\"\n\n\n--b\nContent-Disposition: form-data; name=file; filename=\"\"\n\n\n--b--"),
                                     boundary: "b")
        #expect(body.parts.map(\.name) == ["a\"b", "file"])
        #expect(body.parts.allSatisfy { $0.range.isEmpty })
        #expect(body.part("file")?.fileName == "")
    }

    @Test("the boundary's text inside a file, not at a line's start, is content")
    func boundaryInsideContent() throws {
        let body = try MultipartBody(Self.body("--q\r\nContent-Disposition: form-data; name=\"file\"; filename=\"x\"\r\n\r\nab--q--cd\r\n--qx\r\n--q--\r\n"),
                                     boundary: "q")
        // "--qx" at a line's start is not the boundary "--q": it is content too.
        #expect(body.parts.count == 1)
        #expect(body.parts.first.map { Self.text(body, $0) } == "ab--q--cd\r\n--qx")
    }

    @Test("a body split anywhere reads the same as whole (the server sees pieces, the parser the whole)")
    func splitBoundaries() throws {
        let text = "--abc\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\ntok\r\n--abc\r\nContent-Disposition: form-data; name=\"file\"; filename=\"f.csv\"\r\n\r\nx,y\r\n1,2\r\n--abc--\r\n"
        let whole = try MultipartBody(Self.body(text), boundary: "abc")
        for cut in 1..<text.utf8.count {
            // A body handed over in two pieces is concatenated before parsing; a Data slice with a
            // non-zero start index reads the same.
            let bytes = Array(text.utf8)
            var joined = Data(bytes[..<cut])
            joined.append(contentsOf: bytes[cut...])
            let sliced = Data([0x00] + bytes).dropFirst()
            #expect(try MultipartBody(joined, boundary: "abc").parts == whole.parts)
            #expect(try MultipartBody(sliced, boundary: "abc").field("_csrf") == "tok")
        }
        #expect(whole.field("_csrf") == "tok")
    }

    @Test("broken bodies are refused, saying what is wrong", arguments: [
        ("", "no boundary line"),
        ("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno end", "before its closing boundary"),
        ("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n", "inside a part's headers"),
        ("--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--", "no Content-Disposition"),
        ("--b\r\nno colon here\r\n\r\nx\r\n--b--", "no colon"),
        ("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--bxyz\r\n", "before its closing boundary"),
        ("--b", "no boundary line"),
    ])
    func refused(_ text: String, _ words: String) {
        #expect { try MultipartBody(Self.body(text), boundary: "b") } throws: { error in
            "\(error)".contains(words) && "\(error)".hasPrefix("the upload is not a well-formed form")
        }
    }

    @Test("too many parts and too long headers are refused")
    func bounded() {
        let part = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n"
        let many = String(repeating: part, count: MultipartBody.partLimit + 1) + "--b--"
        #expect { try MultipartBody(Self.body(many), boundary: "b") } throws: { "\($0)".contains("more than \(MultipartBody.partLimit) parts") }
        let fine = String(repeating: part, count: MultipartBody.partLimit) + "--b--"
        #expect((try? MultipartBody(Self.body(fine), boundary: "b"))?.parts.count == MultipartBody.partLimit)
        let long = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\nX: " + String(repeating: "y", count: MultipartBody.headerLimit) + "\r\n\r\nx\r\n--b--"
        #expect { try MultipartBody(Self.body(long), boundary: "b") } throws: { "\($0)".contains("headers are longer") }
    }

    @Test("a field longer than the field limit is not read as text")
    func longField() throws {
        let big = String(repeating: "z", count: MultipartBody.fieldLimit + 1)
        let body = try MultipartBody(Self.body("--b\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(big)\r\n--b--"), boundary: "b")
        #expect(body.part("_csrf")?.range.count == MultipartBody.fieldLimit + 1)
        #expect(body.field("_csrf") == nil)
    }

    @Test("the boundary comes from the content type, quoted or not; other types have none", arguments: [
        ("multipart/form-data; boundary=----WebKitFormBoundaryabc", "----WebKitFormBoundaryabc"),
        ("Multipart/Form-Data; charset=utf-8; Boundary=\"a b\"", "a b"),
        ("multipart/form-data", nil),
        ("multipart/form-data; boundary=", nil),
        ("application/x-www-form-urlencoded", nil),
        ("multipart/form-data; boundary=" + String(repeating: "x", count: 71), nil),
    ] as [(String, String?)])
    func boundary(_ type: String, _ expected: String?) {
        #expect(MultipartBody.boundary(ofContentType: type) == expected)
    }

    @Test("a part is written to its own file byte for byte")
    func writesPart() throws {
        var bytes = Data("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"bin\"\r\n\r\n".utf8)
        let payload = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        bytes.append(payload)
        bytes.append(Data("\r\n--b--\r\n".utf8))
        let body = try MultipartBody(bytes, boundary: "b")
        let path = NSTemporaryDirectory() + "multipart-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body.write(try #require(body.part("file")), to: path)
        #expect(FileManager.default.contents(atPath: path) == payload)
    }
}
