import SwiftSyntax

extension SyntaxProtocol {
    /// `trimmedDescription` read from the node's bytes: its text without the leading trivia of
    /// its first token and the trailing trivia of its last token. swift-syntax builds a detached,
    /// twice rewritten copy of the node for `trimmedDescription` (two key-path writes through
    /// the tree); this cuts the same bytes out of the text (`SyntaxTrimmedTextTests` compares
    /// the two on every node of the bundled pages' declarations and examples). A node with an
    /// error (a missing token or unexpected text) is left to `trimmedDescription`: there trivia
    /// written to a missing first or last token stays where the text has it.
    var trimmedText: String {
        guard !hasError else { return trimmedDescription }
        return trimmedBytes ?? trimmedDescription
    }

    /// The node's bytes without its leading and trailing trivia, or nil when the trivia lengths
    /// do not fit in the text.
    var trimmedBytes: String? {
        let bytes = syntaxTextBytes
        let leading = leadingTriviaLength.utf8Length, trailing = trailingTriviaLength.utf8Length
        guard leading + trailing <= bytes.count else { return nil }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}

extension UnexpectedNodesSyntax {
    /// `trimmedDescription` of unexpected code. Such a node always has `hasError` set (for its
    /// kind), but `trimmed` writes the trivia of its first and last tokens whatever their
    /// presence, and the text is cut at those of its first and last present tokens: when its
    /// first and last tokens are present (an invalid token is present too) the two agree and its
    /// bytes are cut (`SyntaxTrimmedTextTests`); otherwise `trimmedDescription`.
    var trimmedUnexpectedText: String {
        guard firstToken(viewMode: .all)?.presence == .present, lastToken(viewMode: .all)?.presence == .present else {
            return trimmedDescription
        }
        return trimmedBytes ?? trimmedDescription
    }
}
