@testable import DocGenerate
import DocModel
import Foundation

/// Tiny pages and a tiny engine surface for the surface, scope and not-in-engine tests.
enum ScopeFixtures {
    /// An engine with `View.focused(_:)`, `View.focusable(_:)`, `FocusState` and `Text`.
    static let surface = EngineSurface(symbols: [
        EngineSymbol("View", "protocol", "protocol View"),
        EngineSymbol("View/focused(_:)", "method", "func focused(_ condition: FocusState<Bool>.Binding) -> some View"),
        EngineSymbol("View/focusable(_:)", "method", "func focusable(_ isFocusable: Bool = true) -> some View"),
        EngineSymbol("FocusState", "struct", "@propertyWrapper struct FocusState<Value> where Value : Hashable"),
        EngineSymbol("Text", "struct", "struct Text"),
        EngineSymbol("Text/init(_:)", "init", "init(_ content: String)"),
    ])

    /// A page; `title` and `summary` are English unless `chinese` is set.
    static func page(id: String, name: String, kind: SymbolKind, title: String? = nil, summary: String = "",
                     chinese: (title: String, summary: String)? = nil, declaration: String? = nil,
                     conformsTo: [String] = [], examples: [String] = [], claims: [String] = [],
                     source: String? = nil) -> PageRecord {
        var localizedTitle = Localized<String>(en: title ?? name)
        var localizedSummary = Localized<Prose>(en: Prose(text: summary, line: 2))
        if let chinese {
            localizedTitle.zhHans = chinese.title
            localizedSummary.zhHans = Prose(text: chinese.summary, line: 2)
        }
        let relationships = conformsTo.isEmpty ? [] : [Relationship(kind: .conformsTo, targets: conformsTo.map { SymbolReference(name: $0, line: 9) })]
        return PageRecord(
            id: id, source: SourceInfo(path: source ?? "documentation/\(id).md", format: .markdown, languages: [.en]),
            symbol: Symbol(name: name, kind: kind, title: localizedTitle, parentPath: ["Swiftui"]),
            declaration: declaration.map { Declaration(text: $0, lines: LineRange(start: 3, end: 3), structure: nil, parsesCleanly: true) },
            summary: localizedSummary, relationships: relationships,
            claims: claims.enumerated().map { index, text in
                Claim(id: "\(id)#discussion.p1.s\(index + 1)@en", alignmentKey: "discussion.p1.s\(index + 1)", language: .en,
                      text: text, section: .discussion, level: .must, file: "\(id).md", line: 5 + index)
            })
            .with(examples: examples)
    }

    static func rules() throws -> ScopeRules { try ScopeRules.bundled() }
}

extension PageRecord {
    /// The page with its declaration parsed as `structure`.
    func with(structure: DeclarationStructure) -> PageRecord {
        var page = self
        page.declaration?.structure = structure
        return page
    }

    /// The page with Swift examples `example-1`, `example-2`, … of `codes`.
    func with(examples codes: [String]) -> PageRecord {
        var page = self
        page.examples = codes.enumerated().map { index, code in
            CodeExample(id: "example-\(index + 1)", code: code, language: "swift", role: .example, lines: .init(),
                        shape: .declarations, parsesCleanly: true)
        }
        return page
    }
}
