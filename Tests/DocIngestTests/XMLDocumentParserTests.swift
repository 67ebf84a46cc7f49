import XCTest
@testable import DocIngest

/// The strict XML parser behind JUnit reading and the report's well-formedness checks.
final class XMLDocumentParserTests: XCTestCase {
    func testParsesElementsAttributesAndTextKeepingCase() throws {
        let root = try XMLDocumentParser.parse(#"<?xml version="1.0"?><testsuites><testcase classname="A.B" name="t">x &amp; y<skipped/></testcase></testsuites>"#).get()
        let testcase = try XCTUnwrap(root.first { $0.name == "testcase" })
        XCTAssertEqual(testcase[attribute: "classname"], "A.B")
        XCTAssertEqual(testcase.textContent, "x & y")
        XCTAssertEqual(testcase.children.last?.name, "skipped")
    }

    func testRejectsWhatIsNotWellFormedWithTheLine() {
        for text in ["<a><b></a>", "<a>\n<b x=1/></a>", "<a></a><b></b>", "<p>&nbsp;</p>", "", "<a>\u{1}</a>"] {
            guard case .failure(let error) = XMLDocumentParser.parse(text) else { return XCTFail("accepted \(text)") }
            XCTAssertFalse(error.message.isEmpty, text)
        }
        if case .failure(let error) = XMLDocumentParser.parse("<a>\n<b x=1/></a>") { XCTAssertEqual(error.line, 2) }
    }

    func testNeverReadsExternalEntities() throws {
        let text = #"<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/hostname">]><a>&e;</a>"#
        if case .success(let root) = XMLDocumentParser.parse(text) {
            let hostname = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "\u{0}"
            XCTAssertFalse(root.textContent.contains(hostname))
        }
    }

    func testDeepDocumentsDoNotExhaustTheStack() throws {
        let depth = 1_500
        let text = String(repeating: "<d>", count: depth) + "x" + String(repeating: "</d>", count: depth)
        let root = try XMLDocumentParser.parse(text).get()
        XCTAssertEqual(root.textContent, "x")
    }
}
