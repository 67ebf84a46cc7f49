import Foundation
import SwiftSyntax

/// Literal values, and the text a `Text` shows for a literal or an interpolation.
enum Literals {
    /// The value of a literal expression, nil when `expression` is not a literal.
    static func value(_ expression: ExprSyntax) throws -> ScenarioValue? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return ScenarioValue.none }
        if let literal = expression.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .int(value)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self), let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .double(value)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let text = literal.representedLiteralValue else { throw Unsupported(description: "interpolated string") }
            return .string(text)
        }
        return nil
    }

    /// The content of `Text(<literal or interpolation>)`; interpolated values are evaluated with
    /// `evaluate`, numbers formatted with their `specifier:` (`%.1f`). Nil when not derivable.
    static func text(_ expression: ExprSyntax?, evaluate: (ExprSyntax) throws -> ScenarioValue) -> String? {
        guard let expression else { return nil }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else {
            if case .string(let text)? = try? evaluate(expression) { return text }
            return nil
        }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                guard let value = StringLiteralExprSyntax(openingQuote: .stringQuoteToken(), segments: [.stringSegment(part)],
                                                          closingQuote: .stringQuoteToken()).representedLiteralValue else { return nil }
                text += value
            case .expressionSegment(let part):
                guard let first = part.expressions.first, let value = try? evaluate(first.expression) else { return nil }
                let specifier = part.expressions.first { $0.label?.text == "specifier" }.flatMap { SyntaxFacts.stringLiteral($0.expression) }
                guard let formatted = format(value, specifier: specifier) else { return nil }
                text += formatted
            }
        }
        return text
    }

    private static func format(_ value: ScenarioValue, specifier: String?) -> String? {
        switch (value, specifier) {
        case (.string(let text), nil): return text
        case (.int(let number), nil): return String(number)
        case (.double(let number), let format?) where format.range(of: #"^%\.\d+f$"#, options: .regularExpression) != nil:
            return String(format: format, number)
        case (.int(let number), "%d"): return String(number)
        default: return nil
        }
    }
}

/// Binary operators over interpreter values.
enum Arithmetic {
    static func apply(_ op: String, _ left: ScenarioValue, _ right: ScenarioValue) throws -> ScenarioValue {
        switch op {
        case "==": return .bool(left == right || numeric(left).flatMap { l in numeric(right).map { l == $0 } } == true)
        case "!=": return try .bool(apply("==", left, right) == .bool(false))
        default: break
        }
        if case .int(let l) = left, case .int(let r) = right, let result = combine(op, l, r, ScenarioValue.int) { return result }
        if let l = numeric(left), let r = numeric(right), let result = combine(op, l, r, ScenarioValue.double) { return result }
        throw Unsupported(description: "operator `\(op)`")
    }

    /// Arithmetic (`+ - *`, results wrapped by `wrap`) and comparisons over one number type.
    private static func combine<Number: Numeric & Comparable>(_ op: String, _ l: Number, _ r: Number,
                                                              _ wrap: (Number) -> ScenarioValue) -> ScenarioValue? {
        switch op {
        case "+": return wrap(l + r)
        case "-": return wrap(l - r)
        case "*": return wrap(l * r)
        case "<": return .bool(l < r)
        case "<=": return .bool(l <= r)
        case ">": return .bool(l > r)
        case ">=": return .bool(l >= r)
        default: return nil
        }
    }

    private static func numeric(_ value: ScenarioValue) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }
}
