import DocModel

/// The metadata of one cache entry as bytes: what extraction left for an input besides its page
/// JSON (index entry, counts, diagnostics) and the length of that JSON. Written and read by hand
/// — no `Codable` containers — because a re-extract of an unchanged dump reads one record per
/// page and `JSONDecoder` was the largest cost of a cache hit.
///
/// Layout: the magic `DGC2`, a 64-bit FNV-1a of the body (a damaged record is a miss, never a
/// wrong page), then the body: integers as LEB128 varints (signed ones zig-zag encoded), strings
/// as a varint byte count and UTF-8, optionals and booleans as one byte. `PageCacheRecordTests`
/// compares a decoded record with the original on generated records.
enum PageCacheRecord {
    static let magic: [UInt8] = Array("DGC2".utf8)

    /// The record of `item` whose page JSON is `pageLength` bytes long.
    static func encode(_ item: PageCache.Item, pageLength: Int) -> [UInt8] {
        var body = RecordWriter()
        body.int(pageLength)
        body.bool(item.entry != nil)
        if let entry = item.entry {
            for text in [entry.id, entry.file, entry.source, entry.symbol, entry.kind.rawValue, entry.format.rawValue] {
                body.string(text)
            }
            body.int(entry.languages.count)
            for language in entry.languages { body.string(language.rawValue) }
            for number in [entry.examples, entry.claims, entry.diagnostics] { body.int(number) }
        }
        body.bool(item.counts != nil)
        if let counts = item.counts {
            body.string(counts.format.rawValue)
            body.int(counts.examples)
            body.int(counts.claims)
            body.bool(counts.hasDeclaration)
            body.bool(counts.declarationParses)
            body.int(counts.diagnosticIDs.count)
            for id in counts.diagnosticIDs { body.string(id) }
        }
        body.int(item.diagnostics.count)
        for diagnostic in item.diagnostics {
            for text in [diagnostic.id, diagnostic.severity.rawValue, diagnostic.message, diagnostic.file] { body.string(text) }
            body.bool(diagnostic.line != nil)
            if let line = diagnostic.line { body.int(line) }
        }
        var record = magic
        var hash = RecordWriter()
        hash.fixed64(RecordHash.of(body.bytes[...]))
        record += hash.bytes
        record += body.bytes
        return record
    }

    /// The item and page length in `record`, or nil when it is not an intact record of this layout.
    static func decode(_ record: ArraySlice<UInt8>) -> (item: PageCache.Item, pageLength: Int)? {
        let start = record.startIndex
        guard record.count >= 12, record[start..<(start + 4)].elementsEqual(magic) else { return nil }
        var stored: UInt64 = 0
        for index in 0..<8 { stored |= UInt64(record[start + 4 + index]) << (8 * UInt64(index)) }
        let body = record[(start + 12)...]
        guard RecordHash.of(body) == stored else { return nil }
        var reader = RecordReader(bytes: body)
        return reader.item()
    }
}

/// FNV-1a over a record's body.
enum RecordHash {
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return state
    }
}
