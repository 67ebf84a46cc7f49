import DocModel
import Foundation

/// The model's JSON: exactly the bytes `JSONEncoder.docgen` writes (pretty-printed with two-space
/// indents and ` : `, keys sorted by their UTF-8 bytes, slashes unescaped, no final newline),
/// several times faster.
///
/// `ModelJSONEncoder` collects a value's keyed and unkeyed containers into a small tree and
/// `JSONPrinter` writes it the way Foundation's `JSONWriter` does. Values Foundation formats in
/// its own way (floating point, `Date`, `Data`, `URL`, `Decimal`) and super encoders are not
/// reproduced: a value containing one is handed to `JSONEncoder` instead, so the output never differs.
public enum ModelJSON {
    /// The JSON of `value`, byte-identical to `JSONEncoder.docgen.encode(value)`.
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        Data(try bytes(value))
    }

    /// The JSON of a page record (`PageRecordJSON`), byte-identical to `JSONEncoder.docgen.encode(page)`.
    public static func encode(_ page: PageRecord) -> Data {
        Data(PageRecordJSON.bytes(page))
    }

    /// The same JSON as bytes.
    static func bytes(_ page: PageRecord) -> [UInt8] {
        PageRecordJSON.bytes(page)
    }

    /// A page record's JSON through the general `Encodable` path (`ModelJSONEncoder` +
    /// `JSONPrinter`), for comparison with the direct writer.
    static func encodedGenerically(_ page: PageRecord) throws -> [UInt8] {
        let root = try ModelJSONEncoder.encodeRoot(page)
        var printer = JSONPrinter()
        printer.write(root, indent: 0)
        return printer.bytes
    }

    /// The same JSON as bytes.
    static func bytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        // A page record, the bulk of a model, is written directly (`PageRecordJSON`).
        if T.self == PageRecord.self { return PageRecordJSON.bytes(unsafeBitCast(value, to: PageRecord.self)) }
        do {
            let root = try ModelJSONEncoder.encodeRoot(value)
            var printer = JSONPrinter()
            printer.write(root, indent: 0)
            return printer.bytes
        } catch is ModelJSONEncoder.Unsupported {
            return [UInt8](try JSONEncoder.docgen.encode(value))
        }
    }
}

/// A value on its way to JSON.
enum JSONValue {
    case string(String)
    /// Numbers, `true`, `false`, `null`: written as they are.
    case literal(String)
    case object(JSONObject)
    case array(JSONArray)
}

/// A keyed container's members in the order they were encoded; a key encoded twice keeps its
/// last value, as in Foundation's dictionary.
final class JSONObject {
    var members: [(key: String, value: JSONValue)] = []

    func set(_ value: JSONValue, for key: String) {
        members.append((key, value))
    }

    /// Member positions sorted by key bytes, later duplicates winning.
    func sortedMembers() -> [Int] {
        var order = Array(members.indices)
        if order.count <= 16 {
            // A stable insertion sort: objects have a handful of members.
            for position in order.indices.dropFirst() {
                let member = order[position]
                var slot = position
                while slot > 0, Self.precedes(members[member].key, members[order[slot - 1]].key) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = member
            }
        } else {
            order.sort { a, b in members[a].key == members[b].key ? a < b : Self.precedes(members[a].key, members[b].key) }
        }
        guard order.indices.dropFirst().contains(where: { members[order[$0]].key == members[order[$0 - 1]].key }) else {
            return order
        }
        return order.enumerated().compactMap { position, member in
            position + 1 < order.count && members[order[position + 1]].key == members[member].key ? nil : member
        }
    }

    private static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

/// An unkeyed container's elements.
final class JSONArray {
    var values: [JSONValue] = []
}

/// Writes a `JSONValue` as Foundation's pretty-printing `JSONWriter` does.
struct JSONPrinter {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(16_384) }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .string(let string): writeString(string)
        case .literal(let text): bytes += text.utf8
        case .array(let array):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: array.values.count, indent: indent) { printer, index in
                printer.write(array.values[index], indent: indent + 1)
            }
        case .object(let object):
            let members = object.sortedMembers()
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, indent: indent) { printer, index in
                let member = object.members[members[index]]
                printer.writeString(member.key)
                printer.bytes += " : ".utf8
                printer.write(member.value, indent: indent + 1)
            }
        }
    }

    /// `[` / `{`, a newline, each element on its own indented line separated by `,`, a newline,
    /// the indented closing bracket (an empty container is `[`, two newlines, the bracket).
    private mutating func writeContainer(open: UInt8, close: UInt8, count: Int, indent: Int,
                                         element: (inout JSONPrinter, Int) -> Void) {
        bytes.append(open)
        bytes.append(0x0A)
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")); bytes.append(0x0A) }
            writeIndent(indent + 1)
            element(&self, index)
        }
        bytes.append(0x0A)
        writeIndent(indent)
        bytes.append(close)
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    private mutating func writeIndent(_ level: Int) {
        var remaining = 2 * level
        while remaining > 0 {
            let chunk = min(remaining, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[0..<chunk])
            remaining -= chunk
        }
    }

    /// A quoted string: `"` and `\` escaped, `\b \f \n \r \t`, other controls as `\u00XX`
    /// (lower-case hex); `/` and everything else as UTF-8.
    mutating func writeString(_ string: String) {
        JSONStringBytes.append(string, to: &bytes)
    }
}
