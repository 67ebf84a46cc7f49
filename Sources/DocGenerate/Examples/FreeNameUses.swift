import SwiftSyntax

/// How an example uses one name it does not declare; `StubSynthesizer` turns the uses into a stub.
enum NameUse: Hashable {
    /// `name(label: …)` as a function; `result` is `Bool`, `Void` or nil (unknown context).
    case call(labels: [String], result: String?)
    /// `Name(label: …)` creating a value; `operators` are argument positions holding `...`.
    case construct(labels: [String], rangeOperatorArguments: [Int])
    /// `$name` passed as a text field's `text:`.
    case textBinding
    /// `$name` as the focus binding of a modifier that takes one (`focused`, `defaultFocus`,
    /// `accessibilityFocused`…: `EngineSurface.focusBindingModifiers`); `cases` are the `.case`
    /// values it is compared with (empty for a Boolean binding).
    case focusBinding(modifier: String, cases: [String])
    /// `$name` passed as a labelled argument whose engine parameter is `Binding<T>` for one
    /// concrete `T` (`Toggle(…, isOn: $name)` → `Bool`; `EngineSurface.bindingValueTypes`).
    case typedBinding(String)
    /// `$name` passed somewhere else (to a stub view).
    case opaqueBinding
    /// `$name.member`; `type`: the value type of the engine binding it is passed to (`isOn:` → `Bool`).
    case bindingMember(String, type: String? = nil)
    /// `name.member` read as a value (also `name?.member`, `name!.member`).
    case member(String)
    /// `name.member += 1` (`-=`, `*=`): a number member; `integer` when the operand is an integer literal.
    case numericMember(String, integer: Bool)
    /// `name.method(labels…)` called; `result` as for `call`.
    case method(String, labels: [String], result: String?)
    /// A number: `name += 0.5`, `.scaleEffect(name)`.
    case number
    /// A gesture: `.gesture(name)`.
    case gesture
    /// Read as a condition: `if name {`, `!name`, an operand of `&&` / `||`.
    case condition
    /// Assigned a Boolean literal: `name = true`.
    case boolAssignment
    /// Assigned or compared with a case: `name = .email`, `name == .email`.
    case caseValue(String)
    /// Assigned `nil`.
    case nilAssignment
    /// `$name` passed as a presentation's `isPresented:`.
    case presentationBinding
    /// Shown as text: `Text(name)`.
    case textContent
    /// Observed by `onChange(of: name)`: any `Equatable` value (its type comes from other uses).
    case observed
    /// Unwrapped by `if let name {` / `guard let name`: an optional.
    case optionalBinding
    /// `Name(labels…) { a, b in … }`: created with a trailing closure taking `parameters` values.
    case constructWithClosure(labels: [String], parameters: Int)
    /// Used as a type.
    case type
    /// Passed as an argument whose engine parameter is an action, `() -> Void`
    /// (`Button("Sign In", action: signIn)`): a function of the example's.
    case action
    /// Passed as another argument (`.environment(\.locale, locale)`, `Text(date, style: .date)`).
    case argument
    /// Any other use.
    case other
}

/// Collects the uses of the given names (and `$`-prefixed forms) in a syntax tree.
final class FreeNameUses: SyntaxVisitor {
    let names: Set<String>
    private(set) var uses: [String: [NameUse]] = [:]

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard names.contains(node.name.text) else { return .visitChildren }
        // An attribute (`@Entry`), a conformance (`: App`) or an opaque type (`some Scene`) needs
        // a macro, wrapper or protocol — no stub type can stand in.
        let needsProtocol = node.parent?.is(AttributeSyntax.self) == true || node.parent?.is(InheritedTypeSyntax.self) == true
            || node.parent?.is(SomeOrAnyTypeSyntax.self) == true
        uses[node.name.text, default: []].append(needsProtocol ? .other : .type)
        return .visitChildren
    }

    /// `if let name {`: the name must exist outside, as an optional.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, names.contains(name) {
            uses[name, default: []].append(.optionalBinding)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        var name = node.baseName.text
        let projected = name.hasPrefix("$")
        if projected { name.removeFirst() }
        guard names.contains(name) else { return .visitChildren }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .visitChildren }
        // `\.name` names a member of the key path's root, not the free name.
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        uses[name, default: []].append(projected ? Self.bindingUse(node) : Self.valueUse(node, name: name))
        return .visitChildren
    }

    private static func bindingUse(_ node: DeclReferenceExprSyntax) -> NameUse {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id {
            // `Toggle("On", isOn: $model.isEnabled)`: the member has the binding's value type.
            var type: String?
            if let argument = access.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = SyntaxFacts.calleeName(call) {
                type = EngineSurface.bindingValueTypes["\(callee)|\(label)"]
            }
            return .bindingMember(access.declName.baseName.text, type: type)
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return .opaqueBinding }
        let callee = SyntaxFacts.calleeName(call)
        if argument.label?.text == "text", callee == "TextField" || callee == "SecureField" { return .textBinding }
        if argument.label?.text == "isPresented" { return .presentationBinding }
        if let label = argument.label?.text, let callee, let type = EngineSurface.bindingValueTypes["\(callee)|\(label)"] {
            return .typedBinding(type)
        }
        if let callee, EngineSurface.focusBindingModifiers[callee] != nil,
           argument.label == nil, call.arguments.first?.id == argument.id {
            let cases = call.arguments.dropFirst().compactMap { SyntaxFacts.caseName($0.expression) }
            return .focusBinding(modifier: callee, cases: cases)
        }
        return .opaqueBinding
    }

    private static func valueUse(_ node: DeclReferenceExprSyntax, name: String) -> NameUse {
        let parent = node.parent
        // `name?.member` and `name!.member` use the member as `name.member` does.
        var base = Syntax(node)
        while let wrapper = base.parent, wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self) {
            base = wrapper
        }
        if let access = base.parent?.as(MemberAccessExprSyntax.self), access.base?.id == base.id {
            let member = access.declName.baseName.text
            if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
                return .method(member, labels: SyntaxFacts.labels(call), result: SyntaxFacts.resultContext(of: call))
            }
            if let infix = access.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == access.id,
               let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-=", "*="].contains(op),
               infix.rightOperand.is(IntegerLiteralExprSyntax.self) || infix.rightOperand.is(FloatLiteralExprSyntax.self) {
                return .numericMember(member, integer: infix.rightOperand.is(IntegerLiteralExprSyntax.self))
            }
            return .member(member)
        }
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            if let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty, name.first?.isUppercase == true {
                return .constructWithClosure(labels: SyntaxFacts.labels(call), parameters: SyntaxFacts.parameterCount(closure))
            }
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return .other }
            if name.first?.isUppercase == true {
                let ranges = call.arguments.enumerated().compactMap { index, argument in
                    argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "..." ? index : nil
                }
                return .construct(labels: SyntaxFacts.labels(call), rangeOperatorArguments: ranges)
            }
            return .call(labels: SyntaxFacts.labels(call), result: SyntaxFacts.resultContext(of: call))
        }
        if let argument = parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            switch SyntaxFacts.calleeName(call) {
            case "scaleEffect": return .number
            case "gesture": return .gesture
            case "Text" where argument.label == nil && call.arguments.count == 1: return .textContent
            case "onChange" where argument.label?.text == "of": return .observed
            default:
                if let label = argument.label?.text, EngineActions.takesAction(call, label: label) { return .action }
                return .argument
            }
        }
        if let value = Self.valueContext(node) { return value }
        if let infix = parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == node.id,
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-=", "*="].contains(op),
           infix.rightOperand.is(FloatLiteralExprSyntax.self) {
            return .number
        }
        return .other
    }
}

extension FreeNameUses {
    /// A Boolean or case use of a bare name: a condition (also of `?:`), `name = true`, `name = !x`,
    /// `name = .a`, `name == .a`, `name = nil`.
    static func valueContext(_ node: DeclReferenceExprSyntax) -> NameUse? {
        let parent = node.parent
        if parent?.is(ConditionElementSyntax.self) == true { return .condition }
        if let prefix = parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return .condition }
        // `name ? a : b`: the name is the condition.
        if let ternary = parent?.as(TernaryExprSyntax.self), ternary.condition.id == node.id { return .condition }
        guard let infix = parent?.as(InfixOperatorExprSyntax.self) else { return nil }
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        if op == "&&" || op == "||" { return .condition }
        guard infix.leftOperand.id == node.id, infix.operator.is(AssignmentExprSyntax.self) || op == "==" || op == "!=" else { return nil }
        let right = infix.rightOperand
        if right.is(BooleanLiteralExprSyntax.self) { return infix.operator.is(AssignmentExprSyntax.self) ? .boolAssignment : .condition }
        // `name = !visible`: a negation is a Boolean.
        if infix.operator.is(AssignmentExprSyntax.self), right.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" {
            return .boolAssignment
        }
        if right.is(NilLiteralExprSyntax.self) { return .nilAssignment }
        if let name = SyntaxFacts.caseName(right) { return .caseValue(name) }
        return nil
    }
}

/// Small questions about syntax shared by the example readers.
enum SyntaxFacts {
    /// `focused` for `x.focused(…)`, `TextField` for `TextField(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Argument labels, `_` for unlabelled ones.
    static func labels(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    /// The number of parameters a closure names (`{ a, b in … }` → 2; none named → 0).
    static func parameterCount(_ closure: ClosureExprSyntax) -> Int {
        guard let clause = closure.signature?.parameterClause else { return 0 }
        switch clause {
        case .simpleInput(let names): return names.count
        case .parameterClause(let list): return list.parameters.count
        }
    }

    /// `name` for `.name`.
    static func caseName(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.base == nil else { return nil }
        return access.declName.baseName.text
    }

    /// The literal's value when `expression` is a string literal without interpolation.
    static func stringLiteral(_ expression: ExprSyntax?) -> String? {
        expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The type a call's result must have in its context: `Bool` under `!` or as a condition,
    /// `Void` as a statement, nil otherwise.
    static func resultContext(of call: FunctionCallExprSyntax) -> String? {
        guard let parent = call.parent else { return nil }
        if let prefix = parent.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return "Bool" }
        if parent.is(ConditionElementSyntax.self) { return "Bool" }
        if parent.is(CodeBlockItemSyntax.self) { return "Void" }
        return nil
    }
}

/// Which arguments of an engine call are actions, read from the engine's own declarations
/// (`EngineSurface`): `Button(_:action:)`'s `action`, `onTapGesture(count:perform:)`'s `perform`.
enum EngineActions {
    /// Whether every engine declaration `call` can name (an initializer of the type it names, or
    /// a `View` method of its name) that has a parameter labelled `label` takes there a function
    /// with no parameters and no result — and at least one does.
    static func takesAction(_ call: FunctionCallExprSyntax, label: String, surface: EngineSurface = .bundled) -> Bool {
        guard let callee = SyntaxFacts.calleeName(call) else { return false }
        let candidates = callee.first?.isUppercase == true && call.calledExpression.is(DeclReferenceExprSyntax.self)
            ? surface.members(named: "init", of: callee)
            : surface.members(named: callee, of: "View")
        let types = candidates.compactMap { parameterType(label, in: $0.declaration) }
        return !types.isEmpty && types.allSatisfy(isAction)
    }

    /// The type of the parameter labelled `label` in an initializer or method `declaration` as
    /// the symbol graph prints it (`init(_ title: String, action: @escaping () -> Void)`).
    static func parameterType(_ label: String, in declaration: String) -> TypeSyntax? {
        let file = ParsedSource.file(declaration + " {}")
        guard let decl = file.statements.first?.item.as(DeclSyntax.self) else { return nil }
        let parameters = decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            ?? decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        return parameters?.first { $0.firstName.text == label }?.type
    }

    /// A function type with no parameters and no result (`() -> Void`, `() -> ()`), whatever its
    /// attributes (`@escaping @MainActor`).
    static func isAction(_ type: TypeSyntax) -> Bool {
        let bare = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        guard let function = bare.as(FunctionTypeSyntax.self), function.parameters.isEmpty,
              function.effectSpecifiers == nil else { return false }
        let result = function.returnClause.type.trimmedDescription
        return result == "Void" || result == "()"
    }
}
