import SwiftSyntax

/// A reading of one example view for scenario derivation: its state properties, its controls
/// with the modifiers that apply to them, its modifiers anywhere in `body`, and its methods.
struct ViewSketch {
    /// A stored property of the view.
    struct Property {
        var name: String
        /// `State`, `FocusState`, `AccessibilityFocusState`, `Binding`, `StateObject`, `Environment`, `Namespace` or nil.
        var wrapper: String?
        /// The annotated type as written (`Field?`), if any.
        var type: String?
        var initializer: ExprSyntax?
        /// Whether the wrapper's argument is a type (`@Environment(Library.self)`): the property
        /// reads an object some view above must supply.
        var readsObjectByType = false
    }

    /// A modifier call: `.onSubmit { … }`.
    struct Modifier {
        var name: String
        var call: FunctionCallExprSyntax
        /// The trailing closure or the last closure argument.
        var closure: ClosureExprSyntax? {
            call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        }
    }

    /// A view created in `body` (`TextField("Name", text: $name)`) and the modifiers that apply to it.
    struct Control {
        /// The called name: `TextField`, `Button`, `Text`, a stub view's name.
        var kind: String
        var call: FunctionCallExprSyntax
        /// Its own modifiers, innermost first.
        var own: [Modifier]
        /// Modifiers of enclosing views, innermost first.
        var enclosing: [Modifier]
        /// `if` conditions it is shown under (`true` in the then-branch).
        var conditions: [(ConditionElementListSyntax, Bool)]

        /// The string-literal first argument (title of a field or button, content of a text).
        var title: String? { SyntaxFacts.stringLiteral(call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }) }
        /// `accessibilityLabel("…")` among its own modifiers.
        var accessibilityLabel: String? {
            own.first { $0.name == "accessibilityLabel" }.flatMap { SyntaxFacts.stringLiteral($0.call.arguments.first?.expression) }
        }
        var isTextInput: Bool { kind == "TextField" || kind == "SecureField" }
        /// The state bound as `text: $x`.
        var textBinding: String? {
            guard isTextInput, let argument = call.arguments.first(where: { $0.label?.text == "text" }),
                  let reference = argument.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { return nil }
            return String(reference.baseName.text.dropFirst())
        }
        /// The conditions of the `disabled(_:)` modifiers on it or around it, innermost first.
        var disabledConditions: [ExprSyntax] {
            (own + enclosing).filter { $0.name == "disabled" }.compactMap { $0.call.arguments.first?.expression }
        }
        /// A button's action closure.
        var action: ClosureExprSyntax? {
            guard kind == "Button" else { return nil }
            return call.trailingClosure ?? call.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self)
        }
    }

    var name: String
    var properties: [Property] = []
    var controls: [Control] = []
    /// Every modifier in `body`, in source order.
    var modifiers: [Modifier] = []
    /// Methods without parameters, by name.
    var methods: [String: CodeBlockSyntax] = [:]

    func property(_ name: String) -> Property? { properties.first { $0.name == name } }

    /// Whether control `inner` is created inside the content of control `outer`.
    func contains(_ outer: Int, _ inner: Int) -> Bool {
        guard outer != inner else { return false }
        let container = Syntax(controls[outer].call)
        var node = Syntax(controls[inner].call).parent
        while let current = node {
            if current.id == container.id { return true }
            node = current.parent
        }
        return false
    }
}

extension ViewSketch {
    /// Reads a view struct.
    init(_ structure: StructDeclSyntax) {
        name = structure.name.text
        for member in structure.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
               let body = function.body {
                methods[function.name.text] = body
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let attribute = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                .first { $0.attributeName.is(IdentifierTypeSyntax.self) }
            let wrapper = attribute?.attributeName.as(IdentifierTypeSyntax.self)?.name.text
            let byType = attribute?.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
                .as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "body", let accessor = binding.accessorBlock {
                    let reader = ControlReader(viewMode: .sourceAccurate)
                    reader.walk(accessor)
                    controls = reader.controls
                    modifiers = reader.modifiers
                } else if binding.accessorBlock == nil {
                    properties.append(Property(name: name, wrapper: wrapper, type: binding.typeAnnotation?.type.trimmedDescription,
                                               initializer: binding.initializer?.value, readsObjectByType: byType))
                }
            }
        }
    }
}

/// Finds the controls and modifiers of a `body`.
final class ControlReader: SyntaxVisitor {
    static let controlKinds: Set<String> = ["TextField", "SecureField", "Button", "Text", "Toggle"]
    private(set) var controls: [ViewSketch.Control] = []
    private(set) var modifiers: [ViewSketch.Modifier] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil {
            modifiers.append(.init(name: access.declName.baseName.text, call: node))
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                  let first = reference.baseName.text.first, first.isUppercase {
            let (own, top) = Self.chain(from: ExprSyntax(node))
            controls.append(.init(kind: reference.baseName.text, call: node, own: own,
                                  enclosing: Self.enclosing(top), conditions: Self.conditions(of: node)))
        }
        return .visitChildren
    }

    /// The modifier calls applied to `expression`, innermost first, and the outermost call.
    static func chain(from expression: ExprSyntax) -> ([ViewSketch.Modifier], ExprSyntax) {
        var modifiers: [ViewSketch.Modifier] = []
        var current = expression
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
              let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
            modifiers.append(.init(name: access.declName.baseName.text, call: call))
            current = ExprSyntax(call)
        }
        return (modifiers, current)
    }

    /// Modifiers of the views whose content closures contain `expression`, innermost first.
    static func enclosing(_ expression: ExprSyntax) -> [ViewSketch.Modifier] {
        var result: [ViewSketch.Modifier] = []
        var node = Syntax(expression).parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self) {
                let (own, top) = chain(from: ExprSyntax(call))
                result += own
                node = Syntax(top).parent
                continue
            }
            node = current.parent
        }
        return result
    }

    static func conditions(of node: some SyntaxProtocol) -> [(ConditionElementListSyntax, Bool)] {
        var result: [(ConditionElementListSyntax, Bool)] = []
        var child = Syntax(node)
        while let parent = child.parent {
            if let branch = parent.as(IfExprSyntax.self) {
                if branch.body.id == child.id { result.append((branch.conditions, true)) }
                else if branch.elseBody?.id == child.id { result.append((branch.conditions, false)) }
            }
            child = parent
        }
        return result
    }
}
