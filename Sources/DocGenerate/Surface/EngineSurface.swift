/// The reference engine's public API, from its own symbol graph (the generated
/// `Generated/EngineSurface+Symbols.swift`, see `EngineSurfaceWriter`).
///
/// Answers the planner's questions (`EngineSurfaceLookup`) and finds the engine symbol a
/// documentation page describes (`match(_:)` in `EngineSurface+Match.swift`).
public struct EngineSurface: EngineSurfaceLookup {
    /// Every symbol, sorted.
    public let symbols: [EngineSymbol]
    /// Symbols by lowercased path (overloads share a path).
    let byLowercasedPath: [String: [EngineSymbol]]
    /// Members by parent path (`View` → its methods).
    let byParent: [String: [EngineSymbol]]
    /// Top-level symbols' base names, and those of types only.
    let topLevel: Set<String>, topLevelTypes: Set<String>

    /// A surface of `symbols` (tests use small ones).
    public init(symbols: [EngineSymbol]) {
        self.symbols = symbols.sorted()
        self.byLowercasedPath = Dictionary(grouping: self.symbols, by: { $0.path.lowercased() })
        self.byParent = Dictionary(grouping: self.symbols.filter { $0.parentPath != nil }, by: { $0.parentPath ?? "" })
        let roots = self.symbols.filter { $0.parentPath == nil }
        self.topLevel = Set(roots.map(\.baseName))
        self.topLevelTypes = Set(roots.filter(\.isType).map(\.baseName))
    }

    /// The surface generated from FocusEngine's symbol graph.
    public static let bundled = EngineSurface(symbols: generatedSymbols)

    /// The generated table's symbols (`EngineSurface+Symbols.swift`), parsed once.
    static let generatedSymbols: [EngineSymbol] = EngineSurfaceWriter.parse(generatedTable)

    /// The result builders the engine declares (`@ViewBuilder`, `@SceneBuilder`, …): as an
    /// attribute of a parameter they belong before its name, never in its type.
    public static let resultBuilders: Set<String> = Set(generatedSymbols.filter {
        $0.isType && $0.parentPath == nil && $0.declaration.hasPrefix("@resultBuilder ")
    }.map(\.path))

    /// A parameter's attributes split into those written before its name (result builders) and
    /// those of its type (`@escaping`, `@MainActor`, `@Sendable`, …), each in order.
    public static func parameterAttributes(_ attributes: [String]) -> (declaration: [String], type: [String]) {
        let isBuilder = { (attribute: String) in
            resultBuilders.contains(String(attribute.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return (attributes.filter(isBuilder), attributes.filter { !isBuilder($0) })
    }

    /// Names of the engine's top-level declarations (types, protocols, functions, globals), sorted.
    public var topLevelNames: [String] {
        topLevel.sorted()
    }

    /// Names of the engine's top-level types, protocols and type aliases, sorted.
    public var topLevelTypeNames: [String] {
        topLevelTypes.sorted()
    }

    public func providesTopLevel(_ name: String) -> Bool {
        topLevel.contains(name)
    }

    public func providesMember(_ name: String, of typeName: String?) -> Bool {
        !members(named: name, of: typeName ?? "View").isEmpty
    }

    public func initializers(of typeName: String) -> [String] {
        Array(Set(members(named: "init", of: typeName).map(\.declaration))).sorted()
    }

    /// The engine's members of `typeName` (a path, `FocusState/Binding`) whose base name is `name`.
    public func members(named name: String, of typeName: String) -> [EngineSymbol] {
        (byParent[typeName] ?? []).filter { $0.baseName == name }
    }

    /// The symbols at `path`, compared ignoring case.
    public func symbols(atPath path: String) -> [EngineSymbol] {
        byLowercasedPath[path.lowercased()] ?? []
    }
}
