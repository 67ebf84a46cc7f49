import Foundation

/// Reads the public symbols of a module from the symbol graph files `swift symbolgraph-extract`
/// writes (`FocusEngine.symbols.json`, `FocusEngine@Swift.symbols.json`, …).
///
/// Synthesized symbols (precise identifiers containing `::SYNTHESIZED::`: a protocol extension's
/// members repeated on every conforming type) are dropped; extension members of `View` and other
/// protocols are kept under the protocol's path. Duplicates (by precise identifier) are removed
/// and the result is sorted, so the same graph always gives the same list.
public enum SymbolGraphReader {
    private struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Identifier: Decodable { var precise: String }
            struct Fragment: Decodable { var spelling: String }
            struct Generics: Decodable {
                struct Constraint: Decodable { var kind: String; var lhs: String; var rhs: String }
                var constraints: [Constraint]?
            }
            var kind: Kind
            var identifier: Identifier
            var pathComponents: [String]
            var declarationFragments: [Fragment]?
            var accessLevel: String?
            var swiftGenerics: Generics?
            struct Location: Decodable { var uri: String }
            var location: Location?
        }
        struct Relationship: Decodable {
            var kind: String; var source: String; var target: String
            var targetFallback: String?
        }
        var symbols: [Symbol]
        var relationships: [Relationship]?
    }

    /// Every `*.symbols.json` file in `directory`, read and merged.
    public static func read(directory: URL) throws -> [EngineSymbol] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw GenerateError.surface("\(directory.path): cannot list the symbol graph folder (\(error.localizedDescription))")
        }
        let files = names.filter { $0.hasSuffix(".symbols.json") }.sorted()
        guard !files.isEmpty else {
            throw GenerateError.surface("\(directory.path): no *.symbols.json file (run swift symbolgraph-extract first)")
        }
        var contents: [(String, Data)] = []
        for file in files {
            let url = directory.appendingPathComponent(file)
            do { contents.append((url.path, try Data(contentsOf: url))) } catch {
                throw GenerateError.surface("\(url.path): cannot read (\(error.localizedDescription))")
            }
        }
        return try symbols(from: contents)
    }

    /// The symbols of already-read graph files (`(file name, contents)`, the name for errors).
    public static func symbols(from files: [(name: String, data: Data)]) throws -> [EngineSymbol] {
        var seen: Set<String> = []
        var result: [EngineSymbol] = []
        var graphs: [Graph] = []
        for (name, data) in files {
            do { graphs.append(try JSONDecoder().decode(Graph.self, from: data)) } catch {
                throw GenerateError.surface("\(name): not a symbol graph (\(error))")
            }
        }
        // Requirements a conforming type must implement: required, and no default implementation.
        let relationships = graphs.flatMap { $0.relationships ?? [] }
        let defaulted = Set(relationships.filter { $0.kind == "defaultImplementationOf" }.map(\.target))
        let required = Set(relationships.filter { $0.kind == "requirementOf" }.map(\.source)).subtracting(defaulted)
        // Protocols each type conforms to, by name (`WindowGroup` → `Scene`), the module's own and
        // the standard library's (`targetFallback`: `Swift.Hashable` → `Hashable`).
        let names = Dictionary(graphs.flatMap(\.symbols).map { ($0.identifier.precise, $0.pathComponents.joined(separator: "/")) },
                               uniquingKeysWith: { first, _ in first })
        var conformances: [String: Set<String>] = [:]
        for relationship in relationships where relationship.kind == "conformsTo" {
            guard let name = names[relationship.target] ?? relationship.targetFallback.map({ String($0.split(separator: ".").last ?? "") }),
                  !name.isEmpty else { continue }
            conformances[relationship.source, default: []].insert(name)
        }
        for graph in graphs {
            for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
                guard symbol.accessLevel.map({ $0 == "public" || $0 == "open" }) ?? true,
                      seen.insert(symbol.identifier.precise).inserted else { continue }
                let kind = symbol.kind.identifier.hasPrefix("swift.")
                    ? String(symbol.kind.identifier.dropFirst("swift.".count)) : symbol.kind.identifier
                let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                // Conformance and same-type constraints in effect, the extension's included
                // (`Document: FileDocument` on `DocumentGroup.init(newDocument:editor:)`, `Label == Text`
                // on `Button.init(_:action:)`, which their declarations do not show).
                let constraints = (symbol.swiftGenerics?.constraints ?? []).compactMap { constraint -> String? in
                    switch constraint.kind {
                    case "conformance": return "\(constraint.lhs): \(constraint.rhs)"
                    case "sameType": return "\(constraint.lhs) == \(constraint.rhs)"
                    default: return nil
                    }
                }
                // Inert surface: declared in a source folder named `Inert` (EngineSymbol.inert).
                let folders = (symbol.location?.uri ?? "").split(separator: "/").dropLast()
                result.append(EngineSymbol(symbol.pathComponents.joined(separator: "/"), kind, declaration,
                                           constraints: constraints.joined(separator: ", "),
                                           requirement: required.contains(symbol.identifier.precise),
                                           inert: folders.contains { $0 == EngineSymbol.inertFolder },
                                           generated: folders.contains { $0 == EngineSymbol.generatedFolder },
                                           conformsTo: ["struct", "class", "enum"].contains(kind)
                                               ? (conformances[symbol.identifier.precise] ?? []).sorted() : []))
            }
        }
        return result.sorted()
    }
}
