@testable import DocExtract
import XCTest

/// An untagged or Swift listing is Swift unless it opens with a markup tag, which no Swift statement can.
final class ExampleLanguageTests: XCTestCase {
    func testAnUntaggedPropertyListIsMarkup() {
        XCTAssertEqual(ExampleAligner.language(info: "", code: "<key>CFBundleDocumentTypes</key>\n<array>\n</array>"), "xml")
        XCTAssertEqual(ExampleAligner.language(info: "source", code: "\n  <?xml version=\"1.0\"?>"), "xml")
        XCTAssertEqual(ExampleAligner.language(info: "", code: "<!DOCTYPE plist>"), "xml")
    }

    func testSwiftAndTaggedListingsKeepTheirLanguage() {
        // Counter-cases: Swift code (even one using `<` as an operator) and a listing's own tag.
        XCTAssertEqual(ExampleAligner.language(info: "", code: "struct A: View {}"), "swift")
        XCTAssertEqual(ExampleAligner.language(info: "", code: "a < b"), "swift")
        XCTAssertEqual(ExampleAligner.language(info: "source", code: "Text(\"<b>\")"), "swift")
        XCTAssertEqual(ExampleAligner.language(info: "metal", code: "<key>"), "metal")
        XCTAssertEqual(ExampleAligner.language(info: "", code: "<#code#>"), "swift", "an editor placeholder is no tag")
    }

    func testAPropertyListTheDumpLabelsSwiftIsMarkup() {
        // A real page of the shared dump: building-a-document-based-app-with-swiftui.md fences its
        // Info.plist entries as ```swift.
        XCTAssertEqual(ExampleAligner.language(info: "swift", code: "<key>CFBundleDocumentTypes</key>\n<array>"), "xml")
    }
}
