import DocExtract
import DocGenerate
import DocModel
import FocusTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 6, generate side: every hostile fixture, extracted as `docgen extract` would, generates
/// Swift whose page text sits only in literals and comments, with valid, unique suite and file
/// names, and the whole set type-checks against the engine as one module.
final class HostileGenerateTests: XCTestCase {
    static let hostileFixtures = GenerateFixtures.repositoryRoot.appendingPathComponent("Tests/DocExtractTests/Fixtures/hostile")

    /// The committed fixtures plus the structural inputs made at test time (deep HTML and markdown,
    /// many sections), extracted and written as a model folder.
    static let hostileModel: URL = {
        let input = GenerateFixtures.temporaryDirectory("hostile-input")
        let manager = FileManager.default
        for name in try! manager.contentsOfDirectory(atPath: hostileFixtures.path) where !name.hasPrefix(".") {
            try! manager.copyItem(at: hostileFixtures.appendingPathComponent(name), to: input.appendingPathComponent(name))
        }
        let deepHTML = "<html><body><h1>Deep</h1><p>A view that keeps focus.</p>" + String(repeating: "<div>", count: 200_000)
            + "<p>The view must keep focus \"\"\" \\( */ at the bottom.</p>" + String(repeating: "</div>", count: 200_000) + "</body></html>"
        try! Data(deepHTML.utf8).write(to: input.appendingPathComponent("deep.html"))
        let deepMarkdown = "# Deep quote\n\nA view that keeps focus.\n\n" + String(repeating: ">", count: 100_000) + " The view must keep focus.\n"
        try! Data(deepMarkdown.utf8).write(to: input.appendingPathComponent("deep-quote.md"))
        var sections = "# Many sections\n\nA view that keeps focus.\n\n"
        for index in 1...1_000 { sections += "## Section \(index) */ #endif\n\nThe view must keep focus \(index) \"\"\".\n\n" }
        try! Data(sections.utf8).write(to: input.appendingPathComponent("sections.md"))
        let result = Extraction.run(.init(paths: [input.path], jobs: 2))
        let model = GenerateFixtures.temporaryDirectory("hostile-model")
        _ = try! ModelWriter.write(result, to: model.path)
        try? manager.removeItem(at: input)
        return model
    }()

    func testEveryHostileFixtureGeneratesASuite() throws {
        let (index, _) = try ModelLoader(directory: Self.hostileModel).load()
        let output = try GenerateFixtures.generate(Self.hostileModel, scoped: false)
        XCTAssertEqual(output.swiftFiles.count, index.pages.count, "one suite per extracted page")
        XCTAssertGreaterThanOrEqual(index.pages.count, 24)
    }

    func testHostileSuitesHavePageTextOnlyInLiteralsAndComments() throws {
        let output = try GenerateFixtures.generate(Self.hostileModel, scoped: false)
        for (name, data) in output.swiftFiles.sorted(by: { $0.key < $1.key }) {
            let source = String(decoding: data, as: UTF8.self)
            let file = Parser.parse(source: source)
            XCTAssertFalse(file.hasError, "\(name) does not parse")
            for scalar in ["\u{202E}", "\u{202C}", "\u{2066}", "\u{2069}", "\r", "\u{0}"] as [Unicode.Scalar] {
                XCTAssertFalse(source.unicodeScalars.contains(scalar), "\(name): raw U+\(String(scalar.value, radix: 16))")
            }
            for token in file.tokens(viewMode: .sourceAccurate) {
                XCTAssertNotEqual(token.tokenKind, .poundEndif, "\(name): page text produced #endif")
                XCTAssertNotEqual(token.tokenKind, .poundIf, "\(name): page text produced #if")
                if case .stringSegment = token.tokenKind { continue }
                XCTAssertFalse(token.text.contains("exit"), "\(name): page text in code position: \(token.text)")
                XCTAssertFalse(token.text.contains("alert"), "\(name): page text in code position: \(token.text)")
                for piece in token.leadingTrivia + token.trailingTrivia {
                    if case .blockComment = piece { XCTFail("\(name): block comment emitted") }
                }
            }
        }
    }

    func testSuiteAndFileNamesAreValidUniqueAndShort() throws {
        let output = try GenerateFixtures.generate(Self.hostileModel, scoped: false)
        try assertNamesAreSafe(output)
    }

    /// All suites compile together, as the generated test target does: escaping holds and no two
    /// suites declare the same type.
    func testHostileSuitesTypecheckTogetherAgainstTheEngine() throws {
        let output = try GenerateFixtures.generate(Self.hostileModel, scoped: false)
        let files = output.swiftFiles.mapValues { String(decoding: $0, as: UTF8.self) }
        let outcome = try CompilerProbe.typecheck(files: files)
        XCTAssertTrue(outcome.succeeded, String(outcome.diagnostics.prefix(4000)))
    }

    /// Page ids that clash once reduced to identifiers, climb out of folders, are keywords, empty,
    /// all non-ASCII or 100 KB long still give one valid suite and file each.
    func testPageIdsThatClashOrClimbGiveDistinctSafeNames() throws {
        let ids = ["../../x", "x", "X", "a/b", "a-b", "A/B", "ab", "Ab", "aB", "1abc", "class", "", "~", ".", "..",
                   "\u{202E}evil", "焦点", "ünïcødé", "x/../../y", String(repeating: "long/", count: 20_000) + "end",
                   String(repeating: "long/", count: 20_000) + "other", "ab2", "ab-2"]
        let pages = ids.enumerated().map { offset, id in
            PageRecord(id: id, source: SourceInfo(path: "p\(offset).md", format: .markdown, languages: [.en]),
                       symbol: Symbol(name: "Page \(offset)", kind: .article))
        }
        let output = try GenerateFixtures.generate(GenerateFixtures.model(pages), scoped: false)
        XCTAssertEqual(output.swiftFiles.count, ids.count)
        try assertNamesAreSafe(output)

        let root = GenerateFixtures.temporaryDirectory("names")
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = root.appendingPathComponent("Generated"), cases = root.appendingPathComponent("cases")
        try output.write(swiftDirectory: swift, casesDirectory: cases)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Generated", "cases"],
                       "nothing is written beside the output folders")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: swift.path).count, ids.count)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cases.path).count, ids.count + 1, "and index.json")
    }

    /// Files are replaced by renaming a complete temporary file over them, never rewritten in
    /// place: a hard link to the old file keeps the old bytes, and no temporary file is left.
    func testGeneratedFilesAreReplacedAtomically() throws {
        let page = PageRecord(id: "swiftui/atomic", source: SourceInfo(path: "atomic.md", format: .markdown, languages: [.en]),
                              symbol: Symbol(name: "Atomic", kind: .article))
        var changed = page
        changed.symbol.name = "Atomic, changed"
        let root = GenerateFixtures.temporaryDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = root.appendingPathComponent("Generated"), cases = root.appendingPathComponent("cases")
        try GenerateFixtures.generate(GenerateFixtures.model([page]), scoped: false).write(swiftDirectory: swift, casesDirectory: cases)
        let file = swift.appendingPathComponent("SwiftuiAtomicTests.swift")
        let link = root.appendingPathComponent("old-link.swift")
        try FileManager.default.linkItem(at: file, to: link)
        let before = try Data(contentsOf: file)

        try GenerateFixtures.generate(GenerateFixtures.model([changed]), scoped: false).write(swiftDirectory: swift, casesDirectory: cases)
        XCTAssertNotEqual(try Data(contentsOf: file), before, "the file was regenerated")
        XCTAssertEqual(try Data(contentsOf: link), before, "the old inode was not written to: the new file was renamed over it")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: swift.path), ["SwiftuiAtomicTests.swift"], "no temporary file left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted(), ["SwiftuiAtomicTests.json", "index.json"])
    }

    private func assertNamesAreSafe(_ output: DocGenerator.Output, file: StaticString = #filePath, line: UInt = #line) throws {
        var seen = Set<String>()
        for (name, data) in output.swiftFiles {
            XCTAssertTrue(name.hasSuffix("Tests.swift"), name, file: file, line: line)
            let suite = String(name.dropLast(".swift".count))
            XCTAssertNotNil(suite.range(of: "^[A-Z][A-Za-z0-9]*Tests$", options: .regularExpression), "not an identifier: \(suite)", file: file, line: line)
            XCTAssertLessThanOrEqual(name.utf8.count, 128, "file name too long: \(name.prefix(60))…", file: file, line: line)
            XCTAssertTrue(seen.insert(name.lowercased()).inserted, "names clash ignoring case: \(name)", file: file, line: line)
            let source = String(decoding: data, as: UTF8.self)
            XCTAssertTrue(source.contains("final class \(suite): XCTestCase"), "\(name) declares another class", file: file, line: line)
            XCTAssertNotNil(output.caseFiles[suite + ".json"], "no case file for \(suite)", file: file, line: line)
        }
        XCTAssertEqual(Set(output.plan.suites.map(\.suiteName)).count, output.plan.suites.count, file: file, line: line)
    }
}
