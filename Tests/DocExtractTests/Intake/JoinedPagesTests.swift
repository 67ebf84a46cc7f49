@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// A markdown file that joins several reference pages (an html2text dump appending every page
/// of a topic to one file) is read as one page per member, each with its own id, fields and the
/// file's line numbers; a single page with headings of its own is not split.
final class JoinedPagesTests: XCTestCase {
    /// `joined/FocusInteractions.md`: three `Type Property` pages of xukecheng/iOS_wiki, byte for byte.
    private var fixture: URL { TestPaths.fixtures.appendingPathComponent("joined/FocusInteractions.md") }

    func testAJoinedFileHasOneMemberPerRoleLineAndTitle() throws {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let members = try XCTUnwrap(JoinedPages.members(of: text)).members
        XCTAssertEqual(members.map(\.title), ["automatic", "activate", "edit"])
        XCTAssertEqual(members.map(\.lines), [0..<27, 27..<60, 60..<92], "each member runs to the next one's role line")
    }

    func testEachMemberIsAPageWithItsOwnFieldsAndTheFilesLineNumbers() throws {
        let outcome = PageExtractor.extract(InputFile(path: fixture.path, relativePath: "joined/FocusInteractions.md"))
        XCTAssertEqual(outcome.pages.map(\.id), ["joined/FocusInteractions/automatic", "joined/FocusInteractions/activate",
                                                 "joined/FocusInteractions/edit"])
        let activate = outcome.pages[1]
        XCTAssertEqual(activate.symbol.name, "activate")
        XCTAssertEqual(activate.symbol.kind, .typeProperty)
        XCTAssertEqual(activate.declaration?.text, "static let activate: FocusInteractions")
        XCTAssertEqual(activate.declaration?.lines.start, 40, "the file's line, not the member's")
        XCTAssertEqual(activate.summary[.en]?.text, "The view has a primary action that can be activated via focus gestures.")
        XCTAssertEqual(activate.availability.count, 7)
        XCTAssertTrue(activate.examples.isEmpty, "the other pages' declarations are no examples of this one")
        XCTAssertEqual(activate.claims.count, 3, "its summary and discussion only, not the next page's")
        XCTAssertEqual(outcome.pages.map { $0.sections.contains { $0.kind == .discussion } }, [false, true, true])
        XCTAssertEqual(activate.metadata["joined-page"], "2 of 3", "later stages learn the id is no documentation path")
        let note = try XCTUnwrap(activate.diagnostics.first { $0.id == "docgen.extract.joined-page" })
        XCTAssertEqual(note.line, 28)
        XCTAssertTrue(note.message.contains("page 2 of 3"), note.message)
    }

    func testASinglePageWithFurtherHeadingsIsNotSplit() {
        let page = """
        Instance Method

        # focused(_:)

        Modifies this view by binding its focus state.

        # Discussion

        Structure

        Not a role line's page: no level-1 heading follows.
        """
        XCTAssertNil(JoinedPages.members(of: page))
    }

    func testARoleLineAndHeadingInsideACodeFenceStartNoPage() {
        let page = """
        Instance Method

        # focused(_:)

        ```
        Structure

        # not a page
        ```
        """
        XCTAssertNil(JoinedPages.members(of: page))
    }

    func testARoleLineInTheMiddleOfAParagraphStartsNoPage() {
        let page = """
        Instance Method

        # focused(_:)

        Text right above
        Structure

        # FocusState
        """
        XCTAssertNil(JoinedPages.members(of: page), "a role line needs a blank line or the file's start before it")
    }

    func testMembersOfTheSameTitleGetNumberedIdsAndPathSegmentsStaySafe() {
        let members = ["init()", "init()", "..", "a/../b", "init()"].map { JoinedPages.Member(title: $0, lines: 0..<1) }
        XCTAssertEqual(JoinedPages.idSegments(members), ["init()", "init()-2", "page-3", "a/b", "init()-3"])
    }

    func testAnOriginURLStillNamesAMember() {
        XCTAssertEqual(PageIdentity.id(originURL: "https://developer.apple.com/documentation/swiftui/view/focused(_:)",
                                       file: "Focus.md", member: "focused(_:)"), "swiftui/view/focused(_:)")
        XCTAssertEqual(PageIdentity.id(originURL: nil, file: "dump/Focus.md", member: "focused(_:)"), "dump/Focus/focused(_:)")
    }

    func testStreamedCachedAndInMemoryExtractionsWriteTheSameJoinedPages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-joined-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        // The joined file between two single pages, read twice (the folder and the file itself):
        // its members' ids repeat and get `~2`.
        try FileManager.default.copyItem(at: fixture, to: input.appendingPathComponent("b.md"))
        try FileManager.default.copyItem(at: try TestPaths.seed("000"), to: input.appendingPathComponent("a.txt"))
        try FileManager.default.copyItem(at: try TestPaths.seed("001"), to: input.appendingPathComponent("d.md"))
        let reference = root.appendingPathComponent("reference")
        let paths = [input.path, input.appendingPathComponent("b.md").path]
        let inMemory = Extraction.run(.init(paths: paths, jobs: 2))
        _ = try ModelWriter.write(inMemory, to: reference.path)
        XCTAssertEqual(inMemory.pages.count, 8, "2 single pages and 3 members of the joined file, read twice")
        XCTAssertTrue(inMemory.pages.contains { $0.id == "b/edit~2" }, "\(inMemory.pages.map(\.id))")
        let cache = try PageCache(directory: root.appendingPathComponent("cache").path, toolIdentity: "build-1")
        for (label, request) in [("streamed", Extraction.Request(paths: paths, jobs: 2)),
                                 ("cold cache", .init(paths: paths, jobs: 2, cache: cache)),
                                 ("warm cache", .init(paths: paths, jobs: 1, cache: cache))] {
            let out = root.appendingPathComponent(label)
            let result = try StreamedExtraction.run(request, to: out.path, keepPageDiagnostics: true)
            let expected = try ModelFiles.read(reference), actual = try ModelFiles.read(out)
            XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(), label)
            for (name, data) in expected where actual[name] != data { XCTFail("\(label): \(name) differs") }
            XCTAssertEqual(result.summary.description, ExtractionSummary(inMemory).description, label)
            XCTAssertEqual(result.pageDiagnostics, inMemory.pages.flatMap(\.diagnostics), label)
        }
    }
}
