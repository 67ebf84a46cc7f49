import DocExtract
import DocModel
import Foundation
import XCTest

/// The same symbol read from its sosumi page and from its RenderNode JSON gives the same model
/// for the fields both carry.
///
/// No real Apple RenderNode is stored in this repository: `Fixtures/docc/hand-written/focused(_:equals:).json`
/// was written by hand from `corpus/pages/sosumi/documentation/swiftui/view/focused(__equals_).md`
/// following swift-docc's RenderNode spec (README.md beside it). What the two cannot share:
/// sosumi writes the link to `TextField` as `[Text Field](…)`, lists a see-also group as a
/// plain heading (kind `topics`) without the entries' abstracts, and lowercases the navigation.
final class RenderNodeCrossFormatTests: XCTestCase {
    private func pages() throws -> (sosumi: PageRecord, renderNode: PageRecord) {
        let sosumi = try TestPaths.page(TestPaths.corpusPages.appendingPathComponent("sosumi/documentation/swiftui/view/focused(__equals_).md"))
        let renderNode = try TestPaths.page(TestPaths.fixtures.appendingPathComponent("docc/hand-written/focused(_:equals:).json"))
        XCTAssertEqual(sosumi.source.format, .sosumi)
        XCTAssertEqual(renderNode.source.format, .doccRenderNode)
        return (sosumi, renderNode)
    }

    func testIdTitleKindDeclarationAndAvailabilityAgree() throws {
        let (sosumi, renderNode) = try pages()
        XCTAssertEqual(renderNode.id, sosumi.id)
        XCTAssertEqual(renderNode.source.originURL, sosumi.source.originURL)
        XCTAssertEqual(renderNode.symbol.name, sosumi.symbol.name)
        XCTAssertEqual(renderNode.symbol.kind, sosumi.symbol.kind)
        XCTAssertEqual(renderNode.symbol.kindText, sosumi.symbol.kindText)
        XCTAssertEqual(renderNode.symbol.parentPath.map { $0.lowercased() }, sosumi.symbol.parentPath.map { $0.lowercased() })
        XCTAssertEqual(renderNode.declaration?.text, sosumi.declaration?.text)
        XCTAssertEqual(renderNode.declaration?.structure, sosumi.declaration?.structure)
        XCTAssertEqual(renderNode.availability, sosumi.availability)
        XCTAssertEqual(renderNode.summary.en?.text, sosumi.summary.en?.text)
        XCTAssertEqual(renderNode.returnValue.en?.text, sosumi.returnValue.en?.text)
    }

    func testParametersAndExamplesAgree() throws {
        let (sosumi, renderNode) = try pages()
        XCTAssertEqual(renderNode.parameters.map(\.name), sosumi.parameters.map(\.name))
        XCTAssertEqual(renderNode.parameters.map { $0.description.en?.text }, sosumi.parameters.map { $0.description.en?.text })
        XCTAssertEqual(renderNode.examples.map(\.code), sosumi.examples.map(\.code))
        XCTAssertEqual(renderNode.examples.map(\.role), sosumi.examples.map(\.role))
        XCTAssertEqual(renderNode.examples.map(\.shape), sosumi.examples.map(\.shape))
        XCTAssertEqual(renderNode.examples.map(\.parsesCleanly), sosumi.examples.map(\.parsesCleanly))
    }

    func testClaimsAreTheSameSentencesWithTheSameIdsAndLevels() throws {
        let (sosumi, renderNode) = try pages()
        // The one sentence sosumi rewrote: its link text `Text Field` for the reference title `TextField`.
        let normalize = { (text: String) in text.replacingOccurrences(of: "Text Field", with: "TextField") }
        XCTAssertEqual(renderNode.claims.map(\.id), sosumi.claims.map(\.id))
        XCTAssertEqual(renderNode.claims.map(\.text), sosumi.claims.map { normalize($0.text) })
        XCTAssertEqual(renderNode.claims.map(\.level), sosumi.claims.map(\.level))
        XCTAssertEqual(renderNode.claims.map(\.section), sosumi.claims.map(\.section))
        XCTAssertEqual(renderNode.claims.map(\.parameter), sosumi.claims.map(\.parameter))
        XCTAssertGreaterThan(renderNode.claims.count, 5)
    }

    func testSectionsAgreeUpToTheSeeAlsoGroupSosumiCannotMark() throws {
        let (sosumi, renderNode) = try pages()
        XCTAssertEqual(renderNode.sections.map(\.kind), sosumi.sections.map { $0.kind == .topics ? .seeAlso : $0.kind })
        XCTAssertEqual(renderNode.sections.map { $0.heading.en?.text }, sosumi.sections.map { $0.heading.en?.text })
        let prose = { (page: PageRecord) in page.sections.filter { $0.kind == .discussion }.flatMap { $0.blocks.en ?? [] }.map(\.text) }
        XCTAssertEqual(prose(renderNode), prose(sosumi).map { $0.replacingOccurrences(of: "Text Field", with: "TextField") })
        let targets = { (page: PageRecord) in page.relationships.filter { $0.kind != .mentions }.flatMap(\.targets).map(\.name) }
        XCTAssertEqual(targets(renderNode), targets(sosumi))
        let mentions = { (page: PageRecord) in page.relationships.filter { $0.kind == .mentions }.flatMap(\.targets).map(\.name) }
        XCTAssertEqual(mentions(renderNode), mentions(sosumi))
    }
}
