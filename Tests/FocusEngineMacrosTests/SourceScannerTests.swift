@testable import FocusEngineMacros
import XCTest

/// The scanner sees brackets only where Swift does: not in strings, interpolations' strings or comments.
final class SourceScannerTests: XCTestCase {
    private func texts(_ source: String) -> [String] {
        let syntax = SourceTokens(source)
        return syntax.tokens.map { syntax.scanner.text($0.range) }
    }

    func testStringsWithBracketsAndInterpolationsAreOneToken() {
        XCTAssertEqual(texts(#"Text("a { \(b("}")) c") }"#), ["Text", "(", #""a { \(b("}")) c""#, ")", "}"])
    }

    func testRawAndMultilineStringsEndAtTheirOwnDelimiter() {
        XCTAssertEqual(texts(##"x = #"say "}" "# + y"##), ["x", "=", ##"#"say "}" "#"##, "+", "y"])
        XCTAssertEqual(texts("s = \"\"\"\n a \" } \n\"\"\"; t"), ["s", "=", "\"\"\"\n a \" } \n\"\"\"", ";", "t"])
    }

    func testCommentsAreSkippedEvenWithBracketsInside() {
        XCTAssertEqual(texts("a // } b\n/* { /* } */ */ c"), ["a", "c"])
    }

    func testAHashThatOpensNoStringIsPunctuation() {
        XCTAssertEqual(texts("#Preview(\"n\")"), ["#", "Preview", "(", "\"n\"", ")"])
        XCTAssertEqual(texts("#if DEBUG"), ["#", "if", "DEBUG"])
    }

    func testAnUnterminatedStringEndsAtItsLine() {
        XCTAssertEqual(texts("a = \"open\nb"), ["a", "=", "\"open", "b"])
    }

    func testBracketsMatchAcrossNestingAndCommasSplitOnlyAtTheTop() {
        let syntax = SourceTokens("(a, f(b, c), [d, e], { g, h })")
        XCTAssertEqual(syntax.closing(0), syntax.tokens.count - 1)
        let parts = syntax.splitAtCommas(1..<syntax.tokens.count - 1).map { syntax.text($0) }
        XCTAssertEqual(parts, ["a", "f(b, c)", "[d, e]", "{ g, h }"])
    }
}
