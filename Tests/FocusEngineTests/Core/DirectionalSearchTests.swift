import FocusEngine
import XCTest

/// R42 (and R13's sections): directional moves over the geometric layout.
final class DirectionalSearchTests: XCTestCase {
    /// "A" and "Far" share a row, 200 points apart; "Near" sits just right of "A" one row lower.
    struct BandAndNear: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack(spacing: 200) {
                    Button("A") {}
                    Button("Far") {}
                }
                HStack(spacing: 0) {
                    Spacer().frame(width: 60)
                    Button("Near") {}
                }
            }
        }
    }

    func testR42_ACandidateInTheFocusedViewsBandWinsOverANearerOneOutsideIt() throws {
        let host = FocusHost(BandAndNear())
        XCTAssertEqual(try host.frame(of: host.element(label: "Near")), CGRect(x: 111, y: 426, width: 44, height: 44))
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "A")
        host.moveFocus(.right)
        XCTAssertEqual(host.focusedElement?.label, "Far", "in A's row, though Near's edges are 18 points away and Far's 200")
    }

    func testR42_OutsideTheBandTheNearestEdgeWins() throws {
        let host = FocusHost(BandAndNear())
        host.moveFocus(.next)
        host.moveFocus(.down)
        XCTAssertEqual(host.focusedElement?.label, "Near", "nothing below A in its column: the nearest below")
        host.moveFocus(.up)
        XCTAssertEqual(host.focusedElement?.label, "A", "A's edges are nearer than Far's")
    }

    func testR42_NothingInTheDirectionLeavesFocusWhereItIs() throws {
        let host = FocusHost(BandAndNear())
        host.moveFocus(.next)
        host.moveFocus(.up)
        XCTAssertEqual(host.focusedElement?.label, "A")
        host.moveFocus(.left)
        XCTAssertEqual(host.focusedElement?.label, "A")
    }

    func testR42_GridMovesFollowColumnsAndRows() throws {
        let host = FocusHost(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(1..<7, id: \.self) { index in Button("\(index)") {} }
        })
        host.moveFocus(.next)
        var visited: [String] = []
        for move in [FocusMove.right, .right, .down, .left, .left, .up] {
            host.moveFocus(move)
            visited.append(host.focusedElement?.label ?? "-")
        }
        XCTAssertEqual(visited, ["2", "3", "6", "5", "4", "1"])
    }

    func testR42_SpacerGapsDoNotStopAMove() throws {
        let host = FocusHost(VStack {
            Button("Top") {}
            Spacer()
            Button("Bottom") {}
        })
        XCTAssertEqual(try host.frame(of: host.element(label: "Bottom")).maxY, 844, "the spacer pushes Bottom to the window's edge")
        host.moveFocus(.next)
        host.moveFocus(.down)
        XCTAssertEqual(host.focusedElement?.label, "Bottom")
    }

    /// Apple's tvOS catalog layout: a tab bar button at the top right, a header whose only button
    /// sits at the leading edge, a shelf below. The header is a full-width focus section.
    struct Catalog: View {
        var body: some View {
            VStack(spacing: 40) {
                HStack { Spacer(); Button("Tab") {} }
                VStack(alignment: .leading) { Button("Play") {} }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .focusSection()
                HStack { Button("A") {}; Spacer(); Button("B") {} }
            }
        }
    }

    func testR13_AFocusSectionWidensTheTargetAreaOfItsContent() throws {
        let host = FocusHost(Catalog())
        XCTAssertEqual(try host.frame(of: host.element(label: "Play")), CGRect(x: 0, y: 400, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "B")), CGRect(x: 346, y: 484, width: 44, height: 44))
        host.moveFocus(.previous)   // from nothing: the last view, B
        XCTAssertEqual(host.focusedElement?.label, "B")
        host.moveFocus(.up)
        XCTAssertEqual(host.focusedElement?.label, "Play",
                       "the section's full width is above B, nearer than Tab: focus goes to its content, not the tab bar")
    }

    func testR13_WithoutTheSectionTheMoveFromTheRightJumpsToTheTabBar() throws {
        let host = FocusHost(VStack(spacing: 40) {
            HStack { Spacer(); Button("Tab") {} }
            VStack(alignment: .leading) { Button("Play") {} }
                .frame(maxWidth: .infinity, alignment: .leading)
            HStack { Button("A") {}; Spacer(); Button("B") {} }
        })
        host.moveFocus(.previous)
        XCTAssertEqual(host.focusedElement?.label, "B")
        host.moveFocus(.up)
        XCTAssertEqual(host.focusedElement?.label, "Tab")
    }
}
