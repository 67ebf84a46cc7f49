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
        let bytes = syntaxTextBytes
        let leading = leadingTriviaLength.utf8Length, trailing = trailingTriviaLength.utf8Length
        guard leading + trailing <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}
