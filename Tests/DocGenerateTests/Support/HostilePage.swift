@testable import DocGenerate
import DocModel

/// A `focused(_:)` page whose every free-text field carries text that would break generated
/// Swift if it were pasted unescaped: quotes, `"""`, `\(`, `#endif`, `*/`, newlines, RTL marks.
enum HostilePage {
    /// Appended to every sentence, path and URL of the page.
    static let payload = " \"\"\" \\(exit(1)) #endif */ /* #\"raw\"# \u{202E}evil\u{202C} \u{2066}iso\u{2069}\u{200F}\nline2 \r\t end"

    /// A sentence the phrasebook maps to `focus-enters-sets-value`, followed by the payload.
    static let claimText = "When focus moves to the view, the binding sets the bound value to `true`." + payload

    static func page() -> PageRecord {
        let id = "swiftui/view/focused(_:)" + payload
        let claim = Claim(id: "\(id)#parameter.condition.s2@en", alignmentKey: "parameter.condition.s2", language: .en,
                          text: claimText, section: .parameters, parameter: "condition", level: .must,
                          file: "hostile.md", line: 3)
        let unmatched = Claim(id: "\(id)#discussion.p1.s1@en", alignmentKey: "discussion.p1.s1", language: .en,
                              text: "Nothing matches this." + payload, section: .discussion, level: .should,
                              file: "hostile.md", line: 9)
        let structure = DeclarationStructure(
            modifiers: ["nonisolated"], keyword: "func", name: "focused",
            parameters: [DeclaredParameter(label: "_", name: "condition", type: "FocusState<Bool>.Binding")],
            returnType: "some View")
        return PageRecord(
            id: id,
            source: SourceInfo(path: "hostile */ \u{202E}.md" + payload, originURL: "https://example.com/*/\"" + payload,
                               format: .markdown, languages: [.en]),
            symbol: Symbol(name: "focused(_:)" + payload, kind: .instanceMethod, parentPath: ["SwiftUI", "View"]),
            availability: [Availability(platform: "iOS" + payload, introduced: "15.0")],
            declaration: Declaration(text: "func focused(_ condition: FocusState<Bool>.Binding) -> some View" + payload,
                                     lines: LineRange(start: 1, end: 1), structure: structure, parsesCleanly: false),
            examples: [CodeExample(id: "example-1", code: exampleCode, language: "swift", role: .example,
                                   lines: .init(), shape: .declarations, parsesCleanly: true),
                       CodeExample(id: "example-2", code: "struct Tricky: View { var body: some View { Text(\"a\u{202E}b\") } }",
                                   language: "swift", role: .example, lines: .init(),
                                   shape: .declarations, parsesCleanly: true)],
            claims: [claim, unmatched])
    }

    /// Example code whose literals carry the payload: field and button titles and texts reach the
    /// generated cases as element names, typed text and expected texts.
    static let exampleCode = """
    struct HostileView: View {
        @State private var name = ""
        @FocusState private var isFocused: Bool
        var body: some View {
            TextField(\(SwiftLiteral.escape("Name" + codePayload)), text: $name).focused($isFocused)
            if name.isEmpty { Text(\(SwiftLiteral.escape("Shown" + codePayload))) }
            Button(\(SwiftLiteral.escape("Go" + codePayload))) { isFocused = true }
        }
    }
    """

    /// The payload without bidirectional controls (examples containing those are refused).
    static let codePayload = String(String.UnicodeScalarView(payload.unicodeScalars.filter { !SwiftComment.isBidiControl($0) }))
}
