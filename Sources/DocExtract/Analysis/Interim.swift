// INTERIM: stand-ins for the Swift analysis and claim extraction being built on other
// branches; removed when those land.
import DocModel
import DocIngest
import SwiftParser
import SwiftSyntax

enum DeclarationParser {
    static func parse(_ text: String, firstLine: Int) -> Declaration {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return Declaration(text: text, lines: LineRange(start: firstLine, end: firstLine + lines - 1), structure: nil, parsesCleanly: false)
    }
}

struct ExampleAnalysis {
    var shape: CodeExample.Shape
    var parsesCleanly: Bool
    var diagnostics: [ParseDiagnostic]
}

enum ExampleAnalyzer {
    static func analyze(code: String, firstLine: Int) -> ExampleAnalysis {
        ExampleAnalysis(shape: .other, parsesCleanly: false, diagnostics: [])
    }
}

struct RecoveredListing {
    var lines: LineRange
    var code: String
    var shape: CodeExample.Shape
}

enum ListingRecovery {
    static func recover(lines: [String], firstLine: Int) -> RecoveredListing? { nil }
}

enum ClaimExtractor {
    static func claims(for page: PageRecord) -> [Claim] { [] }
}

