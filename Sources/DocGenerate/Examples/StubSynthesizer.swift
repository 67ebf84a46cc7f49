import SwiftSyntax

/// Synthesises recording stubs for an example's free identifiers from their call sites.
///
/// Only free functions called with a consistent argument-label list are stubbed; the result
/// type comes from the call's context: under `!` or as an `if`/`guard` condition → `Bool`
/// (the stub returns `true`), as a statement → `Void`. Anything else is reported as unstubbable.
enum StubSynthesizer {
    /// Stub declarations (static members of the example's namespace), or the names that cannot be stubbed.
    enum Outcome: Equatable {
        case stubs([String])
        case unstubbable([String])
    }

    static func stubs(for names: [String], in tree: some SyntaxProtocol) -> Outcome {
        let sites = CallSiteCollector(names: Set(names))
        sites.walk(tree)
        var stubs: [String] = []
        var failed: [String] = []
        for name in names {
            let uses = sites.uses[name, default: []]
            guard let first = uses.first, uses.allSatisfy({ $0 == first && $0.result != nil }),
                  let result = first.result, ViewMethodShape.isIdentifier(name) else {
                failed.append(name)
                continue
            }
            stubs.append(declaration(name, labels: first.labels, result: result))
        }
        return failed.isEmpty ? .stubs(stubs) : .unstubbable(failed)
    }

    private static func declaration(_ name: String, labels: [String], result: String) -> String {
        let parameters = labels.enumerated().map { "\($0.element) p\($0.offset): Any" }.joined(separator: ", ")
        let signature = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        let body = result == "Bool" ? "ExampleStubs.record(\"\(signature)\"); return true" : "ExampleStubs.record(\"\(signature)\")"
        return "static func \(name)(\(parameters))\(result == "Bool" ? " -> Bool" : "") { \(body) }"
    }
}

/// How one free identifier is used: called with these labels, in a context needing `result`.
struct CallUse: Equatable {
    var labels: [String]
    /// `Bool`, `Void`, or nil when the identifier is not called or the context is unknown.
    var result: String?
}

/// Collects the uses of the given names.
final class CallSiteCollector: SyntaxVisitor {
    let names: Set<String>
    private(set) var uses: [String: [CallUse]] = [:]

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard names.contains(name) else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              ViewMethodShape.isIdentifier(name) else {
            uses[name, default: []].append(CallUse(labels: [], result: nil))
            return .visitChildren
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels.allSatisfy({ $0 == "_" || ViewMethodShape.isIdentifier($0) }) else {
            uses[name, default: []].append(CallUse(labels: labels, result: nil))
            return .visitChildren
        }
        uses[name, default: []].append(CallUse(labels: labels, result: Self.result(of: call)))
        return .visitChildren
    }

    private static func result(of call: FunctionCallExprSyntax) -> String? {
        guard let parent = call.parent else { return nil }
        if let prefix = parent.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return "Bool" }
        if parent.is(ConditionElementSyntax.self) { return "Bool" }
        if parent.is(CodeBlockItemSyntax.self) { return "Void" }
        return nil
    }
}
