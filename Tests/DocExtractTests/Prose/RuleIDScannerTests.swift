@testable import DocExtract
import Foundation
import XCTest

/// `RuleIDScanner` finds the rule id `NSRegularExpression` finds, for every pattern it reads.
final class RuleIDScannerTests: XCTestCase {
    /// Every line and every paragraph of the bundled pages and fixtures, as `RuleMarker.lead`
    /// sees a block (leading blanks dropped), and texts made to probe the edges.
    private static let texts: [String] = {
        var texts = ["", "R", "R1", "R1 ", "R12 rest", "R1(D)", "R1\tx", "R1x", "R1.", "R1:", "r1 ", "RR1 ", "R 1", "R-1 ",
                     "R1\u{301} x", "R1 \u{301}", "R١ x", "R１ x", "Ｒ1 x", "R0 ", "R007(", "R1\n", "R12345678901234567890 x",
                     "Rule1 x", "Rule12: x", "X9 ", "é R1 ", "\u{FEFF}R1 "]
        let roots = [TestPaths.corpusPages, TestPaths.fixtures]
        for root in roots {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
            for file in files where ["md", "txt", "markdown"].contains(file.pathExtension) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                texts += text.components(separatedBy: "\n")
                texts += text.components(separatedBy: "\n\n")
            }
        }
        return texts.map { String($0.drop { $0 == " " || $0 == "\t" }) }
    }()

    private func regexRange(_ expression: NSRegularExpression, _ text: String) -> Range<String.Index>? {
        guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return Range(match.range, in: text)
    }

    func testScannedRuleIDsAreTheRegularExpressionsMatches() throws {
        let patterns = [#"^R[0-9]+(?=[ \t(])"#, #"^Rule[0-9]+(?=[:])"#, #"^X[0-9]+(?=[ .])"#]
        var found = 0
        for pattern in patterns {
            let scanner = try XCTUnwrap(RuleIDScanner(pattern: pattern), pattern)
            let expression = try NSRegularExpression(pattern: pattern)
            for text in Self.texts {
                let scanned = scanner.idLength(in: text[...]).map { text.startIndex..<text.utf8.index(text.startIndex, offsetBy: $0) }
                XCTAssertEqual(scanned, regexRange(expression, text), "\(pattern) on \(text.prefix(80).debugDescription)")
                if scanned != nil { found += 1 }
            }
        }
        XCTAssertGreaterThan(found, 5, "some texts start with a rule id")
    }

    func testPatternsOfOtherShapesAreLeftToTheRegularExpression() throws {
        let others = [#"R[0-9]+(?=[ ])"#, #"^R[0-9]*(?=[ ])"#, #"^R[0-9]+"#, #"^[A-Z][0-9]+(?=[ ])"#, #"^R[0-9]+(?=[\d])"#,
                      #"^R[0-9]+(?=[ -])"#, #"^R[0-9]+(?=[^ ])"#, #"^R[0-9]+(?= )"#, #"^R\d+(?=[ ])"#]
        for pattern in others {
            XCTAssertNil(RuleIDScanner(pattern: pattern), pattern)
            let matcher = try RuleIDMatcher(pattern: pattern)
            let expression = try NSRegularExpression(pattern: pattern)
            for text in ["R1 x", "xR1 y", "R12(", "A1 ", "R x", "R1-"] {
                XCTAssertEqual(matcher.idRange(in: text), regexRange(expression, text), "\(pattern) on \(text)")
            }
        }
        // A pattern ICU cannot compile is an error, as it was (the bundled marker then recognises no rule).
        XCTAssertNil(RuleIDScanner(pattern: #"^R[0-9]+(?=[])"#))
        XCTAssertThrowsError(try RuleIDMatcher(pattern: #"^R[0-9]+(?=[])"#))
    }
}
