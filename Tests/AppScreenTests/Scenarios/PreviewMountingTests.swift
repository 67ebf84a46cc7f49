import FocusEngine
import XCTest

/// `#Preview` and `PreviewProvider` bodies of the screens are found at run time and mounted.
final class PreviewMountingTests: XCTestCase {
    func testPreviewsOfTheScreensAreDiscovered() throws {
        // The #Preview lines of Forms.swift, read from the file itself.
        let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Screens/Forms.swift")
        let lines = try String(contentsOf: forms, encoding: .utf8).components(separatedBy: "\n")
        let previewLines = lines.indices.filter { lines[$0].hasPrefix("#Preview") }.map { $0 + 1 }
        XCTAssertEqual(previewLines.count, 3)
        let previews = Previews.all.filter { $0.fileID.hasPrefix("AppScreenTests/") || $0.name == "FocusScopeDemoView_Previews" }
        XCTAssertEqual(previews.map(\.description), [
            "\"FocusScopeDemoView_Previews\"",
            "untitled preview (AppScreenTests/Forms.swift:\(previewLines[0]))",
            "\"Sign in chain\" (AppScreenTests/Forms.swift:\(previewLines[1]))",
            "untitled preview (AppScreenTests/Forms.swift:\(previewLines[2]))",
        ])
    }

    func testANamedPreviewMountsAndItsScreenIsDriven() throws {
        let host = try FocusHost(preview: "Sign in chain")
        XCTAssertEqual(host.focusedElement?.label, "Username", "the preview's view appeared")
        try host.type("ada")
        try host.submit()
        XCTAssertEqual(host.focusedElement?.label, "Password")
    }

    func testAnUntitledPreviewIsFoundByItsFile() throws {
        let preview = try XCTUnwrap(Previews.inFile("Forms.swift").first { $0.name == nil })
        let host = preview.mount()
        XCTAssertEqual(host.focusedElement?.label, "Username", "WelcomeView's onAppear focus")
    }

    func testAPreviewProviderMountsByTypeName() throws {
        let host = try FocusHost(preview: "FocusScopeDemoView_Previews", configuration: .tvOS)
        XCTAssertEqual(host.focusedElement?.label, "3")
    }

    func testAnUnknownPreviewThrowsListingThePreviews() {
        XCTAssertThrowsError(try FocusHost(preview: "Nope")) { error in
            XCTAssertTrue("\(error)".contains("Sign in chain"), "\(error)")
        }
    }
}
