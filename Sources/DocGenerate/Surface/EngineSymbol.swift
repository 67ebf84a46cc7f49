import Foundation

/// One public symbol of the reference engine, as its symbol graph describes it.
public struct EngineSymbol: Sendable, Hashable, Comparable {
    /// Path components joined by `/` (`View/focused(_:equals:)`, `TextField/init(_:text:)`).
    public var path: String
    /// The symbol graph kind without its `swift.` prefix (`struct`, `method`, `init`, `type.property`).
    public var kind: String
    /// The declaration as the symbol graph prints it (its declaration fragments joined).
    public var declaration: String
    /// The conformance and same-type constraints in effect for the symbol, its extension's included
    /// (`Document: FileDocument, Content: View`, `Label == Text`); empty when none.
    public var constraints: String
    /// A protocol requirement that no default implementation satisfies: a conforming type must
    /// declare it.
    public var requirement: Bool
    /// Inert surface: declared in a folder named `Inert` of the engine's sources
    /// (`Sources/FocusEngine/Surface/Inert`), where FocusEngine keeps what exists only so that
    /// code compiles and has no effect on focus. Pages of such symbols without focus vocabulary
    /// are surface pages (`PageScope.isSurface`).
    public var inert: Bool
    /// Generated inert surface: declared in a folder named `Generated` of the engine's sources
    /// (`Sources/FocusEngine/Surface/Inert/Generated`, written by `docgen inert-surface` from the
    /// documentation's declarations). The inert-surface generator reads only the hand-written
    /// symbols, which win where both exist.
    public var generated: Bool
    /// For a struct, class or enum: the protocols it conforms to, sorted (`["Scene"]` for
    /// `WindowGroup`); empty for other symbols.
    public var conformsTo: [String]

    /// The folder name that marks inert surface in the engine's sources.
    public static let inertFolder = "Inert"
    /// The folder name that marks generated code in the engine's sources.
    public static let generatedFolder = "Generated"

    /// A symbol (the generated table uses this form, labelling only what is not empty).
    public init(_ path: String, _ kind: String, _ declaration: String, constraints: String = "", requirement: Bool = false,
                inert: Bool = false, generated: Bool = false, conformsTo: [String] = []) {
        self.path = path
        self.kind = kind
        self.declaration = declaration
        self.constraints = constraints
        self.requirement = requirement
        self.inert = inert
        self.generated = generated
        self.conformsTo = conformsTo
    }

    /// The conformances the constraints require of generic parameter `name` (`["FileDocument"]`).
    public func conformances(of name: String) -> [String] {
        constraintParts.compactMap { part -> String? in
            guard !part.contains(" == ") else { return nil }
            let sides = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return sides.count == 2 && sides[0] == name ? sides[1] : nil
        }
    }

    /// The type a same-type constraint fixes generic parameter `name` to (`Text` for `Label` of
    /// `Button.init(_:action:)`, declared in `extension Button where Label == Text`), nil when none.
    public func sameType(of name: String) -> String? {
        for part in constraintParts {
            let sides = part.components(separatedBy: " == ").map { $0.trimmingCharacters(in: .whitespaces) }
            if sides.count == 2, sides[0] == name, !sides[1].isEmpty { return sides[1] }
        }
        return nil
    }

    /// The constraints one by one: split at the commas outside brackets (`Content == Pair<A, B>`).
    private var constraintParts: [String] {
        var depth = 0, part = "", parts: [String] = []
        for character in constraints {
            if "<([".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && part.last != "-") { depth -= 1 }
            if character == ",", depth == 0 { parts.append(part); part = "" } else { part.append(character) }
        }
        return parts + [part]
    }

    /// The path's components (`["View", "focused(_:equals:)"]`).
    public var components: [String] { EngineSymbol.split(path) }

    /// The last component's name without its argument labels (`focused`).
    public var baseName: String { EngineSymbol.baseName(components.last ?? path) }

    /// The parent path (`View`), nil for a top-level symbol.
    public var parentPath: String? {
        let parts = components
        return parts.count > 1 ? parts.dropLast().joined(separator: "/") : nil
    }

    /// Whether the kind declares a type (or protocol, or type alias).
    public var isType: Bool {
        ["struct", "class", "enum", "protocol", "typealias", "actor", "associatedtype"].contains(kind)
    }

    /// A name without its argument labels: `focused(_:equals:)` → `focused`; `init(rawValue:)` → `init`.
    public static func baseName(_ component: String) -> String {
        guard let open = component.firstIndex(of: "("), open != component.startIndex else { return component }
        return String(component[..<open])
    }

    /// The argument labels of a name (`focused(_:equals:)` → `["_", "equals"]`); nil without parentheses.
    public static func labels(_ component: String) -> [String]? {
        guard let open = component.firstIndex(of: "("), component.hasSuffix(")") else { return nil }
        let inner = component[component.index(after: open)..<component.index(before: component.endIndex)]
        return inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// Splits a path on `/` outside parentheses (an operator's name may contain `/`).
    static func split(_ path: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in path {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if character == "/" && depth == 0 && !current.isEmpty {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    public static func < (lhs: EngineSymbol, rhs: EngineSymbol) -> Bool {
        (lhs.path, lhs.kind, lhs.declaration, lhs.constraints, lhs.requirement ? 1 : 0)
            < (rhs.path, rhs.kind, rhs.declaration, rhs.constraints, rhs.requirement ? 1 : 0)
    }
}
