import DocExtract
import DocModel
import Foundation
import XCTest

/// The parsers never crash, and report garbage as not clean with diagnostics.
final class SwiftAnalysisRobustnessTests: XCTestCase {
    /// A deterministic generator (SplitMix64) so fuzz inputs are the same on every run.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Results handed from the parsing thread back to the test after `wait(for:)`.
    final class ResultBox: @unchecked Sendable {
        var values: [Bool] = []
    }

    static func randomText(_ count: Int, seed: UInt64) -> String {
        var generator = SplitMix64(state: seed)
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testEmptyStringIsNeverClean() {
        XCTAssertFalse(DeclarationParser.parse("", firstLine: 1).parsesCleanly)
        let analysis = ExampleAnalyzer.analyze(code: "", firstLine: 1)
        XCTAssertEqual(analysis.shape, .other)
        XCTAssertFalse(analysis.parsesCleanly)
        XCTAssertNil(ListingRecovery.recover(lines: [""], firstLine: 1))
    }

    func testRandomBytesAreNotCleanAndHaveDiagnosticsWithinTheText() {
        for seed in UInt64(1)...20 {
            let text = Self.randomText(300, seed: seed)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let declaration = DeclarationParser.parse(text, firstLine: 10)
            XCTAssertFalse(declaration.parsesCleanly, "seed \(seed)")
            XCTAssertFalse(declaration.parseDiagnostics.isEmpty, "seed \(seed)")
            XCTAssertTrue(declaration.parseDiagnostics.allSatisfy { $0.line >= 10 && $0.line < 10 + lineCount && $0.column >= 1 })
            let analysis = ExampleAnalyzer.analyze(code: text, firstLine: 10)
            XCTAssertFalse(analysis.parsesCleanly, "seed \(seed)")
            XCTAssertLessThanOrEqual(analysis.diagnostics.count, 20)
            _ = ListingRecovery.recover(lines: text.components(separatedBy: "\n"), firstLine: 1)
        }
    }

    func testUnbalancedBracesAreNotClean() {
        for text in ["struct A {", "}}}}", "func f() { { {", "var x: [Int", "init(_ a: Int"] {
            XCTAssertFalse(DeclarationParser.parse(text, firstLine: 1).parsesCleanly, text)
            XCTAssertFalse(ExampleAnalyzer.analyze(code: text, firstLine: 1).parsesCleanly, text)
        }
        XCTAssertNil(ListingRecovery.recover(lines: ["}}}}", "struct A {", "{{{{"], firstLine: 1))
    }

    func testDeepNestingIsRefusedWithADiagnosticInsteadOfCrashing() throws {
        // swift-syntax's lookahead overflows the stack on a few thousand nested `[` in a type.
        let deepType = "func f(_ x: " + String(repeating: "[", count: 5_000) + "Int)"
        let declaration = DeclarationParser.parse(deepType, firstLine: 7)
        XCTAssertFalse(declaration.parsesCleanly)
        XCTAssertNil(declaration.structure)
        let diagnostic = try XCTUnwrap(declaration.parseDiagnostics.first)
        XCTAssertEqual(diagnostic.line, 7)
        XCTAssertTrue(diagnostic.message.contains("nested"), diagnostic.message)
        let deepExpression = "let x = " + String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000)
        let analysis = ExampleAnalyzer.analyze(code: deepExpression, firstLine: 1)
        XCTAssertFalse(analysis.parsesCleanly)
        XCTAssertEqual(analysis.shape, .other)
        let deepGenerics = "var x: " + String(repeating: "A<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000)
        XCTAssertFalse(DeclarationParser.parse(deepGenerics, firstLine: 1).parsesCleanly)
        XCTAssertNil(ListingRecovery.recover(lines: [deepExpression, deepType], firstLine: 1))
    }

    func testDeepButAllowedNestingParsesEvenWhenCalledFromASmallStackThread() {
        func nest(_ open: String, _ inner: String, _ close: String, _ depth: Int) -> String {
            String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
        }
        let inputs = [
            "let x = " + nest("(", "1", ")", 100),
            "var x: " + nest("A<", "Int", ">", 100),
            "let x = " + nest("[", "1", "]", 10),
            "func f(_ x: " + nest("[", "Int", "]", 10) + ")",
            "let f = " + nest("{ ", "1", " }", 60),
        ]
        let box = ResultBox()
        let done = expectation(description: "parsed from a 256 KiB stack")
        let thread = Thread {
            box.values = inputs.map { ExampleAnalyzer.analyze(code: $0, firstLine: 1).parsesCleanly }
            box.values.append(DeclarationParser.parse(inputs[3], firstLine: 1).parsesCleanly)
            done.fulfill()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        wait(for: [done], timeout: 300)
        XCTAssertEqual(box.values, Array(repeating: true, count: inputs.count + 1))
    }

    func testHundredKilobyteLineIsHandled() {
        let long = "let x = [" + Array(repeating: "1", count: 50_000).joined(separator: ",") + "]"
        XCTAssertGreaterThan(long.utf8.count, 100_000)
        XCTAssertTrue(ExampleAnalyzer.analyze(code: long, firstLine: 1).parsesCleanly)
        let garbage = String(repeating: "a b ", count: 25_000)
        XCTAssertFalse(DeclarationParser.parse(garbage, firstLine: 1).parsesCleanly)
        XCTAssertNil(ListingRecovery.recover(lines: ["Intro", garbage, "Outro"], firstLine: 1))
    }

    func testRecoveryOnAPageOfSeveralHundredLinesIsBounded() throws {
        var lines: [String] = []
        for section in 0..<40 {
            lines += ["Section \(section) explains things", "More prose about the view and its focus."]
            lines += ["struct View\(section): View {", "    @State private var on = false", "",
                      "    var body: some View {", "        Toggle(\"On\", isOn: $on)", "    }", "}"]
        }
        lines += Array(repeating: "let x =", count: 150)  // many starts, none of which parse
        let start = Date()
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "recovery must stay bounded")
        XCTAssertEqual(listing.lines, LineRange(start: 3, end: 9))
    }
}
