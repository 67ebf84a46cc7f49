import Foundation

/// A value the action interpreter computes: what a state holds after an action.
indirect enum ScenarioValue: Hashable, Sendable {
    case bool(Bool)
    case string(String)
    case double(Double)
    case int(Int)
    /// An enum case written `.name`.
    case enumCase(String)
    case none
    /// A value of a struct the example declares, with its fields in declaration order.
    case record(type: String, fields: [Field])

    /// One field of a record.
    struct Field: Hashable, Sendable {
        var name: String
        var value: ScenarioValue
    }

    /// The portable form, read as `type` (`Bool`, `Field?`).
    func stateValue(type: String) -> StateValue? {
        switch self {
        case .bool(let value): return StateValue(kind: .bool, bool: value, type: type)
        case .none: return StateValue(kind: .none, type: type)
        case .enumCase(let name): return StateValue(kind: .match, match: name, type: type)
        case .double(let value): return StateValue(kind: .double, double: value, type: type)
        case .int(let value): return StateValue(kind: .double, double: Double(value), type: type)
        case .string(let value): return StateValue(kind: .string, string: value, type: type)
        case .record: return swiftSource.map { StateValue(kind: .swift, swift: $0, type: type) }
        }
    }

    /// The value as Swift source (`CustomNotification(text: "text", isPriority: true)`).
    var swiftSource: String? {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .string(let value): return SwiftLiteral.escape(value)
        case .double(let value): return "\(value)"
        case .int(let value): return "\(value)"
        case .enumCase(let name): return "." + name
        case .none: return "nil"
        case .record(let type, let fields):
            let arguments = fields.compactMap { field in field.value.swiftSource.map { "\(field.name): \($0)" } }
            guard arguments.count == fields.count else { return nil }
            return "\(type)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// Whether a Boolean state or optional focus value means "focused" (`true` / a case).
    var isSet: Bool {
        switch self {
        case .bool(let value): return value
        case .none: return false
        default: return true
        }
    }
}
