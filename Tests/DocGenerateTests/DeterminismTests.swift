import DocGenerate
import DocModel
import XCTest

/// The same model gives the same bytes, whatever the order pages are listed in.
final class DeterminismTests: XCTestCase {
    func testTwoRunsAreByteIdentical() throws {
        let first = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        let second = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        XCTAssertEqual(first.swiftFiles, second.swiftFiles)
        XCTAssertEqual(first.caseFiles, second.caseFiles)
    }

    func testIndexOrderDoesNotChangeTheOutput() throws {
        let pages = [HostilePage.page()] + (try loadCorpusPages())
        let forward = try GenerateFixtures.generate(GenerateFixtures.model(pages))
        let reversed = try GenerateFixtures.generate(GenerateFixtures.model(pages.reversed()))
        XCTAssertEqual(forward.swiftFiles, reversed.swiftFiles)
        XCTAssertEqual(forward.caseFiles, reversed.caseFiles)
    }

    func testTheOutputDoesNotDependOnHowManyThreadsPlanThePages() throws {
        var generator = DocGenerator(modelDirectory: GenerateFixtures.corpusModel, templatesDirectory: GenerateFixtures.templates)
        generator.jobs = 1
        let one = try generator.generate()
        generator.jobs = 5
        let five = try generator.generate()
        XCTAssertEqual(one, five)
    }

    func testOutputHasNoDatesOrAbsolutePaths() throws {
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        for (name, data) in output.swiftFiles.merging(output.caseFiles, uniquingKeysWith: { $1 }) {
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertFalse(text.contains(GenerateFixtures.repositoryRoot.path), name)
            XCTAssertFalse(text.contains(FileManager.default.temporaryDirectory.path), name)
            XCTAssertNil(text.range(of: #"20\d\d-\d\d-\d\dT"#, options: .regularExpression), "\(name) contains a timestamp")
        }
    }

    private func loadCorpusPages() throws -> [PageRecord] {
        try ModelLoader(directory: GenerateFixtures.corpusModel).load().pages
    }
}
