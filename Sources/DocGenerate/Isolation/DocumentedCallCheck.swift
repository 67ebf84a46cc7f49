import DocModel
import SwiftParser
import SwiftSyntax

/// Whether an argument-label error in a generated file is the documentation's own error: the
/// call names a function the run's pages document (`focused`), but with argument labels no
/// documented form of it takes (`focused(when:)` where the pages declare `focused(_:)` and
/// `focused(_:equals:)`). Then no engine could compile the example as written, so the example is
/// a finding about the documentation, not a failure of the engine. A call whose labels fit a
/// documented form (parameters with defaults may be left out, trailing closures are not counted)
/// is the engine's to provide and stays a compile failure.
///
/// A function or type none of the run's pages documents is judged by the engine's declarations
/// of it, which mirror Apple's documented ones (every documented symbol the engine provides has an
/// API-shape check against its page): `TextField("Username", $name)` on a run without
/// TextField's pages still calls a form Apple does not declare. Only a missing label is judged
/// so: an extraneous or different one may name an overload of Apple's the engine lacks.
struct DocumentedCallCheck {
    /// Base name → the argument labels of each documented form (`_` for an unlabelled one).
    let forms: [String: [[String]]]
    /// Base name → the argument labels of each form the engine declares, for names no page of
    /// the run documents.
    let engineForms: [String: [[String]]]

    /// The documented forms of the pages' symbols (`focused(_:equals:)` → `focused`: `[_, equals]`).
    /// An initializer's page (`TextField/init(_:text:)`) documents a form of its type's call
    /// (`TextField(…)`), keyed `init:textfield` (dumps may lowercase the parent's name).
    /// `engine`: the engine's symbols, judging the calls no page documents (none when nil).
    init(pages: [PageRecord], engine: EngineSurface? = nil) {
        var forms: [String: [[String]]] = [:]
        for page in pages {
            guard let (key, labels) = Self.form(page.symbol.name, parent: page.symbol.parentPath.count > 1 ? page.symbol.parentPath.last : nil)
            else { continue }
            if !forms[key, default: []].contains(labels) { forms[key, default: []].append(labels) }
        }
        var engineForms: [String: [[String]]] = [:]
        for symbol in engine?.symbols ?? [] where ["init", "method", "type.method", "func"].contains(symbol.kind) {
            let components = symbol.components
            guard let last = components.last,
                  let (key, labels) = Self.form(last, parent: components.count > 1 ? components[components.count - 2] : nil),
                  forms[key] == nil else { continue }
            if !engineForms[key, default: []].contains(labels) { engineForms[key, default: []].append(labels) }
        }
        self.forms = forms
        self.engineForms = engineForms
    }

    /// The key and labels of a symbol named `name` (`focused(_:equals:)`, `init(_:text:)` of `parent`).
    private static func form(_ name: String, parent: String?) -> (key: String, labels: [String])? {
        guard let labels = EngineSymbol.labels(name),
              let base = EngineSymbol.baseName(name).split(separator: ".").last.map(String.init) else { return nil }
        guard base == "init" else { return (base, labels) }
        return parent.map { (Self.initializerKey($0), labels) }
    }

    /// The key of a type's documented initializers (`TextField` → `init:textfield`).
    static func initializerKey(_ type: String) -> String { "init:" + type.lowercased() }

    /// A message saying which documented forms the call at `line`:`column` of `text` fits none
    /// of; nil when the error is not about argument labels, the call's function is not
    /// documented, or a documented form fits.
    func documentationError(_ error: CompilerError, text: String) -> String? {
        if let wrapper = wrapperInitialValueError(error, text: text) { return wrapper }
        guard error.message.contains("argument label"),
              let call = Self.call(at: error.line, column: error.column, in: text) else { return nil }
        let key = call.name.first?.isUppercase == true ? Self.initializerKey(call.name) : call.name
        let shown = { (labels: [String]) in call.name + "(" + labels.map { $0 + ":" }.joined() + ")" }
        if let documented = forms[call.name] ?? forms[key], !documented.isEmpty {
            guard !documented.contains(where: { Self.fits(call.labels, $0) }) else { return nil }
            return "the example calls \(shown(call.labels)), which the documentation does not declare (it declares "
                + documented.map(shown).sorted().joined(separator: ", ") + ")"
        }
        // Judged by the engine only when the call leaves out a label the engine's forms require:
        // an extraneous or different label may be an overload of Apple's the engine lacks.
        guard error.message.contains("missing argument label"),
              let declared = engineForms[call.name] ?? engineForms[key], !declared.isEmpty,
              !declared.contains(where: { Self.fits(call.labels, $0) }) else { return nil }
        return "the example calls \(shown(call.labels)), which Apple's API does not declare: the engine, whose declarations "
            + "mirror the documented ones, declares " + declared.map(shown).sorted().joined(separator: ", ")
    }

    /// `@FocusState private var focused: Bool = false` calls `FocusState(wrappedValue: false)`: a
    /// property wrapper given an initial value needs an initializer taking `wrappedValue:`. When
    /// none of the wrapper's documented initializers (or, for a wrapper no page of the run
    /// documents, the engine's) takes one, no engine could compile the property as written.
    private func wrapperInitialValueError(_ error: CompilerError, text: String) -> String? {
        guard error.message.contains("argument passed to call that takes no arguments"),
              let wrapper = Self.wrapperGivenAValue(atLine: error.line, in: text) else { return nil }
        let key = Self.initializerKey(wrapper)
        guard let declared = forms[key] ?? engineForms[key], !declared.isEmpty,
              !declared.contains(where: { $0.first == "wrappedValue" }) else { return nil }
        let source = forms[key] != nil ? "the documentation declares" : "the engine, whose declarations mirror the documented ones, declares"
        let shown = declared.map { wrapper + "(" + $0.map { $0 + ":" }.joined() + ")" }.sorted()
        return "the example gives @\(wrapper) an initial value, which calls \(wrapper)(wrappedValue:); \(source) "
            + shown.joined(separator: ", ") + ", none taking a wrapped value"
    }

    /// The wrapper attribute of a property declared on `line` with an attribute and an initial value.
    static func wrapperGivenAValue(atLine line: Int, in text: String) -> String? {
        let tree = ParsedSource.file(text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.var) {
            guard let variable = token.parent?.as(VariableDeclSyntax.self),
                  variable.startLocation(converter: converter).line <= line, line <= variable.endLocation(converter: converter).line,
                  variable.bindings.count == 1, variable.bindings.first?.initializer != nil,
                  let attribute = variable.attributes.first?.as(AttributeSyntax.self),
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { continue }
            return name
        }
        return nil
    }

    /// Whether `labels` are `form`'s labels in order, some left out.
    static func fits(_ labels: [String], _ form: [String]) -> Bool {
        var remaining = form[...]
        for label in labels {
            guard let index = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: index)...]
        }
        return true
    }

    /// The innermost call whose parenthesised argument list holds the position: its base name and labels.
    static func call(at line: Int, column: Int, in text: String) -> (name: String, labels: [String])? {
        let tree = ParsedSource.file(text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = CallFinder(line: line, column: column, converter: converter)
        finder.walk(tree)
        guard let call = finder.innermost else { return nil }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map { ($0, call.arguments.map { $0.label?.text ?? "_" }) }
    }

    private final class CallFinder: SyntaxVisitor {
        let line: Int
        let column: Int
        let converter: SourceLocationConverter
        var innermost: FunctionCallExprSyntax?

        init(line: Int, column: Int, converter: SourceLocationConverter) {
            self.line = line
            self.column = column
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // The compiler puts a label error at the opening parenthesis or at the label.
            let start = (node.leftParen.map(Syntax.init) ?? Syntax(node.arguments)).startLocation(converter: converter)
            let end = (node.rightParen.map(Syntax.init) ?? Syntax(node.arguments)).endLocation(converter: converter)
            let position = (line, column)
            if (start.line, start.column) <= position, position <= (end.line, end.column) { innermost = node }
            return .visitChildren
        }
    }
}
