import DocModel

/// The index's elements, written as `PageRecordJSON` writes a page's members (sorted keys,
/// Foundation's pretty printing), so `index.json` needs no `Encodable` pass per entry.
extension PageRecordJSON {
    mutating func write(_ entry: ModelIndex.Entry) {
        beginObject()
        key("claims"); integer(entry.claims)
        key("diagnostics"); integer(entry.diagnostics)
        key("examples"); integer(entry.examples)
        key("file"); string(entry.file)
        key("format"); string(entry.format.rawValue)
        key("id"); string(entry.id)
        key("kind"); string(entry.kind.rawValue)
        key("languages"); array(entry.languages) { $0.string($1.rawValue) }
        key("source"); string(entry.source)
        key("symbol"); string(entry.symbol)
        endObject()
    }
}
