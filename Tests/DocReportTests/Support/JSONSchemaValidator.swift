import Foundation

/// A JSON value decoded without losing the difference between booleans, integers and numbers.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

/// Validates JSON against the subset of JSON Schema (2020-12) that docs/schemas uses:
/// `type`, `enum`, `required`, `properties`, `additionalProperties: false`, `items`, `minimum`,
/// `pattern` and `$ref` to `#/$defs/<name>`. Any other keyword in a schema is an error, so the
/// schema cannot silently use something this validator ignores.
struct JSONSchemaValidator {
    let root: JSONValue
    static let keywords: Set<String> = [
        "$schema", "$id", "title", "description", "$defs", "type", "enum", "required", "properties",
        "additionalProperties", "items", "minimum", "pattern", "$ref",
    ]

    /// Every violation, as `path: problem`; empty when `value` is valid.
    func validate(_ value: JSONValue) -> [String] {
        var errors: [String] = []
        check(value, against: root, path: "$", errors: &errors)
        return errors
    }

    private func check(_ value: JSONValue, against schema: JSONValue, path: String, errors: inout [String]) {
        guard case .object(let keywords) = schema else { errors.append("\(path): schema is not an object"); return }
        for key in keywords.keys where !Self.keywords.contains(key) { errors.append("\(path): unsupported keyword \(key)") }
        if case .string(let reference)? = keywords["$ref"] {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[name] else {
                errors.append("\(path): unresolvable $ref \(reference)"); return
            }
            check(value, against: target, path: path, errors: &errors)
        }
        if let type = keywords["type"], !matches(value, type: type) {
            errors.append("\(path): expected type \(type), got \(value)"); return
        }
        if case .array(let allowed)? = keywords["enum"], !allowed.contains(value) {
            errors.append("\(path): \(value) not in enum")
        }
        if case .int(let minimum)? = keywords["minimum"], case .int(let number) = value, number < minimum {
            errors.append("\(path): \(number) below minimum \(minimum)")
        }
        if case .string(let pattern)? = keywords["pattern"], case .string(let text) = value,
           text.range(of: pattern, options: .regularExpression) == nil {
            errors.append("\(path): \(text) does not match \(pattern)")
        }
        if case .object(let members) = value {
            if case .array(let required)? = keywords["required"] {
                for case .string(let name) in required where members[name] == nil { errors.append("\(path): missing \(name)") }
            }
            let properties: [String: JSONValue]
            if case .object(let declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let schema = properties[name] {
                    check(member, against: schema, path: "\(path).\(name)", errors: &errors)
                } else if keywords["additionalProperties"] == .bool(false) {
                    errors.append("\(path): unexpected property \(name)")
                }
            }
        }
        if case .array(let elements) = value, let items = keywords["items"] {
            for (index, element) in elements.enumerated() { check(element, against: items, path: "\(path)[\(index)]", errors: &errors) }
        }
    }

    private func matches(_ value: JSONValue, type: JSONValue) -> Bool {
        if case .array(let types) = type { return types.contains { matches(value, type: $0) } }
        guard case .string(let name) = type else { return false }
        switch (name, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
             ("integer", .int), ("number", .int), ("number", .double):
            return true
        default:
            return false
        }
    }
}
