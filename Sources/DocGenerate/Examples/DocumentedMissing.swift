import DocModel
import SwiftSyntax

/// Symbols the run's pages document that the engine does not provide, as an example can name
/// them: top-level types, `View` modifiers and initializers (`DocumentedMissing.names(in:)`).
///
/// An example using one cannot compile against the engine, so its cases are marked
/// `notInEngine` instead of stubbing the name.
struct DocumentedMissing: Sendable {
    /// Type name → documented path.
    var types: [String: String] = [:]
    /// Modifier base name → documented `View/…` paths.
    var modifiers: [String: [String]] = [:]
    /// Type name → documented `Type/init(…)` paths.
    var initializers: [String: [String]] = [:]
    let surface: EngineSurface

    /// The missing symbols among `pages` (every page of the run, in scope or not).
    init(pages: [PageRecord], scopes: [PageScope], surface: EngineSurface) {
        self.surface = surface
        for (page, scope) in zip(pages, scopes) where scope.engineSymbol == nil {
            guard let path = scope.documentedPath else { continue }
            let components = EngineSymbol.split(path)
            if components.count == 1, [.structure, .class, .enumeration, .protocol, .typeAlias].contains(page.symbol.kind) {
                types[path] = path
            } else if components.count == 2, page.symbol.kind == .instanceMethod, components[0] == "View" {
                modifiers[EngineSymbol.baseName(components[1]), default: []].append(path)
            } else if components.count == 2, page.symbol.kind == .initializer {
                initializers[components[0], default: []].append(path)
            }
        }
        modifiers = modifiers.mapValues { Array(Set($0)).sorted() }
        initializers = initializers.mapValues { Array(Set($0)).sorted() }
    }

    /// An empty set (no page documents anything missing).
    init(surface: EngineSurface) {
        self.surface = surface
    }

    var isEmpty: Bool { types.isEmpty && modifiers.isEmpty && initializers.isEmpty }

    /// The documented-but-missing symbols `tree` uses, sorted; names the example declares itself are not counted.
    func names(in tree: SourceFileSyntax) -> [String] {
        guard !isEmpty else { return [] }
        let declared = NameCollector(viewMode: .sourceAccurate)
        declared.walk(tree)
        let finder = MissingUseFinder(missing: self, declared: declared.declared)
        finder.walk(tree)
        return finder.found.sorted()
    }

    /// Documented paths among `candidates` a call with `labels` can mean, when no engine
    /// overload in `engine` can; empty when the engine can take the call.
    func unmatched(_ candidates: [String], engine: [EngineSymbol], call labels: CallLabels) -> [String] {
        if engine.contains(where: { labels.fit(EngineSymbol.labels($0.components.last ?? "") ?? []) }) { return [] }
        let fitting = candidates.filter { labels.fit(EngineSymbol.labels(EngineSymbol.split($0).last ?? "") ?? []) }
        return fitting.isEmpty && engine.isEmpty ? candidates : fitting
    }
}

/// A call's argument labels (`_` for unlabeled) and its number of trailing closures.
struct CallLabels {
    var labels: [String]
    var trailingClosures: Int

    init(_ call: FunctionCallExprSyntax) {
        labels = call.arguments.map { $0.label?.text ?? "_" }
        trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    }

    /// Whether the labels appear in order among `declared` with room left for the trailing closures.
    func fit(_ declared: [String]) -> Bool {
        var index = declared.startIndex
        for label in labels {
            guard let found = declared[index...].firstIndex(of: label) else { return false }
            index = found + 1
        }
        return declared.count - index >= trailingClosures
    }
}

/// Finds uses of documented-but-missing types, modifiers and initializers.
private final class MissingUseFinder: SyntaxVisitor {
    let missing: DocumentedMissing
    let declared: Set<String>
    var found: Set<String> = []

    init(missing: DocumentedMissing, declared: Set<String>) {
        self.missing = missing
        self.declared = declared
        super.init(viewMode: .sourceAccurate)
    }

    private func type(_ name: String) {
        if let path = missing.types[name], !declared.contains(name), !missing.surface.providesTopLevel(name) { found.insert(path) }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        type(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        type(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = CallLabels(node)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let name = member.declName.baseName.text
            if let documented = missing.modifiers[name] {
                found.formUnion(missing.unmatched(documented, engine: missing.surface.members(named: name, of: "View"), call: labels))
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                  let documented = missing.initializers[reference.baseName.text], !declared.contains(reference.baseName.text) {
            let engine = missing.surface.members(named: "init", of: reference.baseName.text)
            if !engine.isEmpty { found.formUnion(missing.unmatched(documented, engine: engine, call: labels)) }
        }
        return .visitChildren
    }
}
