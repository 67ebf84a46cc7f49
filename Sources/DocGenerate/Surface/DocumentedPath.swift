import DocModel

/// The symbol a page documents, written as an engine path (`View/focused(_:equals:)`,
/// `AccessibilityZoomGestureAction/Direction`), derived from the run's pages.
///
/// A page whose id is a documentation path (`swiftui/view/focused(_:equals:)`: its last component
/// names the page's symbol) gets the id's components after the module, without DocC
/// disambiguators (`direction-swift.enum`) or the extractor's `~2` suffix, spelled as the pages
/// of the parent paths (or the engine) spell them. Other pages (rule documents, scraped text,
/// the pages of a file joining several) get their symbol name with `.` as `/`. Articles, collections and rules document no symbol.
public struct DocumentedPaths: Sendable {
    /// The page kinds that document a Swift symbol.
    static let symbolKinds: Set<SymbolKind> = [
        .structure, .class, .enumeration, .protocol, .instanceMethod, .typeMethod, .instanceProperty,
        .typeProperty, .initializer, .case, .typeAlias, .function, .macro, .operator, .associatedType,
        "instance-subscript", "type-subscript",
    ]

    /// Lowercased documentation path (after the module) → the symbol's spelling of its last component.
    private var spelling: [String: String] = [:]
    let surface: EngineSurface

    /// Lowercased identifier → its spelling in the run's declarations and relationship targets
    /// (`contentshapekinds` → `ContentShapeKinds`), for parents no page of the run documents.
    private var identifiers: [String: String] = [:]

    /// Paths for the pages of one run, spelled with help of `pages` and `surface`.
    public init(pages: [PageRecord], surface: EngineSurface) {
        self.surface = surface
        for page in pages {
            let names = ScopeRules.identifiers(page.declaration?.text ?? "")
                + page.relationships.flatMap(\.targets).flatMap { ScopeRules.identifiers($0.name) }
            for name in names where name.first?.isUppercase == true { identifiers[name.lowercased()] = identifiers[name.lowercased()] ?? name }
        }
        for page in pages {
            guard let components = Self.documentationComponents(page) else { continue }
            spelling[components.joined(separator: "/")] = Self.lastSpelling(page, idComponent: components.last ?? "")
        }
    }

    /// Whether the page documents a Swift symbol (not an article, collection, sample or rule).
    public static func documentsSymbol(_ page: PageRecord) -> Bool {
        symbolKinds.contains(page.symbol.kind)
    }

    /// The id's lowercased components after the module when the id is a documentation path of
    /// the page's symbol (its last component has the symbol's base name); nil otherwise.
    static func documentationComponents(_ page: PageRecord) -> [String]? {
        // A page of a file joining several (`joined-page`) has the file's path in its id.
        guard !page.isJoinedPage else { return nil }
        var id = page.id
        if let tilde = id.lastIndex(of: "~"), id[id.index(after: tilde)...].allSatisfy(\.isNumber) { id = String(id[..<tilde]) }
        let components = EngineSymbol.split(id).map { disambiguated($0.lowercased()) }
        guard components.count >= 2, let last = components.last else { return nil }
        let name = lastNameComponent(page.symbol.name)
        guard EngineSymbol.baseName(last) == EngineSymbol.baseName(name).lowercased() else { return nil }
        // A dump that keeps its own folders before the module (`apple-docs/en/swiftui/view/…`):
        // the path starts after the module the page's breadcrumb starts with or, with no
        // breadcrumb, the framework its header names (`**Framework**: SwiftUI`).
        if let module = (page.symbol.parentPath.first ?? page.metadata["framework"])?.lowercased(),
           let index = components.dropLast().lastIndex(of: module) {
            return Array(components[components.index(after: index)...])
        }
        return Array(components.dropFirst())
    }

    /// `direction-swift.enum` → `direction`; `init(_:)-8xyz` → `init(_:)`; operators keep their `-`.
    static func disambiguated(_ component: String) -> String {
        if let close = component.lastIndex(of: ")") {
            return String(component[...close])
        }
        guard let dash = component.firstIndex(of: "-"), dash != component.startIndex,
              component[..<dash].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return component }
        return String(component[..<dash])
    }

    /// The last component of a dotted type name (`AccessibilityFocusState.Binding` → `Binding`);
    /// a member name is kept whole (`focused(_:equals:)`).
    static func lastNameComponent(_ name: String) -> String {
        let base = EngineSymbol.baseName(name)
        guard let dot = base.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The page's spelling of its last path component: the symbol's name, or its base name with
    /// the id's labels where the dump mangled the labels (`accessibilityDefaultFocus(::)`).
    static func lastSpelling(_ page: PageRecord, idComponent: String) -> String {
        let name = lastNameComponent(page.symbol.name)
        if name.lowercased() == idComponent || hasWellFormedLabels(name) { return name }
        guard let open = idComponent.firstIndex(of: "(") else { return name }
        return EngineSymbol.baseName(name) + idComponent[open...]
    }

    /// Whether a name's argument labels are labels (`focused(_:equals:)`, `focusSection()`), not
    /// a mangled run (`accessibilityDefaultFocus(::)`); a name without parentheses has none to mangle.
    static func hasWellFormedLabels(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return false }
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        if inner.isEmpty { return true }
        guard inner.hasSuffix(":") else { return false }
        return inner.dropLast().split(separator: ":", omittingEmptySubsequences: false)
            .allSatisfy { $0 == "_" || ViewMethodShape.isIdentifier(String($0)) }
    }

    /// For a type property named without its parent whose declaration is `static let/var
    /// name: T` with `T` a plain type name, `T`: a static member of its own type (`.automatic`,
    /// `.search`) is the convention implicit member expressions rest on. A guess that fills the
    /// gap of a dump without breadcrumbs; nil for anything else.
    static func ownTypeOfStaticMember(_ page: PageRecord) -> String? {
        guard page.symbol.kind == .typeProperty, !page.symbol.name.contains("."),
              let structure = page.declaration?.structure, structure.modifiers.contains("static"),
              structure.keyword == "let" || structure.keyword == "var", structure.name == page.symbol.name,
              let type = structure.type, type.first?.isUppercase == true,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return type
    }

    /// The documented path of `page`; nil when it documents no symbol.
    public func path(of page: PageRecord) -> String? {
        guard Self.documentsSymbol(page) else { return nil }
        guard let components = Self.documentationComponents(page) else {
            if let parent = Self.ownTypeOfStaticMember(page) { return parent + "/" + page.symbol.name }
            return page.symbol.name.split(separator: ".").joined(separator: "/")
        }
        if let engine = surface.symbols(atPath: components.joined(separator: "/")).first { return engine.path }
        var spelled: [String] = []
        for index in components.indices {
            let prefix = components[...index].joined(separator: "/")
            let fromEngine = surface.symbols(atPath: prefix).first?.components.last
            spelled.append(spelling[prefix] ?? fromEngine ?? identifiers[components[index]] ?? components[index])
        }
        return spelled.joined(separator: "/")
    }
}
