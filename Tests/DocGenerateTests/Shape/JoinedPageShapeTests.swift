@testable import DocGenerate
import DocModel
import XCTest

/// A page of a file joining several (`joined-page`) has the file's folder in its id, no parent:
/// a view modifier on such a page is checked as a `View` method when the engine symbol it matched
/// is one, not refused because its id's folder (`Focus`) is no `View`.
final class JoinedPageShapeTests: XCTestCase {
    private let engine = EngineSymbol("View/focusSection()", "method", "func focusSection() -> some View")

    private func page(joined: Bool) -> PageRecord {
        var page = PageRecord(id: "wiki/Documentation/Focus/focusSection()", source: SourceInfo(path: "Focus.md", format: .markdown, languages: [.en]),
                              symbol: Symbol(name: "focusSection()", kind: .instanceMethod),
                              declaration: Declaration(text: "func focusSection() -> some View", lines: LineRange(start: 1, end: 1),
                                                       structure: DeclarationStructure(keyword: "func", name: "focusSection", returnType: "some View"),
                                                       parsesCleanly: true))
        if joined { page.metadata["joined-page"] = "14 of 30" }
        return page
    }

    func testAViewModifierOfAJoinedFileIsCheckedThroughTheEnginesParent() {
        guard case .check(let check) = APIShapePlanner.plan(page(joined: true), functionName: "apiShape", engine: engine) else {
            return XCTFail("no shape check")
        }
        XCTAssertTrue(check.source.contains(".focusSection()"), check.source)
    }

    func testTheSameIdWithoutTheJoinedMarkKeepsItsFolderAsParent() {
        guard case .unsupported = APIShapePlanner.plan(page(joined: false), functionName: "apiShape", engine: engine) else {
            return XCTFail("the folder `Focus` is read as the parent, which is no View")
        }
    }
}
