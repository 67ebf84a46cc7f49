import CYaml

/// Front matter read from the YAML parser's events (libyaml, the parser Yams is built on), for
/// the shape front matter has in practice: one document holding a mapping of plain-text keys to
/// scalars or lists of scalars.
///
/// `Yams.compose` builds a node tree for the same text and checks the mapping's keys for
/// duplicates by hashing each key's resolved tag — a run of regular expressions per key — which
/// costs far more than parsing a four-line header. Here the events are read once and the fields
/// kept as flat strings, exactly as the composed tree would give them (`Node.string` of a
/// scalar is its text whatever its tag or style; a list keeps its scalars). Whatever this does
/// not reproduce exactly returns nil, so the caller composes with Yams as before: parse errors,
/// anchors and aliases, several documents, a root that is not a mapping, keys that are not
/// scalars or that repeat (whether Yams calls two equal-looking keys duplicates depends on their
/// resolved tags), mappings as values, lists holding anything but scalars.
public enum FrontMatterYAML {
    /// The mapping's fields (lists joined with `, `), or nil when the caller must compose with Yams.
    public static func simpleFields(_ yaml: String) -> [String: String]? {
        if let fields = FrontMatterPlain.fields(yaml) { return fields }
        return eventFields(yaml)
    }

    /// `simpleFields` read from libyaml's events (whatever `FrontMatterPlain` does not read).
    public static func eventFields(_ yaml: String) -> [String: String]? {
        var yaml = yaml
        return yaml.withUTF8 { utf8 in read(utf8) }
    }

    private static func read(_ utf8: UnsafeBufferPointer<UInt8>) -> [String: String]? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        parser.initialize(to: yaml_parser_t())
        guard yaml_parser_initialize(parser) == 1 else { return nil }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, utf8.baseAddress, utf8.count)
        var reader = EventReader(parser: parser)
        defer { reader.release() }

        guard reader.next() == YAML_STREAM_START_EVENT else { return nil }
        switch reader.next() {
        case YAML_STREAM_END_EVENT: return [:]  // no document: Yams composes nil
        case YAML_DOCUMENT_START_EVENT: break
        default: return nil
        }
        guard reader.next() == YAML_MAPPING_START_EVENT, reader.event.data.mapping_start.anchor == nil else { return nil }
        var fields: [String: String] = [:]
        while true {
            let type = reader.next()
            if type == YAML_MAPPING_END_EVENT { break }
            guard type == YAML_SCALAR_EVENT, let key = reader.plainScalar() else { return nil }
            let value: String
            switch reader.next() {
            case YAML_SCALAR_EVENT:
                guard let scalar = reader.plainScalar() else { return nil }
                value = scalar
            case YAML_SEQUENCE_START_EVENT:
                guard reader.event.data.sequence_start.anchor == nil else { return nil }
                var items: [String] = []
                while true {
                    let itemType = reader.next()
                    if itemType == YAML_SEQUENCE_END_EVENT { break }
                    guard itemType == YAML_SCALAR_EVENT, let item = reader.plainScalar() else { return nil }
                    items.append(item)
                }
                value = items.joined(separator: ", ")
            default:
                return nil
            }
            // A repeated key: Yams decides by resolved tag whether it is an error.
            guard fields.updateValue(value, forKey: key) == nil else { return nil }
        }
        guard reader.next() == YAML_DOCUMENT_END_EVENT, reader.next() == YAML_STREAM_END_EVENT else { return nil }
        return fields
    }

    /// The parser's events one at a time; a parse error reads as `YAML_NO_EVENT`.
    private struct EventReader {
        let parser: UnsafeMutablePointer<yaml_parser_t>
        var event = yaml_event_t()
        private var holding = false

        init(parser: UnsafeMutablePointer<yaml_parser_t>) { self.parser = parser }

        mutating func next() -> yaml_event_type_t {
            release()
            guard yaml_parser_parse(parser, &event) == 1 else { return YAML_NO_EVENT }
            holding = true
            return event.type
        }

        mutating func release() {
            if holding { yaml_event_delete(&event) }
            holding = false
        }

        /// The current scalar event's text, if it has no anchor. (A text starting with a byte
        /// order mark is left to Yams, which decodes scalars through Foundation.)
        func plainScalar() -> String? {
            guard event.data.scalar.anchor == nil else { return nil }
            let buffer = UnsafeBufferPointer(start: event.data.scalar.value, count: event.data.scalar.length)
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { return nil }
            return String(decoding: buffer, as: UTF8.self)
        }
    }
}
