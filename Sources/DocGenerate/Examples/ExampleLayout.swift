import SwiftParser
import SwiftSyntax

/// Where an example's top-level items go when it is compiled verbatim.
///
/// - `declarations`: only types and functions — nested as they are in the namespace enum (a
///   top-level `private` written `fileprivate`, its meaning at file scope: `fileScopeAccess`);
/// - `members`: properties and functions, one of them `var body` (a member fragment such as the
///   `focused(_:)` page's) — wrapped in `struct ExampleView: View { … }` (or the protocol its
///   `body` is declared as: `some Commands` → `ExampleView: Commands`);
/// - `body`: an expression (a view and its modifiers) or an `if`/`switch` choosing views,
///   optionally after properties (the
///   `onSubmit(of:_:)` page's third listing) — the properties become members of `ExampleView`,
///   the expression its `@ViewBuilder var body`;
/// - `properties`: view properties only, each held by an engine property wrapper a view holds
///   (`@Environment(\.isSearching) private var isSearching`) — members of `ExampleView`, whose
///   body is `EmptyView()`: the declarations are compiled where the page means them.
struct ExampleLayout: Sendable, Hashable {
    /// The placement.
    enum Shape: String, Sendable, Hashable {
        case declarations
        case members
        case body
        /// View properties only (`@Environment(\.isSearching) private var isSearching`), no
        /// `body`: members of `ExampleView`, whose body is `EmptyView()`.
        case properties
    }

    /// The name of the view fragments are wrapped in.
    static let viewName = "ExampleView"

    var shape: Shape
    /// For `body`: the UTF-8 offset in the code where the body expression starts.
    var bodyStart: Int?

    /// The layout of `code`, or nil when its items cannot be placed (an expression between
    /// properties, statements other than an expression, a fragment without a view to wrap).
    static func of(_ code: String) -> ExampleLayout? {
        let items = ParsedSource.file(code).statements
        var hasMember = false
        var hasBody = false
        var bodyStart: Int?
        for item in items {
            switch item.item {
            case .decl(let declaration):
                guard bodyStart == nil else { return nil }
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    hasMember = true
                    hasBody = hasBody || variable.bindings.contains { $0.pattern.trimmedDescription == "body" }
                }
            case .expr:
                bodyStart = bodyStart ?? item.position.utf8Offset
            case .stmt(let statement):
                // `if`/`switch` choosing between views is view-builder content, as an expression is.
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression,
                      expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) else { return nil }
                bodyStart = bodyStart ?? item.position.utf8Offset
            }
        }
        if let bodyStart {
            return hasBody ? nil : ExampleLayout(shape: .body, bodyStart: bodyStart)
        }
        if hasMember, !hasBody, items.allSatisfy({ Self.isViewProperty($0.item.as(VariableDeclSyntax.self)) }) {
            return ExampleLayout(shape: .properties)
        }
        if hasMember { return hasBody ? ExampleLayout(shape: .members) : nil }
        return items.isEmpty ? nil : ExampleLayout(shape: .declarations)
    }

    /// `code` with the `private` of its top-level declarations written `fileprivate`. At file
    /// scope, where the page wrote them, the two mean the same (visible in the whole file); inside
    /// the namespace enum an example is compiled in, `private` would hide the declaration from
    /// the example's own test. Lines and everything else stay as written.
    static func fileScopeAccess(_ code: String) -> String {
        let offsets = fileScopedModifiers(code).filter { $0.modifier.name.tokenKind == .keyword(.private) }
            .map { $0.modifier.name.positionAfterSkippingLeadingTrivia.utf8Offset }
        guard !offsets.isEmpty else { return code }
        var bytes = Array(code.utf8)
        for offset in offsets.sorted(by: >) where offset + 7 <= bytes.count {
            bytes.replaceSubrange(offset..<offset + 7, with: Array("fileprivate".utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `code` declares something `private` at its top level (`fileScopeAccess` rewrites it).
    static func hasTopLevelPrivate(_ code: String) -> Bool {
        fileScopedModifiers(code).contains { $0.modifier.name.tokenKind == .keyword(.private) }
    }

    /// The names of the types `code` declares `private` or `fileprivate` at its top level.
    static func fileScopedNames(_ code: String) -> Set<String> {
        Set(fileScopedModifiers(code).compactMap { $0.declaration.asProtocol(NamedDeclSyntax.self)?.name.text })
    }

    /// The top-level declarations of `code` whose access is `private` or `fileprivate` (not a
    /// setter's `private(set)`), each with that modifier.
    private static func fileScopedModifiers(_ code: String) -> [(declaration: DeclSyntax, modifier: DeclModifierSyntax)] {
        ParsedSource.file(code).statements.compactMap { item in
            guard let declaration = item.item.as(DeclSyntax.self),
                  let modifier = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: {
                      [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil
                  }) else { return nil }
            return (declaration, modifier)
        }
    }

    /// The protocol a member fragment's `body` is declared as (`var body: some Commands` →
    /// `Commands`; `some Scene` → `Scene`): the wrapper conforms to it, so that a fragment of a
    /// command or scene body is hosted as one. `View` when the body is not `some <name>`.
    static func bodyProtocol(_ code: String) -> String {
        for item in ParsedSource.file(code).statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == "body" {
                guard let some = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.text == "some",
                      let name = some.constraint.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil else { return "View" }
                return name.name.text
            }
        }
        return "View"
    }

    /// What a body expression is, read from the engine's declaration of the type its modifier
    /// chain starts with: `Scene` for `WindowGroup { … }.defaultFocus(…)` (the engine's
    /// `WindowGroup` conforms to `Scene`, not `View`), `Commands` for `CommandMenu(…) { … }`;
    /// `View` otherwise.
    static func expressionProtocol(_ body: String) -> String {
        guard let item = ParsedSource.file(body).statements.first, var expression = item.item.as(ExprSyntax.self) else { return "View" }
        // `WindowGroup { … }.defaultFocus(…)`: down the modifier chain to the first call's callee.
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                expression = base
            } else {
                expression = call.calledExpression
            }
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = EngineSurface.bundled.symbols(atPath: name).first(where: \.isType),
              !type.conformsTo.contains("View") else { return "View" }
        return ["Scene", "Commands"].first(where: type.conformsTo.contains) ?? "View"
    }

    /// The engine's property wrappers a view holds: those its declarations mark `@propertyWrapper`
    /// and conform to `DynamicProperty` (`State`, `Environment`, `FocusState`; not `Published`).
    static let viewPropertyWrappers: Set<String> = Set(EngineSurface.bundled.symbols.filter {
        $0.parentPath == nil && $0.isType && $0.declaration.hasPrefix("@propertyWrapper ") && $0.conformsTo.contains("DynamicProperty")
    }.map(\.baseName))

    /// A property with at least one attribute, each an engine view property wrapper.
    static func isViewProperty(_ variable: VariableDeclSyntax?) -> Bool {
        guard let variable, !variable.attributes.isEmpty else { return false }
        return variable.attributes.allSatisfy { element in
            guard let attribute = element.as(AttributeSyntax.self),
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return viewPropertyWrappers.contains(name)
        }
    }

    /// The source analysed for names and scenarios: fragments wrapped in `ExampleView`.
    func wrap(_ code: String, viewMembers: [String] = []) -> String {
        switch shape {
        case .declarations:
            return Self.fileScopeAccess(code)
        case .members:
            return (["struct \(Self.viewName): \(Self.bodyProtocol(code)) {"] + viewMembers + [code, "}"]).joined(separator: "\n")
        case .properties:
            return (["struct \(Self.viewName): View {"] + viewMembers + [code, "var body: some View { EmptyView() }", "}"]).joined(separator: "\n")
        case .body:
            let utf8 = Array(code.utf8)
            let split = min(bodyStart ?? 0, utf8.count)
            let members = String(decoding: utf8[..<split], as: UTF8.self)
            let body = String(decoding: utf8[split...], as: UTF8.self)
            let kind = Self.expressionProtocol(body)
            var lines = ["struct \(Self.viewName): \(kind) {"] + viewMembers
            if !members.isEmpty { lines.append(members) }
            let builder = EngineSurface.resultBuilders.contains(kind + "Builder") ? "@\(kind)Builder " : ""
            lines += ["\(builder)var body: some \(kind) {", body, "}", "}"]
            return lines.joined(separator: "\n")
        }
    }
}
