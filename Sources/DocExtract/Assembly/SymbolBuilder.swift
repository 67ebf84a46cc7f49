import DocModel

/// Works out the page's symbol: name, normalised kind, titles and parent path.
enum SymbolBuilder {
    static func symbol(blocks: [LanguageBlock], primary: LanguageBlock, declaration: Declaration?, format: DocFormat) -> Symbol {
        let titles = PageAssembler.localized(blocks) { $0.title?.text }
        let roles = PageAssembler.localized(blocks) { $0.role?.text }
        // A Chinese title may be a translation: the English title names the symbol.
        let name = titles.en ?? declaration?.structure.map(displayName) ?? titles.zhHans ?? "untitled"
        var kind = roles.en.flatMap(Vocabulary.symbolKind(forRole:)) ?? roles.zhHans.flatMap(Vocabulary.symbolKind(forRole:))
        if kind == nil, format == .ruleDocument { kind = .rule }
        if kind == nil, let structure = declaration?.structure {
            let nested = primary.navigation.count > 1 || documentationDepth(primary.originURL ?? primary.metadata["url"]) > 2
            kind = kindFromKeyword(structure, nested: nested)
        }
        return Symbol(name: name, kind: kind ?? .article, kindText: roles, title: titles, parentPath: primary.navigation)
    }

    /// How many path components follow `/documentation/` in a DocC page's URL
    /// (`…/documentation/swiftui/view/focused(_:equals:)` → 3: a member of a type of a module);
    /// 0 for no URL or another kind of URL. A page without a breadcrumb is nested by its URL.
    static func documentationDepth(_ url: String?) -> Int {
        guard let url, let range = url.range(of: "/documentation/") else { return 0 }
        let path = url[range.upperBound...].prefix { $0 != "?" && $0 != "#" }
        return path.split(separator: "/").count
    }

    private static func displayName(_ structure: DeclarationStructure) -> String {
        guard ["func", "init", "subscript", "macro"].contains(structure.keyword) else { return structure.name }
        let labels = structure.parameters.map { "\($0.label ?? $0.name):" }.joined()
        return "\(structure.name)(\(labels))"
    }

    private static func kindFromKeyword(_ structure: DeclarationStructure, nested: Bool) -> SymbolKind? {
        let isStatic = structure.modifiers.contains("static") || structure.modifiers.contains("class")
        switch structure.keyword {
        case "struct": return .structure
        case "class": return .class
        case "actor": return .class
        case "enum": return .enumeration
        case "protocol": return .protocol
        case "func": return nested ? (isStatic ? .typeMethod : .instanceMethod) : .function
        case "var", "let": return nested ? (isStatic ? .typeProperty : .instanceProperty) : .instanceProperty
        case "init": return .initializer
        case "case": return .case
        case "typealias": return .typeAlias
        case "associatedtype": return .associatedType
        case "macro": return .macro
        case "operator": return .operator
        case "subscript": return .instanceMethod
        default: return nil
        }
    }
}
