import SwiftParser
import SwiftSyntax

/// The parse of an example's text, shared by the example planner's many readings of the same
/// text (its layout, file-scope placement, free names, elisions, key probes, stubs): a whole-dump
/// generation parsed each example text a dozen times, about two thirds of its time. The tree does
/// not depend on whether it came from the memo.
enum ParsedSource {
    private static let trees = Memo<String, SourceFileSyntax>(capacity: 128)

    /// `ParsedSource.file(text)`, parsed once per text while it stays in the memo.
    static func file(_ text: String) -> SourceFileSyntax {
        trees.value(text) { Parser.parse(source: text) }
    }
}
