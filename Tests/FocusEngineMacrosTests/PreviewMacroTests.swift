@testable import FocusEngineMacros
import XCTest

/// `#Preview`'s expansion, read from the source text the compiler sends.
final class PreviewMacroTests: XCTestCase {
    private func expand(_ source: String) -> String {
        PreviewMacro.expansion(of: source, typeName: "P", fileID: "App/Screen.swift", line: 7)
    }

    func testTheNameIsTheFirstUnlabeledArgumentAndTheBodyTheTrailingClosure() {
        let expanded = expand("#Preview(\"Login, dark\") {\n    LoginView()\n        .padding()\n}")
        XCTAssertTrue(expanded.contains("static var name: String? { \"Login, dark\" }"), expanded)
        XCTAssertTrue(expanded.contains("    LoginView()\n        .padding()\n"), expanded)
        XCTAssertTrue(expanded.contains("static var fileID: String { \"App/Screen.swift\" }"), expanded)
        XCTAssertTrue(expanded.contains("static var line: Int { 7 }"), expanded)
        XCTAssertTrue(expanded.hasPrefix("struct P: FocusEngine._PreviewRegistration {"), expanded)
    }

    func testAPreviewWithoutANameIsNamedNil() {
        let expanded = expand("#Preview { Text(\"}\") }")
        XCTAssertTrue(expanded.contains("static var name: String? { nil }"), expanded)
        XCTAssertTrue(expanded.contains("Text(\"}\")"), "a brace in a string does not end the body: \(expanded)")
    }

    func testABodyPassedAsAnArgumentIsTheBodyAndNotTheName() {
        let expanded = expand("#Preview(body: { Text(\"a\") })")
        XCTAssertTrue(expanded.contains("static var name: String? { nil }"), expanded)
        XCTAssertTrue(expanded.contains("Text(\"a\")"), expanded)
    }

    func testALabeledArgumentIsNotTheName() {
        let expanded = expand("#Preview(traits: .sizeThatFitsLayout) { Text(\"a\") }")
        XCTAssertTrue(expanded.contains("static var name: String? { nil }"), expanded)
    }

    func testTheLineIsThatOfTheHashNotOfTheCommentsBeforeIt() {
        let expanded = expand("/// A preview.\n// Another line.\n#Preview { A() }")
        XCTAssertTrue(expanded.contains("static var line: Int { 9 }"), expanded)
    }

    func testAttributesBeforeTheHashDoNotHideTheArguments() {
        let expanded = expand("@available(iOS 17, *)\n#Preview(\"Named\") { A() }")
        XCTAssertTrue(expanded.contains("static var name: String? { \"Named\" }"), expanded)
        XCTAssertTrue(expanded.contains("A()"), expanded)
    }

    func testAnEmptyPreviewShowsAnEmptyView() {
        XCTAssertTrue(expand("#Preview(\"n\")").contains("FocusEngine.EmptyView()"))
        XCTAssertTrue(expand("#Preview { }").contains("FocusEngine.EmptyView()"))
    }

    func testTheFileIDIsAStringLiteralWhateverItHolds() {
        let expanded = PreviewMacro.expansion(of: "#Preview { A() }", typeName: "P", fileID: "M/a\"b\\c.swift", line: 1)
        XCTAssertTrue(expanded.contains(#"{ "M/a\"b\\c.swift" }"#), expanded)
    }
}
