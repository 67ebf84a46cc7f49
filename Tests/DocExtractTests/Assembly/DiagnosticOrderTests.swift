@testable import DocExtract
import DocModel
import XCTest

/// The field-by-field diagnostic order is the lexicographic order of (file, line or 0, id, message).
final class DiagnosticOrderTests: XCTestCase {
    func testFieldByFieldOrderIsTheTupleOrder() {
        let files = ["a.md", "b.md", "a.md ", "é.md", "e\u{301}.md", ""]
        let lines: [Int?] = [nil, 0, 1, 12]
        let ids = ["docgen.x", "docgen.y"]
        let messages = ["one", "two", ""]
        var diagnostics: [Diagnostic] = []
        for file in files {
            for line in lines {
                for id in ids {
                    for message in messages {
                        diagnostics.append(Diagnostic(id: id, severity: .warning, message: message, file: file, line: line))
                    }
                }
            }
        }
        for a in diagnostics {
            for b in diagnostics {
                XCTAssertEqual(DiagnosticOrder.precedes(a, b),
                               (a.file, a.line ?? 0, a.id, a.message) < (b.file, b.line ?? 0, b.id, b.message), "\(a) vs \(b)")
            }
        }
    }
}
