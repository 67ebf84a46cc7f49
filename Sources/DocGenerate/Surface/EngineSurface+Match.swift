import DocModel

extension EngineSurface {
    /// The engine kinds (symbol graph, without `swift.`) a documented page kind can be.
    static let engineKinds: [SymbolKind: Set<String>] = [
        .structure: ["struct"], .class: ["class"], .enumeration: ["enum"], .protocol: ["protocol"],
        .instanceMethod: ["method"], .typeMethod: ["type.method"], .instanceProperty: ["property"],
        .typeProperty: ["type.property", "enum.case"], .initializer: ["init"], .case: ["enum.case", "type.property"],
        .typeAlias: ["typealias"], .function: ["func"], .operator: ["func.op"], .associatedType: ["associatedtype"],
        "instance-subscript": ["subscript"], "type-subscript": ["type.subscript"],
    ]

    /// The engine symbol providing what `page` documents; nil when the engine lacks it or the
    /// page documents no symbol.
    ///
    /// A page whose id is a documentation path matches the engine symbol at the same path,
    /// ignoring case (`swiftui/view/focused(_:equals:)` → `View/focused(_:equals:)`). Other pages
    /// match by symbol name, kind and breadcrumb: engine symbols whose path ends with the name
    /// (`.` read as `/`) and whose kind fits; several paths are narrowed to those whose parents
    /// appear in the breadcrumb, then to members of `View`; a match must be unique.
    public func match(_ page: PageRecord) -> EngineSymbol? {
        guard DocumentedPaths.documentsSymbol(page) else { return nil }
        if var components = DocumentedPaths.documentationComponents(page) {
            if let found = symbols(atPath: components.joined(separator: "/")).first { return found }
            // A file name that spells the labels its own way (`focused(__)` for `focused(_:)`).
            let name = DocumentedPaths.lastNameComponent(page.symbol.name)
            guard DocumentedPaths.hasWellFormedLabels(name), name.lowercased() != components.last else { return nil }
            components[components.count - 1] = name
            return symbols(atPath: components.joined(separator: "/")).first
        }
        let name = DocumentedPaths.ownTypeOfStaticMember(page).map { "\($0).\(page.symbol.name)" } ?? page.symbol.name
        return matchByName(name, kind: page.symbol.kind, breadcrumb: page.symbol.parentPath)
    }

    /// The fallback match for pages whose id is not a documentation path.
    public func matchByName(_ name: String, kind: SymbolKind, breadcrumb: [String]) -> EngineSymbol? {
        let namePath = name.split(separator: ".").joined(separator: "/").lowercased()
        let kinds = Self.engineKinds[kind]
        var candidates = symbols.filter {
            let path = $0.path.lowercased()
            return (path == namePath || path.hasSuffix("/" + namePath)) && (kinds?.contains($0.kind) ?? true)
        }
        let crumbs = Set(breadcrumb.map { $0.lowercased() })
        let narrowings: [(EngineSymbol) -> Bool] = [
            { $0.components.dropLast().allSatisfy { crumbs.contains($0.lowercased()) } },
            { $0.parentPath == "View" },
        ]
        for narrowing in narrowings where Set(candidates.map(\.path)).count > 1 {
            let narrowed = candidates.filter(narrowing)
            if !narrowed.isEmpty { candidates = narrowed }
        }
        return Set(candidates.map(\.path)).count == 1 ? candidates.first : nil
    }
}
