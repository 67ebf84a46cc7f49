import Foundation
import SwiftSyntax

/// Why the interpreter stopped: the action uses syntax outside the subset it models.
struct Unsupported: Error, CustomStringConvertible {
    var description: String
}

/// Runs an example's action closures (button actions, `onSubmit`, `onAppear`, zoom and
/// `onChange` handlers) over a model of the view's state, to derive what a case must expect.
///
/// The subset: assignments (`=`, `+=`, `-=`) to state, calls of the view's own methods, of stubs
/// (recorded; Boolean stubs return their configured result) and of `resetFocus(in:)`; `if` /
/// `else`, `guard … else { return }`, `return`, `switch` over enum cases; expressions over
/// literals, state, `.case`, `!`, `&&`, `||`, comparisons, arithmetic, `isEmpty`, `count`,
/// `contains`, `max`, `min`, optional chaining on example structs. Anything else throws
/// `Unsupported`, and the scenario is not derived.
struct ActionInterpreter {
    let sketch: ViewSketch
    /// Free functions and model properties that are stubs (only those calls are recorded).
    let stubs: StubIndex
    /// Current values of the view's state (by property name).
    var state: [String: ScenarioValue]
    /// Results of Boolean stubs (by signature); true when absent.
    var stubResults: [String: Bool] = [:]
    /// Stub calls made so far.
    var calls: [String] = []
    /// Boolean stubs whose result was used.
    var consulted: [String] = []
    /// Names assigned by the actions run so far.
    var assigned: [String] = []
    /// Set by `resetFocus(in:)`.
    var resetFocus = false
    private var locals: [String: ScenarioValue] = [:]
    private var depth = 0

    private struct Return: Error {}

    init(sketch: ViewSketch, stubs: StubIndex, state: [String: ScenarioValue]) {
        self.sketch = sketch
        self.stubs = stubs
        self.state = state
    }

    /// Runs a closure with its parameters bound to `arguments` (in order).
    mutating func run(_ closure: ClosureExprSyntax, arguments: [ScenarioValue] = []) throws {
        let saved = locals
        defer { locals = saved }
        for (name, value) in zip(Self.parameterNames(closure), arguments) { locals[name] = value }
        try runBlock(closure.statements)
    }

    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return [] }
        switch parameters {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    private mutating func runBlock(_ items: CodeBlockItemListSyntax) throws {
        do {
            for item in items { try execute(item.item) }
        } catch is Return where depth > 0 {
            throw Return()
        } catch is Return {
            return
        }
    }

    private mutating func execute(_ item: CodeBlockItemSyntax.Item) throws {
        switch item {
        case .expr(let expression): try execute(expression)
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self) { return try execute(expression.expression) }
            if statement.is(ReturnStmtSyntax.self) { throw Return() }
            if let guarded = statement.as(GuardStmtSyntax.self) {
                if try !conditions(guarded.conditions) { try nested(guarded.body.statements); throw Return() }
                return
            }
            throw Unsupported(description: "statement `\(statement.trimmedDescription.prefix(40))`")
        case .decl(let declaration):
            throw Unsupported(description: "declaration `\(declaration.trimmedDescription.prefix(40))`")
        }
    }

    private mutating func nested(_ items: CodeBlockItemListSyntax) throws {
        for item in items { try execute(item.item) }
    }

    private mutating func execute(_ expression: ExprSyntax) throws {
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try assign(infix) }
        if let branch = expression.as(IfExprSyntax.self) {
            if try conditions(branch.conditions) { return try nested(branch.body.statements) }
            switch branch.elseBody {
            case .ifExpr(let next)?: return try execute(ExprSyntax(next))
            case .codeBlock(let block)?: return try nested(block.statements)
            case nil: return
            }
        }
        if let choice = expression.as(SwitchExprSyntax.self) { return try execute(choice) }
        if let call = expression.as(FunctionCallExprSyntax.self) { _ = try evaluateCall(call); return }
        throw Unsupported(description: "expression `\(expression.trimmedDescription.prefix(40))`")
    }

    private mutating func execute(_ choice: SwitchExprSyntax) throws {
        let subject = try evaluate(choice.subject)
        for element in choice.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                return try nested(switchCase.statements)
            case .case(let label):
                for item in label.caseItems {
                    guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { continue }
                    if try evaluate(expression) == subject { return try nested(switchCase.statements) }
                }
            }
        }
    }

    private mutating func assign(_ infix: InfixOperatorExprSyntax) throws {
        guard let name = Self.target(infix.leftOperand), state[name] != nil || sketch.property(name) != nil else {
            throw Unsupported(description: "assignment to `\(infix.leftOperand.trimmedDescription)`")
        }
        let value = try evaluate(infix.rightOperand)
        if infix.operator.is(AssignmentExprSyntax.self) {
            state[name] = value
        } else if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-="].contains(op),
                  let current = state[name] {
            state[name] = try Arithmetic.apply(op == "+=" ? "+" : "-", current, value)
        } else {
            throw Unsupported(description: "operator in `\(infix.trimmedDescription.prefix(40))`")
        }
        assigned.append(name)
    }

    /// `x` or `self.x`.
    static func target(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return access.declName.baseName.text
        }
        return nil
    }

    mutating func conditions(_ list: ConditionElementListSyntax) throws -> Bool {
        for element in list {
            if case .optionalBinding(let binding) = element.condition,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let value = try binding.initializer.map { try evaluate($0.value) } ?? lookup(name)
                if value == .none { return false }
                locals[name] = value
                continue
            }
            guard case .expression(let expression) = element.condition else {
                throw Unsupported(description: "condition `\(element.trimmedDescription.prefix(40))`")
            }
            guard case .bool(let value) = try evaluate(expression) else { throw Unsupported(description: "non-Boolean condition") }
            if !value { return false }
        }
        return true
    }

    mutating func evaluate(_ expression: ExprSyntax) throws -> ScenarioValue {
        if let literal = try Literals.value(expression) { return literal }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try lookup(reference.baseName.text) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try evaluate(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(prefix.expression)
            switch (prefix.operator.text, operand) {
            case ("!", .bool(let value)): return .bool(!value)
            case ("-", _): return try Arithmetic.apply("-", .int(0), operand)
            default: throw Unsupported(description: "prefix `\(prefix.operator.text)`")
            }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try evaluate(infix) }
        if let access = expression.as(MemberAccessExprSyntax.self) { return try member(access) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try evaluateCall(call) }
        throw Unsupported(description: "expression `\(expression.trimmedDescription.prefix(40))`")
    }

    private mutating func evaluate(_ infix: InfixOperatorExprSyntax) throws -> ScenarioValue {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw Unsupported(description: "operator in `\(infix.trimmedDescription.prefix(40))`")
        }
        let left = try evaluate(infix.leftOperand)
        if op == "||" || op == "&&" {
            guard case .bool(let value) = left else { throw Unsupported(description: "non-Boolean `\(op)`") }
            if (op == "||") == value { return .bool(value) }
            return try evaluate(infix.rightOperand)
        }
        return try Arithmetic.apply(op, left, try evaluate(infix.rightOperand))
    }

    private func lookup(_ name: String) throws -> ScenarioValue {
        if let value = locals[name] ?? state[name] { return value }
        throw Unsupported(description: "unknown value `\(name)`")
    }

    private mutating func member(_ access: MemberAccessExprSyntax) throws -> ScenarioValue {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else { return .enumCase(name) }
        if let chained = baseExpression.as(OptionalChainingExprSyntax.self) {
            let base = try evaluate(chained.expression)
            return base == .none ? .none : try Self.property(name, of: base)
        }
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return try lookup(name) }
        return try Self.property(name, of: try evaluate(baseExpression))
    }

    static func property(_ name: String, of base: ScenarioValue) throws -> ScenarioValue {
        switch (base, name) {
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.string(let text), "count"): return .int(text.count)
        case (.record(_, let fields), _):
            if let field = fields.first(where: { $0.name == name }) { return field.value }
        default: break
        }
        throw Unsupported(description: "member `\(name)`")
    }

    private mutating func evaluateCall(_ call: FunctionCallExprSyntax) throws -> ScenarioValue {
        let labels = SyntaxFacts.labels(call)
        let arguments = try call.arguments.map { try evaluate($0.expression) }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if arguments.isEmpty, let body = sketch.methods[name] {
                guard depth < 4 else { throw Unsupported(description: "recursion in `\(name)`") }
                depth += 1
                defer { depth -= 1 }
                do { try nested(body.statements) } catch is Return {}
                return .none
            }
            if (name == "max" || name == "min"), arguments.count == 2 {
                let larger = try Arithmetic.apply(">", arguments[0], arguments[1]) == .bool(true)
                return (name == "max") == larger ? arguments[0] : arguments[1]
            }
            if sketch.property(name)?.wrapper == "Environment", name == "resetFocus" { resetFocus = true; return .none }
            if stubs.functions.contains(name) { return stub(name, labels: labels, call: call) }
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            let method = access.declName.baseName.text
            if method == "contains", arguments.count == 1, case .string(let text) = try evaluate(base), case .string(let part) = arguments[0] {
                return .bool(text.contains(part))
            }
            if let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text, stubs.models.contains(owner) {
                return stub("\(owner).\(method)", labels: labels, call: call)
            }
        }
        throw Unsupported(description: "call `\(call.trimmedDescription.prefix(40))`")
    }

    /// Records a stub call; Boolean stubs (used as conditions) return their configured result.
    private mutating func stub(_ prefix: String, labels: [String], call: FunctionCallExprSyntax) -> ScenarioValue {
        let signature = prefix + "(" + labels.map { $0 + ":" }.joined() + ")"
        calls.append(signature)
        guard SyntaxFacts.resultContext(of: call) != "Void" else { return .none }
        consulted.append(signature)
        return .bool(stubResults[signature] ?? true)
    }
}

/// The example's stubs the interpreter records calls of.
struct StubIndex: Sendable, Hashable {
    /// Free functions stubbed in the namespace.
    var functions: Set<String> = []
    /// Properties holding a stub model (`viewModel`).
    var models: Set<String> = []
}
