@testable import DocExtract
import XCTest

final class ReferenceResolverTests: XCTestCase {
    func testSymbolLinkTextIsTheName() {
        XCTAssertEqual(ReferenceResolver.name(text: "focused(_:equals:)", target: "/documentation/swiftui/view/focused(_:equals:)"), "focused(_:equals:)")
    }

    func testSpacedLinkTextIsJoinedWhenItMatchesTheTarget() {
        XCTAssertEqual(ReferenceResolver.name(text: "Text Field", target: "/documentation/swiftui/textfield"), "TextField")
    }

    func testChineseCrawlTargetsDecodeBackToSwiftNames() {
        XCTAssertEqual(ReferenceResolver.decodeCrawlFileName("focused___equals"), "focused(_:equals:)")
        XCTAssertEqual(ReferenceResolver.decodeCrawlFileName("init_for"), "init(for:)")
        XCTAssertEqual(ReferenceResolver.name(text: "这个方法", target: "focused___equals.zh-Hans.md"), "focused(_:equals:)")
        XCTAssertEqual(ReferenceResolver.name(text: "文本字段", target: "../TextField.zh-Hans.md"), "TextField")
    }

    func testDecoratedDocCTitlesResolveThroughTheURL() {
        XCTAssertEqual(ReferenceResolver.name(text: "func focused<Value>(FocusState<Value>.Binding, equals: Value) -> some View",
                                              target: "/documentation/swiftui/view/focused(_:equals:)"), "focused(_:equals:)")
        XCTAssertEqual(ReferenceResolver.name(text: "var isFocused: Bool", target: "/documentation/swiftui/environmentvalues/isfocused"), "isFocused")
    }

    func testBackticksAroundLinkTextAreDropped() {
        XCTAssertEqual(ReferenceResolver.name(text: "`TextField`", target: "/documentation/swiftui/textfield"), "TextField")
    }
}
