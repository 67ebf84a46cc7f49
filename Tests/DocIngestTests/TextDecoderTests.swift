import DocIngest
import DocModel
import XCTest

final class TextDecoderTests: XCTestCase {
    private func decode(_ bytes: [UInt8], hint: TextDecoder.Hint = .text) throws -> SourceText {
        try TextDecoder.decode(bytes, file: "page.md", hint: hint)
    }

    private func ids(_ source: SourceText) -> [String] { source.diagnostics.map(\.id) }

    func testCp1252MojibakeIsRepairedToEmDashWithLine() throws {
        let source = try decode(Array("line one\nfocus jumps â€” user can\n".utf8))
        XCTAssertEqual(source.text, "line one\nfocus jumps — user can\n")
        XCTAssertEqual(ids(source), ["docgen.extract.mojibake-repaired"])
        XCTAssertEqual(source.diagnostics.first?.line, 2)
    }

    func testGenuineLatinTextIsNotTreatedAsMojibake() throws {
        let source = try decode(Array("café, naïve, Zürich — fine".utf8))
        XCTAssertEqual(source.text, "café, naïve, Zürich — fine")
        XCTAssertTrue(source.diagnostics.isEmpty)
    }

    func testUTF8ByteOrderMarkIsRemoved() throws {
        let source = try decode([0xEF, 0xBB, 0xBF] + Array("# Title".utf8))
        XCTAssertEqual(source.text, "# Title")
        XCTAssertEqual(ids(source), ["docgen.extract.bom-removed"])
    }

    func testUTF16LittleAndBigEndianAreDecoded() throws {
        let text = "# 焦点 focus"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        XCTAssertEqual(try decode(little).text, text)
        XCTAssertEqual(try decode(little).encoding, "utf-16le")
        XCTAssertEqual(try decode(big).text, text)
        XCTAssertEqual(try decode(big).encoding, "utf-16be")
    }

    func testCRLFAndLoneCRBecomeLF() throws {
        XCTAssertEqual(try decode(Array("a\r\nb\r\n".utf8)).text, "a\nb\n")
        let lone = try decode(Array("a\rb\rc".utf8))
        XCTAssertEqual(lone.text, "a\nb\nc")
        XCTAssertEqual(ids(lone), ["docgen.extract.line-endings-normalized"])
    }

    func testNULBytesAreRemovedWithAWarning() throws {
        let source = try decode(Array("fo\u{0}cus\u{0}".utf8))
        XCTAssertEqual(source.text, "focus")
        XCTAssertEqual(source.diagnostics.first?.severity, .warning)
        XCTAssertEqual(ids(source), ["docgen.extract.nul-removed"])
    }

    func testInvalidUTF8FallsBackToWindows1252NamingTheLine() throws {
        let source = try decode(Array("ok\n".utf8) + [0x63, 0x61, 0x66, 0xE9])
        XCTAssertEqual(source.text, "ok\ncafé")
        XCTAssertEqual(source.encoding, "windows-1252")
        XCTAssertEqual(source.diagnostics.first?.id, "docgen.extract.invalid-utf8")
        XCTAssertEqual(source.diagnostics.first?.line, 2)
    }

    func testBinaryInputIsRejectedWithADiagnostic() {
        let bytes: [UInt8] = (0..<2048).map { UInt8(($0 * 7919) % 32) }
        XCTAssertThrowsError(try decode(bytes)) { error in
            XCTAssertEqual((error as? TextDecoder.NotText)?.diagnostic.id, "docgen.extract.binary-input")
        }
    }

    func testHTMLMetaCharsetLatin1IsHonoured() throws {
        let bytes = Array("<html><head><meta charset=\"iso-8859-1\"></head><body>caf".utf8) + [0xE9] + Array("</body></html>".utf8)
        let source = try decode(bytes, hint: .html)
        XCTAssertTrue(source.text.contains("café"))
        XCTAssertEqual(source.encoding, "windows-1252")
        XCTAssertEqual(ids(source), ["docgen.extract.charset-declared"])
    }

    func testMetaCharsetIsIgnoredForMarkdown() throws {
        let source = try decode(Array("<meta charset=\"iso-8859-1\"> café".utf8))
        XCTAssertEqual(source.encoding, "utf-8")
        XCTAssertTrue(source.text.hasSuffix("café"))
    }
}
