import DocModel
import SwiftParser
import SwiftSyntax

/// Turns a page's parsed declaration into Swift that compiles only if the engine's API has the
/// documented shape: parameter types and labels, generic constraints, result type, conformances.
///
/// The check is one-sided: it proves the documented call is accepted, not that nothing looser
/// is (must-not-compile cases are future work, see docs/generate.md).
enum APIShapePlanner {
    /// A shape check, or the reason none could be built.
    enum Outcome {
        case check(ShapeCheck)
        case unsupported(String)
    }

    /// `parent` spells the enclosing types of a member or nested type, from the engine's own
    /// declarations (`ParentSpelling`); nil for top-level symbols and pages the engine lacks.
    /// `wrappedValueType` is the documented type of a property wrapper's `wrappedValue` (from the
    /// member's own page), if the run has that page.
    /// `engine` is the engine's declaration of the page's own symbol, when it matched one: a type
    /// whose page lost its generic parameters gets the engine's (`TypeShape`).
    static func plan(_ page: PageRecord, functionName: String, parent: ParentSpelling? = nil,
                     wrappedValueType: String? = nil, engine: EngineSymbol? = nil) -> Outcome {
        guard let declaration = page.declaration, let structure = declaration.structure else {
            return .unsupported("the page has no parsed declaration")
        }
        // A declaration SwiftParser only recovered from (an unclosed fence swallowing prose, a
        // truncated listing) documents no API; checking its recovered name would make the whole
        // generated target fail to compile.
        guard declaration.parsesCleanly else {
            return .unsupported("the declaration does not parse cleanly as Swift")
        }
        let source: String
        switch structure.keyword {
        case "func" where Self.parent(of: page, engine: engine) == "view":
            // A dump style that strips generic parameters (`FocusState.Binding`, no `<V>`) gets
            // the engine's, named in a comment of the check.
            let repaired = StrippedGenerics.restore(structure, engine: engine)
            guard let text = ViewMethodShape.source(repaired?.structure ?? structure, functionName: functionName) else {
                return .unsupported("a type in the declaration is not plain type syntax")
            }
            source = repaired.map { "// The page's declaration lost its generic parameters; restored from the engine's declaration: "
                + $0.restored.joined(separator: ", ") + "\n" + text } ?? text
        case "var", "let":
            guard let parent, !parent.genericParameters.isEmpty || !parent.type.isEmpty,
                  let text = PropertyShape.source(structure, parent: parent, functionName: functionName) else {
                return .unsupported("the engine declares no enclosing type for the property")
            }
            source = text
        case "struct":
            let conformances = page.relationships.filter { $0.kind == .conformsTo }.flatMap(\.targets).map(\.name)
            guard let text = TypeShape.source(structure, conformances: conformances, functionName: functionName, parent: parent,
                                              wrappedValueType: wrappedValueType, engine: engine.flatMap { TypeHead.parse($0.declaration) }) else {
                return .unsupported("a type in the declaration is not plain type syntax")
            }
            source = text
        case "init", "subscript", "case":
            guard let parent, !parent.type.isEmpty else {
                return .unsupported("the engine declares no enclosing type for the \(structure.keyword)")
            }
            let made = structure.keyword == "init" ? MemberCallShapes.initializer(structure, parent: parent, functionName: functionName)
                : structure.keyword == "subscript" ? MemberCallShapes.subscript(structure, parent: parent, functionName: functionName)
                : MemberCallShapes.enumerationCase(structure, parent: parent, functionName: functionName)
            guard let made else { return .unsupported("a type in the declaration is not plain type syntax") }
            source = made
        case "protocol":
            guard let made = MemberCallShapes.protocol(structure, functionName: functionName) else {
                return .unsupported("the protocol's name is not an identifier")
            }
            source = made
        default:
            return .unsupported("no shape check for \(structure.keyword) declarations on this parent yet")
        }
        guard !Parser.parse(source: source).hasError else {
            return .unsupported("the generated shape check does not parse")
        }
        return .check(ShapeCheck(declaration: declaration.text, source: source))
    }

    /// The lowercased name of the type the symbol belongs to (`view`, `focusstate`): the page's
    /// breadcrumb, else the engine symbol the page matched, else the id's parent folder — unless
    /// the id is a joined file's path and title (`joined-page`), whose folder is no parent.
    static func parent(of page: PageRecord, engine: EngineSymbol? = nil) -> String {
        if let last = page.symbol.parentPath.last, page.symbol.parentPath.count > 1 { return last.lowercased() }
        if let engine, page.isJoinedPage { return engine.parentPath?.lowercased() ?? "" }
        let components = page.id.split(separator: "/")
        return components.count >= 2 ? components[components.count - 2].lowercased() : ""
    }
}
