import DocModel

/// Appends the primitive values of a `PageCacheRecord`.
struct RecordWriter {
    private(set) var bytes: [UInt8] = []

    /// A non-negative or negative integer, zig-zag encoded as a LEB128 varint.
    mutating func int(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> (Int.bitWidth - 1)))
        while zigzag >= 0x80 {
            bytes.append(UInt8(zigzag & 0x7F) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    /// Eight bytes, least significant first.
    mutating func fixed64(_ value: UInt64) {
        for index in 0..<8 { bytes.append(UInt8((value >> (8 * UInt64(index))) & 0xFF)) }
    }
}

/// Reads what `RecordWriter` wrote; every read fails (nil) past the end or on a malformed value.
struct RecordReader {
    let bytes: ArraySlice<UInt8>
    private var position: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    mutating func int() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.endIndex, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(truncatingIfNeeded: Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))) }
            shift += 7
        }
        return nil
    }

    mutating func count() -> Int? {
        guard let value = int(), value >= 0, value <= bytes.endIndex - position else { return nil }
        return value
    }

    mutating func bool() -> Bool? {
        guard position < bytes.endIndex, bytes[position] <= 1 else { return nil }
        position += 1
        return bytes[position - 1] == 1
    }

    mutating func string() -> String? {
        guard let length = count() else { return nil }
        let slice = bytes[position..<(position + length)]
        position += length
        return String(validating: slice, as: UTF8.self)
    }

    /// A whole item and page length; nil unless the bytes are exactly one record body.
    mutating func item() -> (item: PageCache.Item, pageLength: Int)? {
        guard let pageLength = int(), pageLength >= 0, let hasEntry = bool() else { return nil }
        var entry: ModelIndex.Entry?
        if hasEntry {
            guard let id = string(), let file = string(), let source = string(), let symbol = string(),
                  let kind = string(), let format = string().flatMap(DocFormat.init(rawValue:)),
                  let languages = list({ $0.string().flatMap(Language.init(rawValue:)) }),
                  let examples = int(), let claims = int(), let diagnostics = int() else { return nil }
            entry = .init(id: id, file: file, source: source, symbol: symbol, kind: SymbolKind(rawValue: kind), format: format,
                          languages: languages, examples: examples, claims: claims, diagnostics: diagnostics)
        }
        guard let hasCounts = bool() else { return nil }
        var counts: ExtractionSummary.PageCounts?
        if hasCounts {
            guard let format = string().flatMap(DocFormat.init(rawValue:)), let examples = int(), let claims = int(),
                  let hasDeclaration = bool(), let declarationParses = bool(),
                  let ids = list({ $0.string() }) else { return nil }
            counts = .init(format: format, examples: examples, claims: claims, hasDeclaration: hasDeclaration,
                           declarationParses: declarationParses, diagnosticIDs: ids)
        }
        guard let diagnostics = list({ $0.diagnostic() }), position == bytes.endIndex else { return nil }
        return (PageCache.Item(entry: entry, counts: counts, diagnostics: diagnostics), pageLength)
    }

    private mutating func diagnostic() -> Diagnostic? {
        guard let id = string(), let severity = string().flatMap(Diagnostic.Severity.init(rawValue:)),
              let message = string(), let file = string(), let hasLine = bool() else { return nil }
        var line: Int?
        if hasLine {
            guard let value = int() else { return nil }
            line = value
        }
        return Diagnostic(id: id, severity: severity, message: message, file: file, line: line)
    }

    private mutating func list<Element>(_ element: (inout RecordReader) -> Element?) -> [Element]? {
        guard let count = count() else { return nil }
        var result: [Element] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = element(&self) else { return nil }
            result.append(value)
        }
        return result
    }
}
