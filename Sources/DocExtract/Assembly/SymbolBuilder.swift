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
        if kind == nil, let structure = declaration?.structure { kind = kindFromKeyword(structure, nested: primary.navigation.count > 1) }
        return Symbol(name: name, kind: kind ?? .article, kindText: roles, title: titles, parentPath: primary.navigation)
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
