@testable import DocGenerate
import DocModel
import SwiftParser
import SwiftSyntax
import XCTest

/// Rule documents show fragments, not views: a modifier chain applied to nothing, a property
/// between two views, several views in one block, an attached macro of another library. The
/// fixtures are real documents (`pages/SOURCES.md`); each fragment is filled so it compiles.
final class RuleFragmentExampleTests: XCTestCase {
    func testABareModifierChainGetsAPlaceholderViewAndItsStateIsSynthesised() throws {
        let result = try RuleFragmentPages.plan("acc-focus-management.md")
        let code = try XCTUnwrap(RuleFragmentPages.compiled(result, "example-1"), "\(result.uncovered)")
        XCTAssertTrue(code.code.hasPrefix("// Modal appears but focus doesn't move\n.sheet("), "code stays verbatim")
        XCTAssertTrue(try XCTUnwrap(code.filledCode).contains("EmptyView().sheet(isPresented: $showSheet)"))
        XCTAssertTrue(code.viewStubs.contains("@State private var showSheet = false"), "\(code.viewStubs)")
        XCTAssertTrue(code.viewStubs.contains("@State private var showResult = false"), "\(code.viewStubs)")
        let outcome = try RuleFragmentPages.typeCheck(code)
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + code.wrapped)
    }

    func testAPropertyBetweenViewsMovesBeforeTheFirstViewAndSeveralFragmentsShareOneBody() throws {
        let result = try RuleFragmentPages.plan("acc-focus-management.md")
        let code = try XCTUnwrap(RuleFragmentPages.compiled(result, "example-2"), "\(result.uncovered)")
        let filled = try XCTUnwrap(code.filledCode)
        let property = try XCTUnwrap(filled.range(of: "@AccessibilityFocusState var isResultFocused: Bool"))
        let sheet = try XCTUnwrap(filled.range(of: "EmptyView().sheet("))
        XCTAssertLessThan(property.lowerBound, sheet.lowerBound, "the property is a member of the wrapper view:\n\(filled)")
        XCTAssertTrue(code.fillings?.contains { $0.filled == "(moved before the fragment's first view)" } == true)
        XCTAssertEqual(code.layout, "body")
        let outcome = try RuleFragmentPages.typeCheck(code)
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + code.wrapped)
    }

    func testAnAttachedMacroTheEngineLacksIsRemovedWithANote() throws {
        let result = try RuleFragmentPages.plan("ally-focus-after-navigation.md")
        let code = try XCTUnwrap(RuleFragmentPages.compiled(result, "example-2"), "\(result.uncovered)")
        XCTAssertTrue(code.code.contains("@Equatable\nstruct ProfileView"), "code stays verbatim")
        XCTAssertFalse(try XCTUnwrap(code.filledCode).contains("@Equatable"))
        XCTAssertEqual(code.fillings?.filter { $0.original == "@Equatable" }.count, 2)
        let outcome = try RuleFragmentPages.typeCheck(code)
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + code.wrapped)
    }

    func testEveryExampleOfTheRealRuleFixturesTypeChecks() throws {
        var compiled = 0, total = 0, failures: [String] = []
        for file in ["acc-focus-management.md", "ally-focus-after-navigation.md", "inter-keyboard-handling.md"] {
            let page = RuleFragmentPages.page(file)
            let result = try RuleFragmentPages.plan(file)
            for example in page.examples where example.language == "swift" {
                total += 1
                guard let code = RuleFragmentPages.compiled(result, example.id) else {
                    failures.append("\(file) \(example.id): not compiled — \(result.uncovered.first { $0.exampleID == example.id }?.reason ?? "")")
                    continue
                }
                let outcome = try RuleFragmentPages.typeCheck(code)
                if outcome.succeeded { compiled += 1 } else { failures.append("\(file) \(example.id):\n\(outcome.diagnostics)") }
            }
        }
        XCTAssertEqual(total, 6)
        XCTAssertEqual(compiled, total, failures.joined(separator: "\n\n"))
    }

    // MARK: Counter-cases

    func testTheExamplesOwnPropertyWrappersAndSwiftAttributesAreKept() throws {
        let result = ExamplePages.plan(["""
        @propertyWrapper
        struct Trimmed { var wrappedValue: String }

        @MainActor
        struct Form: View {
            @Trimmed var name: String
            var body: some View { Text(name) }
        }
        """])
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertNil(code.fillings, "nothing removed: \(code.fillings ?? [])")
    }

    func testAnImplicitMemberThatIsNotACallIsNotAModifierChain() {
        let items = Parser.parse(source: ".red").statements
        XCTAssertFalse(FragmentFillings.isBareModifierChain(items.first?.item.as(ExprSyntax.self)))
        let chain = Parser.parse(source: ".sheet(isPresented: $x) { Text(\"a\") }.padding()").statements
        XCTAssertTrue(FragmentFillings.isBareModifierChain(chain.first?.item.as(ExprSyntax.self)))
    }

    func testTheSurfaceTakesSafeAreaInsetButNotAModifierSwiftUIDoesNotHave() throws {
        let inset = ExamplePages.plan(["""
        @FocusState private var isFocused: Bool

        ScrollView { Text("Messages") }
            .scrollDismissesKeyboard(.interactively)
            .safeAreaInset(edge: .bottom, spacing: 8) {
                TextField("Message", text: $message)
                    .focused($isFocused)
                    .textInputAutocapitalization(.sentences)
            }
        """])
        let code = try XCTUnwrap(inset.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(inset.uncovered)")
        let accepted = try RuleFragmentPages.typeCheck(code)
        XCTAssertTrue(accepted.succeeded, accepted.diagnostics)
        // An earlier version of the acc-focus-management rule used `.accessibilityLiveRegion(.polite)`,
        // which SwiftUI does not have: it must still be rejected.
        let invented = ExamplePages.plan(["""
        Text("Saved")
            .accessibilityLiveRegion(.polite)
        """])
        let other = try XCTUnwrap(invented.cases.first { $0.id == "example-compiles.example-1" }?.example)
        let rejected = try RuleFragmentPages.typeCheck(other)
        XCTAssertFalse(rejected.succeeded, "no such modifier in SwiftUI")
        XCTAssertTrue(rejected.diagnostics.contains("accessibilityLiveRegion"), rejected.diagnostics)
    }

    func testAStatementBetweenViewsIsStillRefused() {
        let result = ExamplePages.plan(["""
        Text("A")
        for index in 0..<3 { print(index) }
        """])
        XCTAssertEqual(result.uncovered.count, 1, "a loop is not a view: the fragment cannot be placed")
    }
}
