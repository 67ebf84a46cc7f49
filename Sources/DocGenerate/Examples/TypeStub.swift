import SwiftSyntax

/// A stub for a type an example names but does not declare, outside view position: a property's
/// type (`@Binding var document: MyDocument`, `@FocusedObject var message: Message?`), a generic
/// argument (`Binding<MyDocument>?`), a key's `typealias Value = Item`, or a value created in an
/// initializer (`@StateObject private var message = Message(...)`).
///
/// | how it is held | stub |
/// |---|---|
/// | by `@StateObject`, `@ObservedObject`, `@FocusedObject`, `@EnvironmentObject` | `final class Name: ObservableObject` |
/// | otherwise | `struct Name: Hashable` |
///
/// Members come from what the example does with the properties holding the type (`ModelStub`):
/// `message?.text.append(…)` gives `text`, `document.value += 1` a number, `data.add()` a
/// recording method. Initializers: `init()` and one per way the example creates it.
enum TypeStub {
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "FocusedObject", "EnvironmentObject"]

    /// Whether `stub` (a declaration this type made) declares `name`.
    static func declares(_ stub: String, _ name: String) -> Bool {
        typeName(of: stub) == name
    }

    /// The type a stub made here declares; nil for any other stub (a view, a function, state).
    static func typeName(of stub: String) -> String? {
        for (prefix, conformance) in [("struct ", ": Hashable"), ("final class ", ": ObservableObject")] where stub.hasPrefix(prefix) {
            let rest = stub.dropFirst(prefix.count)
            guard let end = rest.range(of: conformance), let next = rest[end.upperBound...].first, next == " " || next == "," else { continue }
            return String(rest[..<end.lowerBound])
        }
        return nil
    }

    /// `required`: the protocols an engine initializer the stub is passed to requires of it, with
    /// their witnesses (`StubConformances`); a struct stub conforms to them.
    static func declaration(_ name: String, uses: [NameUse], in tree: some SyntaxProtocol,
                            required: (protocols: [String], witnesses: [String])? = nil) -> String? {
        var initialisers: Set<String> = ["init() {}"]
        for use in uses {
            switch use {
            // `Name.self`: the metatype, passed as a type.
            case .type, .member("self"): continue
            case .construct(let labels, let ranges):
                guard labels.allSatisfy({ $0 == "_" || ViewMethodShape.isIdentifier($0) }) else { return nil }
                guard !labels.isEmpty else { continue }
                let parameters = labels.enumerated().map { index, label in
                    "\(label) p\(index): \(ranges.contains(index) ? "(Int, Int) -> ClosedRange<Int>" : "Any")"
                }
                initialisers.insert("init(\(parameters.joined(separator: ", "))) {}")
            default:
                return nil
            }
        }
        let holders = HoldingProperties.of(name, in: tree)
        let isObject = holders.contains { $0.wrapper.map(objectWrappers.contains) ?? false }
        guard let members = ModelStub.members(of: holders.map(\.name), in: tree, published: isObject) else { return nil }
        guard !isObject else { return "final class \(name): ObservableObject { " + (initialisers.sorted() + members).joined(separator: "; ") + " }" }
        let required = required ?? (protocols: [], witnesses: [])
        let body = (initialisers.sorted() + members + required.witnesses).joined(separator: "; ")
        return "struct \(name): " + (["Hashable"] + required.protocols).joined(separator: ", ") + " { \(body) }"
    }
}

/// The properties of an example whose type is, or wraps, a given type name.
enum HoldingProperties {
    struct Holder: Hashable {
        var name: String
        /// The first attribute's name (`FocusedObject`), if any.
        var wrapper: String?
    }

    static func of(_ type: String, in tree: some SyntaxProtocol) -> [Holder] {
        let finder = HolderFinder(type: type)
        finder.walk(tree)
        return finder.found
    }
}

    /// Collects `HoldingProperties`.
private final class HolderFinder: SyntaxVisitor {
        let type: String
        var found: [HoldingProperties.Holder] = []
        init(type: String) { self.type = type; super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let wrapper = node.attributes.first?.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.map { mentions($0) } ?? false
                let created = binding.initializer.map { initializerCreates($0.value) } ?? false
                if annotated || created { found.append(HoldingProperties.Holder(name: name, wrapper: wrapper)) }
            }
            return .visitChildren
        }
        private func mentions(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { $0.text == type }
        }
        /// `Type(…)` or `Type.init(…)`.
        private func initializerCreates(_ value: ExprSyntax) -> Bool {
            guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type
        }
    }
