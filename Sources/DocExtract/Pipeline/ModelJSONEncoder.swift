import Foundation

/// The `Encoder` behind `ModelJSON`: turns any `Encodable` into a `JSONValue` tree.
final class ModelJSONEncoder: Encoder {
    /// A value `JSONEncoder` formats its own way; `ModelJSON` falls back to it.
    struct Unsupported: Error {}

    private let parent: ModelJSONEncoder?
    private let key: CodingKey?
    /// What the value encoded: a primitive, or the container it asked for.
    var value: JSONValue?
    /// Set on the root when a coder asked for something not reproduced (a super encoder).
    private var needsFoundation = false

    init(parent: ModelJSONEncoder?, key: CodingKey?) {
        self.parent = parent
        self.key = key
    }

    var codingPath: [CodingKey] {
        (parent?.codingPath ?? []) + (key.map { [$0] } ?? [])
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let object)? = value { return KeyedEncodingContainer(KeyedContainer(encoder: self, object: object)) }
        let object = JSONObject()
        value = .object(object)
        return KeyedEncodingContainer(KeyedContainer(encoder: self, object: object))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if case .array(let array)? = value { return UnkeyedContainer(encoder: self, array: array) }
        let array = JSONArray()
        value = .array(array)
        return UnkeyedContainer(encoder: self, array: array)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    /// The JSON value of `value`, encoded below `parent` at `key`.
    static func box<T: Encodable>(_ value: T, parent: ModelJSONEncoder?, key: CodingKey?) throws -> JSONValue {
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .literal(String(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return .literal(unsafeBitCast(value, to: Bool.self) ? "true" : "false") }
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self
            || T.self == Double.self || T.self == Float.self {
            throw Unsupported()
        }
        let encoder = ModelJSONEncoder(parent: parent, key: key)
        try value.encode(to: encoder)
        guard let encoded = encoder.value else { throw Unsupported() }
        return encoded
    }

    /// The JSON value of a whole encodable value (the root of a tree).
    static func encodeRoot<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = ModelJSONEncoder(parent: nil, key: nil)
        let encoded = try box(value, parent: root, key: nil)
        guard !root.needsFoundation else { throw Unsupported() }
        return encoded
    }

    /// An encoder whose output this encoder does not place (`superEncoder()`): the whole value
    /// goes to Foundation instead.
    func unplacedEncoder() -> Encoder {
        var root = self
        while let parent = root.parent { root = parent }
        root.needsFoundation = true
        return ModelJSONEncoder(parent: self, key: nil)
    }

    static func integer<T: BinaryInteger>(_ value: T) -> JSONValue { .literal(String(value)) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ModelJSONEncoder
    let object: JSONObject
    var codingPath: [CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { object.set(.literal("null"), for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(.literal(value ? "true" : "false"), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { throw ModelJSONEncoder.Unsupported() }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw ModelJSONEncoder.Unsupported() }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { object.set(ModelJSONEncoder.integer(value), for: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(try ModelJSONEncoder.box(value, parent: encoder, key: key), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        object.set(.object(nested), for: key.stringValue)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: ModelJSONEncoder(parent: encoder, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let nested = JSONArray()
        object.set(.array(nested), for: key.stringValue)
        return UnkeyedContainer(encoder: ModelJSONEncoder(parent: encoder, key: key), array: nested)
    }

    mutating func superEncoder() -> Encoder { encoder.unplacedEncoder() }
    mutating func superEncoder(forKey key: Key) -> Encoder { encoder.unplacedEncoder() }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ModelJSONEncoder
    let array: JSONArray
    var codingPath: [CodingKey] { encoder.codingPath }
    var count: Int { array.values.count }

    mutating func encodeNil() throws { array.values.append(.literal("null")) }
    mutating func encode(_ value: Bool) throws { array.values.append(.literal(value ? "true" : "false")) }
    mutating func encode(_ value: String) throws { array.values.append(.string(value)) }
    mutating func encode(_ value: Double) throws { throw ModelJSONEncoder.Unsupported() }
    mutating func encode(_ value: Float) throws { throw ModelJSONEncoder.Unsupported() }
    mutating func encode(_ value: Int) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int8) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int16) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int32) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: Int64) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt16) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt32) throws { array.values.append(ModelJSONEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { array.values.append(ModelJSONEncoder.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.values.append(try ModelJSONEncoder.box(value, parent: encoder, key: nil))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        array.values.append(.object(nested))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: ModelJSONEncoder(parent: encoder, key: nil), object: nested))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let nested = JSONArray()
        array.values.append(.array(nested))
        return UnkeyedContainer(encoder: ModelJSONEncoder(parent: encoder, key: nil), array: nested)
    }

    mutating func superEncoder() -> Encoder { encoder.unplacedEncoder() }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: ModelJSONEncoder
    var codingPath: [CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.value = .literal("null") }
    mutating func encode(_ value: Bool) throws { encoder.value = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { encoder.value = .string(value) }
    mutating func encode(_ value: Double) throws { throw ModelJSONEncoder.Unsupported() }
    mutating func encode(_ value: Float) throws { throw ModelJSONEncoder.Unsupported() }
    mutating func encode(_ value: Int) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: Int8) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: Int16) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: Int32) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: Int64) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: UInt) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: UInt8) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: UInt16) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: UInt32) throws { encoder.value = ModelJSONEncoder.integer(value) }
    mutating func encode(_ value: UInt64) throws { encoder.value = ModelJSONEncoder.integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.value = try ModelJSONEncoder.box(value, parent: encoder, key: nil)
    }
}
