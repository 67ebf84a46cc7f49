@testable import DocDiff
import DocGenerate
import DocModel
import Foundation
import XCTest

/// Issue 17's acceptance test: one changed sentence of a bundled page is named by `docgen diff`
/// and the case generated from it is stale.
final class OneSentenceChangeTests: XCTestCase {
    static let page = "sosumi/documentation/swiftui/view/focused(__).md"
    static let before = "When focus leaves the modified view, the binding sets the value to `false`."
    static let after = "When focus leaves the modified view, the binding keeps the value `true`."

    func testChangingOneSentenceNamesTheClaimAndTheStaleCase() throws {
        let fixture = try DiffFixture()
        defer { fixture.remove() }
        let oldModel = try fixture.model(of: fixture.pages("old"), "old")
        let newModel = try fixture.model(of: fixture.pages("new", editing: Self.page) {
            $0.replacingOccurrences(of: Self.before, with: Self.after)
        }, "new")
        let cases = fixture.root.appendingPathComponent("cases")
        let generated = try DocGenerator(modelDirectory: oldModel, templatesDirectory: DiffFixture.templates).generate()
        try generated.write(swiftDirectory: fixture.root.appendingPathComponent("Generated"), casesDirectory: cases)

        let diff = try DocDiffer(oldPath: oldModel.path, newPath: newModel.path, casesPath: cases.path).run()

        XCTAssertEqual(diff.summary.pagesChanged, 1)
        let changes = diff.pages.flatMap(\.changes)
        XCTAssertEqual(changes.count, 1, "\(changes)")
        let change = try XCTUnwrap(changes.first)
        XCTAssertEqual(change.kind, .claimReworded)
        XCTAssertEqual(change.class, .realChange)
        XCTAssertEqual(change.subject, "swiftui/view/focused(_:)#parameter.condition.s4@en")
        XCTAssertEqual(change.oldText, Self.before)
        XCTAssertEqual(change.newText, Self.after)
        XCTAssertTrue(change.words?.contains(WordEdit(op: .insert, text: "keeps")) == true, "\(change.words ?? [])")

        let stale = try XCTUnwrap(diff.staleCases)
        XCTAssertEqual(stale.map { "\($0.suite).\($0.caseID)" }, ["SwiftuiViewFocusedTests.focus-leaves-resets.bool"])
        XCTAssertEqual(stale.first?.reasons.first?.now, Self.after)
        XCTAssertTrue(stale.first?.messages.first?.contains("keeps the value") == true)
    }

    func testAnUnchangedRecrawlHasNoChangesAndNoStaleCases() throws {
        let fixture = try DiffFixture()
        defer { fixture.remove() }
        let oldModel = try fixture.model(of: fixture.pages("old"), "old")
        let newModel = try fixture.model(of: fixture.pages("new"), "new")
        let diff = try DocDiffer(oldPath: oldModel.path, newPath: newModel.path,
                                 casesPath: DiffFixture.bundledPages.deletingLastPathComponent().appendingPathComponent("cases").path).run()
        XCTAssertEqual(diff.summary.pagesChanged, 0)
        XCTAssertEqual(diff.summary.pagesUnchanged, diff.new.pages)
        XCTAssertEqual(diff.staleCases, [], "the committed case corpus matches the bundled pages")
    }

    func testReWrappingAParagraphIsNoChange() throws {
        let fixture = try DiffFixture()
        defer { fixture.remove() }
        let oldModel = try fixture.model(of: fixture.pages("old"), "old")
        let newModel = try fixture.model(of: fixture.pages("new", editing: Self.page) {
            $0.replacingOccurrences(of: "When focus leaves the modified view, the binding", with: "When focus leaves the modified  view,\nthe binding")
        }, "new")
        let diff = try DocDiffer(oldPath: oldModel.path, newPath: newModel.path).run()
        XCTAssertEqual(diff.pages.flatMap(\.changes), [])
    }
}
