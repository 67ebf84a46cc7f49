import Foundation
import XCTest
@testable import DocGenCLI
@testable import DocGenerate

/// A run that generates the same suites again replays the cases the last build set aside instead
/// of type-checking them again; any change to the suites, the case corpus or what they are built
/// against misses.
final class BuildVerdictCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("build-verdict-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A real suite of the bundled case corpus.
    private func suite() throws -> PageSuite {
        struct File: Decodable { var suite: PageSuite }
        let url = DocGenBinary.packageRoot.appendingPathComponent("corpus/cases/Seeds0038b660bf608d427d6Tests.json")
        let suite = try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).suite
        XCTAssertGreaterThan(suite.cases.count, 2)
        return suite
    }

    private func output(_ suite: PageSuite, swift: String = "// suite", cases: String = "{}") -> DocGenerator.Output {
        DocGenerator.Output(plan: TestPlan(suites: [suite]), swiftFiles: ["\(suite.suiteName).swift": Data(swift.utf8)],
                            caseFiles: ["\(suite.suiteName).json": Data(cases.utf8)])
    }

    /// What a cache over `url` with `salt` holds for `output`.
    private func lookup(url: URL, salt: [String], output: DocGenerator.Output) -> [BuildVerdictCache.Block]? {
        let cache = BuildVerdictCache(url: url, salt: salt)
        return cache.blocks(forKey: cache.key(output))
    }

    func testTheSameSuitesGetTheBlocksOfTheLastBuildBack() throws {
        let first = output(try suite())
        var final = first
        final.plan.suites[0].cases[1].compileFailure = CompileFailure(message: "cannot find 'x' in scope", generatedFile: "S.swift",
                                                                      generatedLine: 12, pageFile: "page.md", pageLine: 40)
        final.plan.suites[0].cases[2].notInEngine = ["View/somethingNew()"]
        let cache = BuildVerdictCache(url: folder.appendingPathComponent("verdicts.json"), salt: ["engine 1"])
        cache.store(key: cache.key(first), first: first, final: final)

        let blocks = try XCTUnwrap(cache.blocks(forKey: cache.key(first)))
        XCTAssertEqual(blocks.map(\.caseID), [first.plan.suites[0].cases[1].id, first.plan.suites[0].cases[2].id])
        var replayed = first.plan
        XCTAssertEqual(BuildVerdictCache.apply(blocks, to: &replayed), 2)
        XCTAssertEqual(replayed, final.plan)
    }

    func testChangedSuitesCasesOrEngineMiss() throws {
        let suite = try suite()
        let first = output(suite)
        var final = first
        final.plan.suites[0].cases[0].notInEngine = ["View/somethingNew()"]
        let url = folder.appendingPathComponent("verdicts.json")
        let stored = BuildVerdictCache(url: url, salt: ["engine 1"])
        stored.store(key: stored.key(first), first: first, final: final)

        XCTAssertNil(lookup(url: url, salt: ["engine 1"], output: output(suite, swift: "// suite changed")))
        XCTAssertNil(lookup(url: url, salt: ["engine 1"], output: output(suite, cases: "{\"changed\": 1}")))
        XCTAssertNil(lookup(url: url, salt: ["engine 2"], output: first))
        XCTAssertNil(lookup(url: folder.appendingPathComponent("none.json"), salt: ["engine 1"], output: first))
        XCTAssertNotNil(lookup(url: url, salt: ["engine 1"], output: first))
    }
}
