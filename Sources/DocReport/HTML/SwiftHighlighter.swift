import SwiftParser
import SwiftSyntax

/// Swift source → runs of text with a highlight class, using SwiftParser's tokens.
///
/// The runs concatenate to exactly the input (SwiftSyntax keeps every byte, also of code that
/// does not parse). The text of each run is page text: the template escapes it, and the class
/// is one of a fixed set, so code can never become markup.
enum SwiftHighlighter {
    /// A stretch of code with one class.
    struct Run: Hashable {
        /// `kw` keyword, `ty` capitalised identifier, `at` attribute, `str` string, `num` number,
        /// `com` comment, or empty for plain text.
        var style: String
        var text: String
    }

    static func runs(_ code: String) -> [Run] {
        var runs: [Run] = []
        func append(_ style: String, _ text: String) {
            guard !text.isEmpty else { return }
            if let last = runs.last, last.style == style { runs[runs.count - 1].text += text } else {
                runs.append(Run(style: style, text: text))
            }
        }
        let tree = Parser.parse(source: code)
        var previousWasAt = false
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia { append(style(of: piece), text(of: piece)) }
            append(style(of: token.tokenKind, afterAtSign: previousWasAt), token.text)
            previousWasAt = token.tokenKind == .atSign
            for piece in token.trailingTrivia { append(style(of: piece), text(of: piece)) }
        }
        return runs
    }

    private static func style(of kind: TokenKind, afterAtSign: Bool) -> String {
        switch kind {
        case .keyword: return "kw"
        case .atSign: return "at"
        case .identifier(let name):
            if afterAtSign { return "at" }
            return name.first?.isUppercase == true ? "ty" : ""
        case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter:
            return "str"
        case .integerLiteral, .floatLiteral: return "num"
        default: return ""
        }
    }

    private static func style(of piece: TriviaPiece) -> String {
        switch piece {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "com"
        default: ""
        }
    }

    private static func text(of piece: TriviaPiece) -> String {
        var text = ""
        piece.write(to: &text)
        return text
    }
}
