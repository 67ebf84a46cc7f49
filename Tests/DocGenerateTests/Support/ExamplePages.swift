@testable import DocGenerate
import DocModel
import XCTest

/// One page `swiftui/x` whose examples are `codes` (example-1, example-2, …), planned as the
/// suite `SwiftuiXTests` (namespaces `SwiftuiXExample<n>`) with the bundled known names and the
/// stub engine surface.
enum ExamplePages {
    /// Apple's `defaultFocus(_:_:priority:)` example (a scene expression), its fields elided as
    /// the page elides them.
    static let defaultFocusScene = """
    WindowGroup {
        VStack {
            TextField(...)
                .focused($focusedField, equals: .firstField)
            TextField(...)
                .focused($focusedField, equals: .secondField)
        }
        .defaultFocus($focusedField, .secondField)
    }
    """

    /// `planner`: another planner than the default one (a fake engine surface). `narration`:
    /// paragraphs of a Discussion section standing before the first example (lines 1, 2, …),
    /// in `language`.
    static func plan(_ codes: [String], planner: ExamplePlanner? = nil, narration: [String] = [],
                     language: Language = .en) -> ExamplePlanner.Result {
        var page = HostilePage.page()
        page.id = "swiftui/x"
        if !narration.isEmpty {
            var blocks = Localized<[Block]>()
            blocks[language] = narration.enumerated().map { Block(kind: .paragraph, text: $1, line: $0 + 1) }
            page.sections = [Section(id: "discussion", kind: .discussion, blocks: blocks)]
        }
        page.examples = codes.enumerated().map { index, code in
            let count = code.split(separator: "\n", omittingEmptySubsequences: false).count
            return CodeExample(id: "example-\(index + 1)", code: code, language: "swift", role: .example,
                               lines: language == .en ? Localized(en: LineRange(start: 10 * (index + 1), end: 10 * (index + 1) + count - 1))
                                   : Localized(zhHans: LineRange(start: 10 * (index + 1), end: 10 * (index + 1) + count - 1)),
                               shape: .declarations, parsesCleanly: true)
        }
        return (planner ?? ExamplePlanner(knownNames: try! KnownNames.bundled(), surface: StubEngineSurface())).plan(page, suiteName: "SwiftuiXTests")
    }
}

extension CaseExpectation {
    /// The expectation as the generator's model gives it when no sentence of the page states it.
    var derived: CaseExpectation {
        var copy = self
        copy.basis = .derived
        return copy
    }
}

extension XCTestCase {
    /// The wrapped example type-checks against the built engine (skipped when the compiler or the
    /// modules are absent); on failure the message holds the diagnostics and the source.
    func assertExampleTypeChecks(_ code: ExampleCode, file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try RuleFragmentPages.typeCheck(code)
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + code.wrapped, file: file, line: line)
    }
}

extension ExamplePlanner {
    /// A planner with the bundled known names and the built engine's surface (what `docgen
    /// generate` uses), for tests of rules that ask the engine's declarations.
    static func withEngineSurface() throws -> ExamplePlanner {
        ExamplePlanner(knownNames: try KnownNames.bundled(), surface: EngineSurface.bundled)
    }
}
