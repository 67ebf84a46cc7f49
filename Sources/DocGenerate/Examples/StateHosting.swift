import SwiftParser
import SwiftSyntax

/// State for the free names of a declarations example, declared in the example's own type that
/// uses them: `WindowGroup { VStack { TextField(…).focused($focusedField, equals: .name) } }` in
/// an `App`, or a view whose `body` reads `$email`, binds a `@FocusState` / `@State` of the type
/// the use implies (`StubSynthesizer`'s state rules: an enum `FocusedFieldValue` with the cases
/// used, a string, a Boolean) in the innermost struct holding every use. Fragments get such state
/// in their wrapper view instead; a name used in two types, or outside any struct, is not hosted.
enum StateHosting {
    /// The source with the state inserted, the fillings that report it, the namespace types the
    /// state needs, and the names still free.
    struct Result {
        var source: String
        var fillings: [ElisionFilling] = []
        var namespaceStubs: [String] = []
        var remaining: [String] = []
    }

    /// `environment`: the engine's `EnvironmentValues` property names (`StubSynthesizer`).
    static func host(_ names: [String], in source: String, tree: some SyntaxProtocol,
                     environment: (String) -> Bool = { _ in false }) -> Result {
        let file = ParsedSource.file(source)
        let converter = SourceLocationConverter(fileName: "", tree: file)
        var result = Result(source: source)
        var inserts: [(offset: Int, text: String)] = []
        for name in names {
            guard name.first?.isLowercase == true, case .stubs(let made) = StubSynthesizer.stubs(for: [name], in: tree, canAddState: true, environment: environment),
                  !made.view.isEmpty, let owner = owner(of: name, in: file) else {
                result.remaining.append(name)
                continue
            }
            let brace = owner.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            let indent = String(repeating: " ", count: max(owner.startLocation(converter: converter).column - 1, 0) + 4)
            inserts.append((brace, made.view.map { "\n" + indent + $0 }.joined()))
            result.namespaceStubs += made.namespace
            let line = owner.memberBlock.leftBrace.startLocation(converter: converter).line
            result.fillings += made.view.map { ElisionFilling(line: line, original: "(no declaration of \(name))", filled: $0) }
        }
        var utf8 = Array(source.utf8)
        for insert in inserts.sorted(by: { $0.offset > $1.offset }) {
            utf8.insert(contentsOf: Array(insert.text.utf8), at: insert.offset)
        }
        result.source = String(decoding: utf8, as: UTF8.self)
        return result
    }

    /// The innermost struct enclosing every reference to `name` (or `$name`); nil when there is
    /// none or the references are in different structs.
    private static func owner(of name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        var owners: Set<SyntaxIdentifier> = []
        var found: StructDeclSyntax?
        for token in file.tokens(viewMode: .sourceAccurate) where token.text == name || token.text == "$" + name {
            guard token.parent?.is(DeclReferenceExprSyntax.self) == true || token.parent?.is(IdentifierPatternSyntax.self) == true else { continue }
            var node = token.parent
            while let current = node, !current.is(StructDeclSyntax.self) { node = current.parent }
            guard let owner = node?.as(StructDeclSyntax.self) else { return nil }
            owners.insert(owner.id)
            found = owner
        }
        return owners.count == 1 ? found : nil
    }
}
