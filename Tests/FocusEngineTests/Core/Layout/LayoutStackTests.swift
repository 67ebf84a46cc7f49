import FocusEngine
import XCTest

/// R40: stacks, spacing, alignment, Spacer, frame and padding in the 390×844 window. Expected
/// frames are worked out by hand from the rule (docs/focus-semantics.md), not recorded.
final class LayoutStackTests: XCTestCase {
    func testR40_StackSpacingSeparatesChildrenAndTheStackIsCenteredInTheWindow() throws {
        let host = FocusHost(VStack(spacing: 10) {
            TextField("A", text: .constant(""))
            TextField("B", text: .constant(""))
        })
        // text fields fill the width; the stack is 44 + 10 + 44 = 98 high, centered: y = (844 - 98) / 2
        XCTAssertEqual(try host.frame(of: host.element(label: "A")), CGRect(x: 0, y: 373, width: 390, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "B")), CGRect(x: 0, y: 427, width: 390, height: 44))
    }

    func testR40_DefaultSpacingIsEightPoints() throws {
        let host = FocusHost(HStack {
            Button("L") {}
            Button("R") {}
        })
        let left = try host.frame(of: host.element(label: "L")), right = try host.frame(of: host.element(label: "R"))
        XCTAssertEqual(right.minX - left.maxX, 8)
        XCTAssertEqual(left, CGRect(x: 147, y: 400, width: 44, height: 44), "(390 - 96) / 2 = 147")
    }

    func testR40_AlignmentPlacesChildrenAcrossTheStack() throws {
        func frames(_ alignment: HorizontalAlignment) throws -> (CGRect, CGRect) {
            let host = FocusHost(VStack(alignment: alignment) {
                Text("Hi")
                Button("Longer button") {}
            })
            return (try host.frame(of: host.element(text: "Hi")), try host.frame(of: host.element(label: "Longer button")))
        }
        // the stack is as wide as the button (13 characters × 8 = 104) and 20 + 8 + 44 = 72 high
        let (leading, button) = try frames(.leading)
        XCTAssertEqual(button, CGRect(x: 143, y: 414, width: 104, height: 44))
        XCTAssertEqual(leading, CGRect(x: 143, y: 386, width: 16, height: 20))
        XCTAssertEqual(try frames(.center).0.minX, 187)
        XCTAssertEqual(try frames(.trailing).0.minX, 231)
    }

    func testR40_SpacerTakesTheSpaceLeftInItsStack() throws {
        let host = FocusHost(HStack {
            Button("L") {}
            Spacer()
            Button("R") {}
        })
        XCTAssertEqual(try host.frame(of: host.element(label: "L")), CGRect(x: 0, y: 400, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "R")), CGRect(x: 346, y: 400, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(type: "Spacer")).width, 286, "390 - 2 × 44 - 2 × 8")
    }

    func testR40_SpacersShareTheRemainingSpaceEqually() throws {
        let host = FocusHost(VStack(spacing: 0) {
            Spacer()
            Button("Middle") {}
            Spacer()
        })
        XCTAssertEqual(try host.frame(of: host.element(label: "Middle")).minY, 400, "(844 - 44) / 2 above and below")
    }

    func testR40_FixedFrameSizesTheModifiedViewAndCentersItsContent() throws {
        let host = FocusHost(Button("OK") {}.frame(width: 200, height: 60))
        XCTAssertEqual(try host.frame(of: host.element(label: "OK")), CGRect(x: 173, y: 400, width: 44, height: 44))
        XCTAssertTrue(host.dump(frames: true).contains(".frame(width: 200, height: 60) @(95, 392, 200, 60)"), host.dump(frames: true))
    }

    func testR40_InfiniteMaxWidthFillsTheProposedWidth() throws {
        let host = FocusHost(VStack {
            Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
            Text("Fixed").frame(minWidth: 100)
        })
        let dump = host.dump(frames: true)
        XCTAssertTrue(dump.contains(".frame(maxWidth: .infinity, alignment: .leading) @(0, 398, 390, 20)"), dump)
        XCTAssertEqual(try host.frame(of: host.element(text: "Hi")), CGRect(x: 0, y: 398, width: 16, height: 20))
        XCTAssertTrue(dump.contains(".frame(minWidth: 100) @(145, 426, 100, 20)"), dump)
    }

    func testR40_PaddingInsetsTheContentOnTheGivenEdges() throws {
        let all = FocusHost(Button("OK") {}.padding())
        XCTAssertTrue(all.dump(frames: true).contains(".padding() @(157, 384, 76, 76)"), all.dump(frames: true))
        XCTAssertEqual(try all.frame(of: all.element(label: "OK")), CGRect(x: 173, y: 400, width: 44, height: 44))
        let leading = FocusHost(Button("OK") {}.padding(.leading, 30))
        XCTAssertEqual(try leading.frame(of: leading.element(label: "OK")), CGRect(x: 188, y: 400, width: 44, height: 44))
        let insets = FocusHost(Button("OK") {}.padding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)))
        XCTAssertEqual(try insets.frame(of: insets.element(label: "OK")).minY, 405, "(844 - 54) / 2 + 10")
    }

    func testR40_TheWindowSizeIsConfigurable() throws {
        var configuration = FocusHost.Configuration()
        configuration.windowSize = CGSize(width: 1000, height: 500)
        let host = FocusHost(TextField("A", text: .constant("")), configuration: configuration)
        XCTAssertEqual(try host.frame(of: host.element(label: "A")), CGRect(x: 0, y: 228, width: 1000, height: 44))
    }

    func testR40_FramesFollowTheTreeAfterAnUpdate() throws {
        struct Growing: View {
            @State var extra = false
            var body: some View {
                VStack(spacing: 0) {
                    if extra { Text("Extra") }
                    Button("Grow") { extra = true }
                }
            }
        }
        let host = FocusHost(Growing())
        XCTAssertEqual(try host.frame(of: host.element(label: "Grow")).minY, 400)
        try host.tap(host.element(label: "Grow"))
        XCTAssertEqual(try host.frame(of: host.element(label: "Grow")).minY, 410, "(844 - 64) / 2 + 20")
    }
}
