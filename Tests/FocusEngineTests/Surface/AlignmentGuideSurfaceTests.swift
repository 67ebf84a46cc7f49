import FocusEngine
import XCTest

/// Custom alignment guides as Apple's alignment pages write them (`AlignmentID`, `VerticalAlignment(_:)`,
/// `alignmentGuide(_:computeValue:)`) compile against the engine; the guide is recorded, and the
/// views stay where the layout model puts them.
final class AlignmentGuideSurfaceTests: XCTestCase {
    private struct FirstThirdAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }

    private struct Stripes: View {
        var body: some View {
            HStack(alignment: VerticalAlignment(FirstThirdAlignment.self)) {
                Text("Short")
                TextField("Tall", text: .constant(""))
                    .alignmentGuide(VerticalAlignment(FirstThirdAlignment.self)) { $0[.bottom] / 2 }
            }
            .frame(alignment: .leadingLastTextBaseline)
        }
    }

    func testACustomGuideCompilesIsRecordedAndLeavesTheViewsFocusable() throws {
        let host = FocusHost(Stripes())
        XCTAssertTrue(host.dump().contains(".alignmentGuide(FirstThirdAlignment)"), host.dump())
        try host.tap(host.element(label: "Tall"))
        XCTAssertEqual(host.focusedElement?.label, "Tall")
    }

    func testAnAlignmentIDsDefaultValueReadsTheDimensionsGuides() {
        struct Half: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] / 2 }
        }
        XCTAssertEqual(HorizontalAlignment(Half.self), HorizontalAlignment(Half.self))
        XCTAssertNotEqual(VerticalAlignment(Half.self), VerticalAlignment.center, "a custom guide is its own alignment")
        XCTAssertEqual(Alignment.leadingFirstTextBaseline.description, ".leadingFirstTextBaseline")
        XCTAssertEqual(Alignment.centerLastTextBaseline.description, ".centerLastTextBaseline")
        XCTAssertEqual(Alignment.topLeading.description, ".topLeading", "edges keep their vertical-first names")
    }
}
