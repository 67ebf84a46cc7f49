@testable import DocGenerate
import DocModel
import XCTest

/// The Focus chapter's last sentences about focused objects, `@Entry` and `Observable`-only
/// publishing reach templates with fixtures of their own; a descriptive sentence is untestable.
final class FocusedObjectTemplateTests: XCTestCase {
    private static let phrasebook = try! ClaimPhrasebook.bundled()

    func testEachSentenceReachesTheTemplateThatChecksIt() {
        let expected: [(String, [String])] = [
            ("If multiple views publish a focused object using the same key, the wrapped property will reflect the object that’s closest to the focused view.",
             ["focused-object-nearest-publisher"]),
            ("Interested views can then use the Focused Object property wrapper to observe and update the active scene’s state object.",
             ["focused-scene-object-reader-observes"]),
            ("The `Entry` macro automatically generates the underlying key type and provides the getter and setter for the focused value.",
             ["entry-focused-value-follows-focus"]),
            ("This initializer only accepts objects conforming to the `Observable` protocol.", ["focused-object-must-be-observable"]),
            ("Focus indicates which element in the display receives the next input.", ["key-press-needs-focus"]),
        ]
        for (sentence, templates) in expected {
            XCTAssertEqual(Self.phrasebook.match(sentence, language: .en).templates, templates, sentence)
        }
        let descriptive = Self.phrasebook.match("This property provides primary access to the value’s data.", language: .en)
        XCTAssertEqual(descriptive.templates, [])
        XCTAssertNotNil(descriptive.untestable)
    }

    func testTheNearestPublisherTemplateFocusesTheInnerPublisherAndExpectsItsObject() throws {
        let template = try XCTUnwrap(CaseTemplates.all["focused-object-nearest-publisher"])
        let scenario = template.build(.nestedFocusedObject)
        XCTAssertEqual(scenario.preconditions.last, CaseExpectation(observe: .textShown, element: "Count: none", shown: true))
        XCTAssertEqual(scenario.expectations.last, CaseExpectation(observe: .textShown, element: "Count: 0", shown: true),
                       "the group's object counts from 100: seeing it would show Count: 100")
    }

    func testTheObservableOnlyCheckHasControlsThatCompileAndRejectsPlainTypes() throws {
        let check = try XCTUnwrap(CompileTemplates.all["focused-object-must-be-observable"]?.check)
        XCTAssertTrue(check.accepted.allSatisfy { $0.contains("@Observable final class Model") })
        XCTAssertFalse(check.rejected.contains { $0.contains("@Observable") })
        XCTAssertEqual(check.accepted.count, check.rejected.count, "one control per rejected snippet")
    }
}
