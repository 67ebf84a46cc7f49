import DocExtract
import DocModel
import Foundation
import XCTest

/// One extract run over a temporary folder that holds good pages (three formats) beside one or
/// more hostile inputs, so a test can check both what the hostile input gave and that every good
/// page came out exactly as it does on its own.
struct HostileRun {
    /// Good pages of three formats: sosumi markdown, zh-Hans+English crawl, DocC HTML.
    static let goodFiles: [URL] = [
        try! TestPaths.seed("000"), try! TestPaths.seed("004"),
        TestPaths.fixtures.appendingPathComponent("html/docc-focused.html"),
    ]
    static var goodNames: Set<String> { Set(goodFiles.map(\.lastPathComponent)) }

    /// The committed hostile fixtures (`Tests/DocExtractTests/Fixtures/hostile`).
    static let fixtures = TestPaths.fixtures.appendingPathComponent("hostile")

    /// The good pages extracted on their own.
    static let baseline: [PageRecord] = {
        let folder = temporaryFolder("baseline")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in goodFiles { try! FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent)) }
        return Extraction.run(.init(paths: [folder.path], jobs: 1)).pages
    }()

    let folder: URL
    let result: Extraction.Result

    /// Copies the good files into a fresh folder, lets `add` put the hostile input(s) beside
    /// them, and extracts the folder.
    static func run(jobs: Int = 2, _ add: (URL) throws -> Void) throws -> HostileRun {
        let folder = temporaryFolder("run")
        for file in goodFiles { try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent)) }
        try add(folder)
        return HostileRun(folder: folder, result: Extraction.run(.init(paths: [folder.path], jobs: jobs)))
    }

    /// A run with the committed fixture `name` beside the good files.
    static func fixture(_ name: String, jobs: Int = 2) throws -> HostileRun {
        try run(jobs: jobs) { folder in
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    /// Every diagnostic of the run about `file`, whether it belongs to a page or to the run.
    func diagnostics(about file: String) -> [Diagnostic] {
        (result.diagnostics + result.pages.flatMap(\.diagnostics)).filter { $0.file == file }
    }

    /// The page extracted from `file`, if any.
    func page(from file: String) -> PageRecord? {
        result.pages.first { $0.source.path == file }
    }

    /// The good pages of this run.
    var goodPages: [PageRecord] {
        result.pages.filter { HostileRun.goodNames.contains($0.source.path) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    static func temporaryFolder(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("docgen-hostile-\(ProcessInfo.processInfo.processIdentifier)-\(name)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension XCTestCase {
    /// Checks the contract for one hostile input: the run finished, `file` has a diagnostic `id`
    /// (on `line` when given, of `severity` when given), a page came from it or not as expected,
    /// and the good pages are exactly the ones extracted without it. Returns the page, if any.
    @discardableResult
    func assertHostile(_ run: HostileRun, file name: String, id: String, line: Int? = nil,
                       severity: Diagnostic.Severity? = nil, page expectPage: Bool,
                       file: StaticString = #filePath, line testLine: UInt = #line) -> PageRecord? {
        let found = run.diagnostics(about: name)
        let matching = found.filter { $0.id == id }
        XCTAssertFalse(matching.isEmpty, "no \(id) for \(name); got \(found)", file: file, line: testLine)
        if let line {
            XCTAssertTrue(matching.contains { $0.line == line }, "\(id) not on line \(line): \(matching)", file: file, line: testLine)
        }
        if let severity {
            XCTAssertTrue(matching.allSatisfy { $0.severity == severity }, "\(matching)", file: file, line: testLine)
        }
        let page = run.page(from: name)
        XCTAssertEqual(page != nil, expectPage, expectPage ? "no page from \(name)" : "a page from \(name)", file: file, line: testLine)
        XCTAssertEqual(run.goodPages, HostileRun.baseline, "the good pages of the run changed", file: file, line: testLine)
        XCTAssertEqual(run.goodPages.count, HostileRun.goodFiles.count, file: file, line: testLine)
        return page
    }
}
