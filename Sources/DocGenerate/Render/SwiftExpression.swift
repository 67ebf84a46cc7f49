import SwiftParser
import SwiftSyntax

/// Admits planner-built Swift value expressions (`Ns.CustomNotification(text: "text", isPriority: true)`)
/// into generated code only if they are one expression made of identifiers, member access,
/// labelled calls and literals — nothing a page could use to break out.
enum SwiftExpression {

    static func admitted(_ source: String) -> String? {
        let file = Parser.parse(source: "_ = " + source)
        guard !file.hasError, file.statements.count == 1 else { return nil }
        for token in file.tokens(viewMode: .sourceAccurate).dropFirst(2) {
            switch token.tokenKind {
            case .identifier, .stringSegment, .integerLiteral, .floatLiteral, .keyword(.true), .keyword(.false), .keyword(.nil):
                continue
            case .stringQuote, .leftParen, .rightParen, .comma, .colon, .period, .prefixOperator("-"), .endOfFile:
                continue
            default:
                return nil
            }
        }
        return source
    }
}
