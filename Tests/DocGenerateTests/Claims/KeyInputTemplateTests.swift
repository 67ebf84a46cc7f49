@testable import DocGenerate
import DocModel
import XCTest

/// Sentences about keyboard and remote input reach the key-input templates, and the steps those
/// templates use render as driver calls that page text cannot break out of.
final class KeyInputTemplateTests: XCTestCase {
    private static let phrasebook = try! ClaimPhrasebook.bundled()

    func testKeyPressSentencesOfEveryOverloadReachTheirTemplates() {
        let expected: [(String, [String])] = [
            ("Return `.handled` to consume the event and prevent further dispatch, or `.ignored` to allow dispatch to continue.",
             ["key-press-handled-stops"]),
            ("SwiftUI performs the action for key-down and key-repeat events.", ["key-press-default-phases"]),
            ("SwiftUI performs the action for the specified event phases.", ["key-press-specified-phases"]),
            ("Performs an action if the user presses any key on a hardware keyboard while the view has focus.", ["key-press-needs-focus"]),
            ("Performs an action if the user presses one or more keys on a hardware keyboard while the view has focus.", ["key-press-needs-focus"]),
            ("The user generates an exit command by pressing the Menu button on tvOS, or the escape key on macOS.", ["escape-key-is-exit-command"]),
        ]
        for (sentence, templates) in expected {
            XCTAssertEqual(Self.phrasebook.match(sentence, language: .en).templates, templates, sentence)
        }
        XCTAssertEqual(Self.phrasebook.match("SwiftUI performs the action for every key.", language: .en).templates, [],
                       "a sentence the entries do not describe reaches no key template")
    }

    func testEveryKeyInputTemplateAssertsItsSetupBeforeActing() throws {
        for id in ["key-press-handled-stops", "key-press-default-phases", "key-press-specified-phases", "key-press-needs-focus",
                   "move-command-to-focused-view", "arrow-key-is-move-command", "unhandled-move-command-moves-focus",
                   "exit-command-to-focused-view", "escape-key-is-exit-command"] {
            let template = try XCTUnwrap(CaseTemplates.all[id], id)
            let variant = try XCTUnwrap(template.ownVariants.first, id)
            let scenario = template.build(variant)
            XCTAssertFalse(scenario.preconditions.isEmpty, id)
            XCTAssertGreaterThan(scenario.steps.count, scenario.actionStep ?? 0, "\(id) acts after its setup")
            XCTAssertTrue(scenario.expectations.contains { $0.observe == .textShown }, "\(id) reads what the actions recorded")
        }
        XCTAssertEqual(CaseTemplates.all["unhandled-move-command-moves-focus"]?.build(.moveCommandInput).basis, .engineChoice,
                       "what an unhandled move command does is the engine's choice (R45), not the page's")
    }

    func testKeyStepsRenderOnlyKnownKeysPhasesAndEscapedCharacters() {
        XCTAssertEqual(SwiftStatements.step(CaseStep(action: .pressKey, text: "escape")), "host.press(.escape)")
        XCTAssertEqual(SwiftStatements.step(CaseStep(action: .pressKey, text: "k", phases: "down,repeat,up")),
                       "host.press(KeyEquivalent(Character(\"k\")), phase: [.down, .repeat, .up])")
        XCTAssertEqual(SwiftStatements.step(CaseStep(action: .pressKey, text: "\"); exit(1) //", phases: "down,); exit(1)")),
                       "host.press(KeyEquivalent(Character(\"\\\"\")), phase: [.down])", "page text stays inside one literal")
        XCTAssertEqual(SwiftStatements.step(CaseStep(action: .pressKey, text: "Escape")), "host.press(KeyEquivalent(Character(\"E\")))",
                       "an unknown name is not guessed at")
        XCTAssertEqual(SwiftStatements.step(CaseStep(action: .moveCommand, direction: "left")), "host.moveCommand(.left)")
        XCTAssertEqual(SwiftStatements.step(CaseStep(action: .moveCommand, direction: "x); exit(1")), "host.moveCommand(.down)")
        XCTAssertEqual(SwiftStatements.step(CaseStep(action: .exitCommand)), "host.exitCommand()")
    }
}
