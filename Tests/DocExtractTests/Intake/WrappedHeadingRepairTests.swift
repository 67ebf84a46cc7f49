@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// An html2text dump of saved DocC pages (links kept, lines wrapped at about 79 columns): a
/// heading wrapped inside its link is joined; the headings under Topics are topic groups; a
/// leftover eyebrow above the title is not the summary.
final class WrappedHeadingRepairTests: XCTestCase {
    /// `html2text-links/focus.md`: the Focus collection page, byte for byte (search index id 14246963150).
    private var fixture: URL { TestPaths.fixtures.appendingPathComponent("html2text-links/focus.md") }

    func testTheRealPageReadsItsSummaryAndEveryTopicGroupAsTopics() throws {
        let record = try XCTUnwrap(PageExtractor.extract(InputFile(path: fixture.path, relativePath: "documentation/swiftui/focus.md")).pages.first)
        XCTAssertEqual(record.summary[.en]?.text, "Identify and control which visible object responds to user interaction.")
        XCTAssertEqual(record.summary[.en]?.line, 10, "not the eyebrow `Collection` on line 1")
        let groups = record.sections.filter { $0.kind == .topics }.compactMap { $0.heading[.en]?.text }
        XCTAssertTrue(groups.contains("Indicating that a view can receive focus"), "\(groups)")
        XCTAssertTrue(groups.contains("Controlling default focus"), "the target wrapped at a hyphen is joined without a space: \(groups)")
        XCTAssertFalse(record.sections.contains { $0.kind == .other }, "\(record.sections.map(\.kind))")
        XCTAssertFalse(record.claims.contains { $0.text == "Specifies if the view is focusable." }, "a topic blurb is no claim of this page")
        XCTAssertTrue(record.diagnostics.contains { $0.id == "docgen.extract.heading-unwrapped" && $0.line == 31 })
    }

    func testOnlyAHeadingWhoseLinkDoesNotCloseIsJoined() throws {
        let lines: [Substring] = ["### [Indicating that a view can receive", "focus](/documentation/swiftui/focus#Indicating)",
                                  "", "### [Resetting focus](/documentation/swiftui/focus#Resetting-focus)", "Text after.",
                                  "```swift", "### [not a heading in code", "x]", "```"]
        let repair = try XCTUnwrap(WrappedHeadingRepair.repaired(lines))
        XCTAssertEqual(repair.changed, [1])
        XCTAssertEqual(repair.lines[0], "### [Indicating that a view can receive focus](/documentation/swiftui/focus#Indicating)")
        XCTAssertEqual(repair.lines[1], "", "the joined line is blank: line numbers stay")
        // Counter-cases: a closed link and a line inside a code fence stay as written.
        XCTAssertEqual(repair.lines[3], lines[3])
        XCTAssertEqual(repair.lines[4], lines[4])
        XCTAssertEqual(repair.lines[6], lines[6])
        XCTAssertNil(WrappedHeadingRepair.repaired(["## [Open", "", "text]"]), "a blank line ends the heading")
    }

    func testAParagraphAboveTheTitleIsTheSummaryOnlyWhenNoneFollowsTheTitle() throws {
        func summary(_ text: String) throws -> String? {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("eyebrow-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("page.md")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return PageExtractor.extract(InputFile(path: url.path, relativePath: "page.md")).pages.first?.summary[.en]?.text
        }
        XCTAssertEqual(try summary("Collection\n\n# Focus\n\nIdentify and control focus.\n\n## Overview\n\nMore.\n"), "Identify and control focus.")
        // Counter-case: with nothing between the title and the first section, the paragraph above stays.
        XCTAssertEqual(try summary("Identify and control focus.\n\n# Focus\n\n## Overview\n\nMore.\n"), "Identify and control focus.")
    }
}
