@testable import DocDiff
import DocModel
import Foundation
import XCTest

/// A model `docgen diff` cannot read whole stops it with an error naming the file, never a partial diff.
final class BadModelInputTests: XCTestCase {
    private var fixture: DiffFixture!
    private var good: URL!

    override func setUpWithError() throws {
        fixture = try DiffFixture()
        good = try fixture.model(of: fixture.pages("good"), "good")
    }

    override func tearDown() { fixture.remove() }

    private func copyOfGood(_ name: String) throws -> URL {
        let copy = fixture.root.appendingPathComponent(name)
        try FileManager.default.copyItem(at: good, to: copy)
        return copy
    }

    private func assertRefused(_ model: URL, id: String, file: String, _ line: UInt = #line) {
        XCTAssertThrowsError(try DocDiffer(oldPath: good.path, newPath: model.path).run(), line: line) { error in
            guard let error = error as? DiffInputError else { return XCTFail("\(error)", line: line) }
            XCTAssertEqual(error.id, id, line: line)
            XCTAssertTrue(error.file.hasSuffix(file), "\(error.file)", line: line)
            XCTAssertTrue(error.description.hasPrefix(error.file + ": error: "), line: line)
        }
    }

    func testAFolderThatIsNotAModelIsRefusedNamingIt() throws {
        assertRefused(DiffFixture.bundledPages, id: "docgen.diff.not-a-model", file: "pages/index.json")
        assertRefused(fixture.root.appendingPathComponent("nowhere"), id: "docgen.diff.not-a-model", file: "nowhere")
    }

    func testAModelOfAnotherSchemaVersionIsRefusedNamingIt() throws {
        let model = try copyOfGood("v1")
        let index = model.appendingPathComponent("index.json")
        let text = try String(contentsOf: index, encoding: .utf8)
            .replacingOccurrences(of: "\"schemaVersion\" : \(DocModelSchema.version)", with: "\"schemaVersion\" : 1")
        try Data(text.utf8).write(to: index)
        assertRefused(model, id: "docgen.diff.schema-version", file: "v1/index.json")
    }

    func testAPageIDListedTwiceIsRefusedNamingTheIndex() throws {
        let model = try copyOfGood("twice")
        let indexURL = model.appendingPathComponent("index.json")
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: indexURL)) as? [String: Any])
        var pages = try XCTUnwrap(object["pages"] as? [[String: Any]])
        var copy = pages[1]
        copy["id"] = pages[0]["id"]
        pages[1] = copy
        object["pages"] = pages
        try JSONSerialization.data(withJSONObject: object).write(to: indexURL)
        XCTAssertThrowsError(try DocDiffer(oldPath: good.path, newPath: model.path).run()) { error in
            XCTAssertEqual((error as? DiffInputError)?.id, "docgen.diff.duplicate-page-id")
            XCTAssertTrue((error as? DiffInputError)?.file.hasSuffix("twice/index.json") == true)
        }
    }

    func testATruncatedPageFileIsRefusedNamingIt() throws {
        let model = try copyOfGood("truncated")
        let pages = model.appendingPathComponent("pages")
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: pages.path).sorted().first)
        let file = pages.appendingPathComponent(name)
        let data = try Data(contentsOf: file)
        try data.prefix(data.count / 2).write(to: file)
        assertRefused(model, id: "docgen.diff.unreadable", file: "truncated/pages/\(name)")
    }

    func testAMissingPageFileIsRefusedNamingIt() throws {
        let model = try copyOfGood("missing")
        let pages = model.appendingPathComponent("pages")
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: pages.path).sorted().last)
        try FileManager.default.removeItem(at: pages.appendingPathComponent(name))
        assertRefused(model, id: "docgen.diff.page-missing", file: "missing/pages/\(name)")
    }
}
