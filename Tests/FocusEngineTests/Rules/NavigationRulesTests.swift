import FocusEngine
import XCTest

/// R10–R13: focusability, default focus, focus sections and navigation order.
final class NavigationRulesTests: XCTestCase {
    typealias Field = Fixture.Field

    func testR10_TextFieldsAreFocusableByTap() throws {
        let host = FocusHost(Fixture.WithDisabled())
        try host.tap(host.element(label: "A"))
        XCTAssertEqual(host.focusedElement?.label, "A")
    }

    func testR10_TappingAButtonRunsItsActionWithoutTakingFocus() throws {
        let host = FocusHost(VStack {
            TextField("Field", text: .constant(""))
            Button("Go") {}
        })
        try host.tap(host.element(label: "Go"))
        XCTAssertNil(host.focusedElement)
        try host.tap(host.element(label: "Field"))
        try host.tap(host.element(label: "Go"))
        XCTAssertEqual(host.focusedElement?.label, "Field", "a tap on a button leaves keyboard focus where it was")
    }

    func testR10_DisabledFieldIgnoresTapAndWarns() throws {
        let host = FocusHost(Fixture.WithDisabled())
        try host.tap(host.element(label: "B"))
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(host.warnings.contains { $0.category == .disabledInteraction })
    }

    func testR10_ProgrammaticFocusOnADisabledFieldStaysPendingWithAWarning() throws {
        let host = FocusHost(Fixture.WithDisabled())
        try host.tap(host.element(label: "Focus B"))
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(host.warnings.contains { $0.category == .noFocusableTarget }, "\(host.warnings)")
    }

    func testR10_FocusableMakesOtherViewsFocusableAndNavigationSkipsDisabled() throws {
        let host = FocusHost(Fixture.WithDisabled())
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "A")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Card")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "C")
    }

    func testR11_DefaultFocusIsAppliedWhenTheSceneAppears() throws {
        let host = FocusHost(Fixture.DefaultFocusForm(priority: .automatic))
        host.appear()
        XCTAssertEqual(host.focusedElement?.label, "B")
        XCTAssertEqual(try host.state("focus", as: Field?.self), .b)
    }

    func testR11_AutomaticPriorityIsIgnoredOnUserNavigation() throws {
        let host = FocusHost(Fixture.DefaultFocusForm(priority: .automatic))
        try host.tap(host.element(label: "Outside"))
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "A")
    }

    func testR11_UserInitiatedPriorityRedirectsNavigationIntoTheRegion() throws {
        let host = FocusHost(Fixture.DefaultFocusForm(priority: .userInitiated))
        try host.tap(host.element(label: "Outside"))
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "B")
    }

    func testR12_PrefersDefaultFocusWinsOverTreeOrderAndResetReturnsToIt() throws {
        let host = FocusHost(PagePrefersDefaultFocus.ContentView())
        host.appear()
        XCTAssertEqual(host.focusedElement?.label, "3")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Reset to default focus")
        try host.press()
        XCTAssertEqual(host.focusedElement?.label, "3")
    }

    /// A preference counts only inside the `focusScope` its namespace names: a view preferring
    /// default focus in a sibling region's namespace does not get it (killed by
    /// `r12-preference-outside-its-scope`); the view preferring the enclosing scope does.
    func testR12_APreferenceCountsOnlyInsideTheScopeItsNamespaceNames() throws {
        struct Regions: View {
            @Namespace var scope
            @Namespace var sibling
            var body: some View {
                VStack {
                    VStack {
                        Button("First") {}
                        Button("Names the sibling") {}.prefersDefaultFocus(in: sibling)
                        Button("Names its scope") {}.prefersDefaultFocus(in: scope)
                    }
                    .focusScope(scope)
                    VStack { Button("Sibling") {} }.focusScope(sibling)
                }
            }
        }
        let host = FocusHost(Regions(), configuration: .tvOS)
        host.appear()
        XCTAssertEqual(host.focusedElement?.label, "Names its scope")
    }

    func testR13_SequentialOrderIsLayoutOrder() throws {
        let host = FocusHost(Fixture.Grid())
        var visited: [String] = []
        for _ in 0..<4 {
            host.moveFocus(.next)
            visited.append(host.focusedElement?.label ?? "-")
        }
        XCTAssertEqual(visited, ["TL", "TR", "BL", "BR"])
    }

    func testR13_DirectionalMovesFollowLayout() throws {
        let host = FocusHost(Fixture.Grid())
        host.moveFocus(.next)
        host.moveFocus(.down)
        XCTAssertEqual(host.focusedElement?.label, "BL")
        host.moveFocus(.right)
        XCTAssertEqual(host.focusedElement?.label, "BR")
        host.moveFocus(.up)
        XCTAssertEqual(host.focusedElement?.label, "TR")
    }

    func testR13_DirectionalMoveLandsOnASectionAndForwardsToItsNearestDescendant() throws {
        let host = FocusHost(Fixture.Sections())
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Left")
        host.moveFocus(.right)
        XCTAssertEqual(host.focusedElement?.label, "Right 1")
    }

    /// The section itself is the candidate: it wins over a view outside it that a move to the
    /// section's descendant alone would lose to (killed by `r13-section-does-not-forward`).
    func testR13_ANearerSectionWinsTheDirectionalMoveOverAViewBeyondIt() throws {
        let host = FocusHost(Fixture.SectionBetween())
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Left")
        host.moveFocus(.right)
        XCTAssertEqual(host.focusedElement?.label, "Deep")
        host.moveFocus(.right)
        XCTAssertEqual(host.focusedElement?.label, "Top")
    }

    func testR13_SequentialNavigationVisitsAllOfASectionBeforeLeaving() throws {
        let host = FocusHost(Fixture.Sections())
        var visited: [String] = []
        for _ in 0..<3 {
            host.moveFocus(.next)
            visited.append(host.focusedElement?.label ?? "-")
        }
        XCTAssertEqual(visited, ["Left", "Right 1", "Right 2"])
    }

    func testChoice5_SequentialNavigationWrapsByDefaultAndCanStop() throws {
        let host = FocusHost(Fixture.Grid())
        host.moveFocus(.previous)
        XCTAssertEqual(host.focusedElement?.label, "BR")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "TL", "wraps")

        var configuration = FocusHost.Configuration()
        configuration.wrapsSequentialNavigation = false
        let stopping = FocusHost(Fixture.Grid(), configuration: configuration)
        stopping.moveFocus(.previous)
        stopping.moveFocus(.next)
        XCTAssertEqual(stopping.focusedElement?.label, "BR", "stays at the end")
    }
}
