import DocGenerate
import XCTest

/// The `XCTMain` entry point of a scratch package names exactly the test methods the suites have.
final class XCTestEntryPointTests: XCTestCase {
    func testEveryRunnableCaseIsOneEntryOfItsSuiteAndSetAsideCasesAreNot() throws {
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        var plan = output.plan
        let suiteIndex = try XCTUnwrap(plan.suites.firstIndex { $0.cases.count > 1 })
        let blocked = plan.suites[suiteIndex].cases[0]
        plan.suites[suiteIndex].cases[0].notInEngine = ["Missing"]
        let text = XCTestEntryPoint.render(plan)
        XCTAssertTrue(text.hasPrefix("// DO NOT EDIT"), text)
        XCTAssertTrue(text.hasSuffix("XCTMain(suites)\n"))
        // Every test method the rendered suites declare, and no other, is listed.
        let rendered = try DocGenerator(modelDirectory: GenerateFixtures.corpusModel, templatesDirectory: GenerateFixtures.templates)
            .render(plan).swiftFiles.values.map { String(decoding: $0, as: UTF8.self) }
        var declared: Set<String> = []
        for file in rendered {
            var suite = ""
            for line in file.split(separator: "\n") {
                if let match = line.firstMatch(of: /^(?:final class|extension) (\w+)/) { suite = String(match.1) }
                if let match = line.firstMatch(of: /^    func (test\w*)\(\) throws \{/) { declared.insert("\(suite).\(match.1)") }
            }
        }
        var listed: Set<String> = []
        for match in text.matches(of: /\("(test\w*)", (\w+)\.test\w*\)/) { listed.insert("\(match.2).\(match.1)") }
        XCTAssertFalse(listed.isEmpty)
        XCTAssertEqual(listed, declared)
        XCTAssertFalse(listed.contains("\(plan.suites[suiteIndex].suiteName).\(SuiteViewBuilder.methodName(blocked.id))"))
    }
}
