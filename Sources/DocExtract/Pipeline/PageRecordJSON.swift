import DocModel

/// A page record's JSON written straight to bytes: exactly what `JSONEncoder.docgen` (and the
/// general `ModelJSON` path) writes for a `PageRecord`, without the `Encodable` machinery — no
/// containers, no intermediate tree, no dynamic casts, no key sorting at run time.
///
/// Each type's members are written in the order `.sortedKeys` gives them (their key names sorted
/// by UTF-8 bytes), nil optionals left out as synthesized `Codable` leaves them out, enums as
/// their raw values. Formatting is Foundation's pretty printing as `JSONPrinter` reproduces it:
/// `{`/`[`, a newline, members on their own lines indented by two spaces per level and separated
/// by `,` + newline, `"key" : value`, a newline and the indented closing bracket (an empty
/// container is the bracket, two newlines, the indented closing bracket).
///
/// `ModelJSONTests` and the fuzz harness compare it with `JSONEncoder.docgen`; a member added to
/// a model type must be added here too (the tests over the bundled corpus fail until it is).
struct PageRecordJSON {
    /// Where the bytes go (`JSONByteSink`).
    private let sink: JSONByteSink
    /// Nesting depth of the container being written.
    private var level = 0
    /// Whether the container being written has no member yet.
    private var first = true

    init(capacity: Int = 16_384) { sink = JSONByteSink(capacity: capacity) }

    /// A writer whose values start at nesting depth `level` (elements of an array inside a
    /// container: `IndexJSON` writes the index's entries at depth 2).
    init(level: Int, capacity: Int) {
        self.level = level
        sink = JSONByteSink(capacity: capacity)
    }

    /// The bytes written so far.
    var bytes: [UInt8] { sink.array }

    /// How many bytes have been written so far.
    var byteCount: Int { sink.count }

    /// Empties the bytes written so far, keeping their storage.
    mutating func removeAllBytes() { sink.removeAll() }

    /// Appends bytes as they are (separators between the elements `IndexJSON` writes).
    mutating func appendRaw(_ raw: [UInt8]) { sink.append(raw) }

    /// The JSON of `page`.
    static func bytes(_ page: PageRecord) -> [UInt8] {
        var writer = PageRecordJSON()
        writer.write(page)
        return writer.bytes
    }

    /// The JSON of `page` and the offset of the closing quote of its top-level id: where a `~N`
    /// goes (`ModelStaging.insertingIDSuffix`) without searching the bytes for the id.
    static func bytesMarkingID(_ page: PageRecord) -> (bytes: [UInt8], idEnd: Int) {
        var writer = PageRecordJSON()
        writer.write(page)
        return (writer.bytes, writer.idEnd)
    }

    /// The offset of the closing quote of the last page id written (`write(_: PageRecord)`).
    private(set) var idEnd = 0

    // MARK: Model types (members in sorted-key order)

    mutating func write(_ page: PageRecord) {
        beginObject()
        key("availability"); array(page.availability) { $0.write($1) }
        key("claims"); array(page.claims) { $0.write($1) }
        if let hash = page.contentHash { key("contentHash"); string(hash) }
        if let declaration = page.declaration { key("declaration"); write(declaration) }
        key("diagnostics"); array(page.diagnostics) { $0.write($1) }
        key("examples"); array(page.examples) { $0.write($1) }
        key("id"); string(page.id)
        idEnd = sink.count - 1
        key("metadata"); stringDictionary(page.metadata)
        key("parameters"); array(page.parameters) { $0.write($1) }
        key("relationships"); array(page.relationships) { $0.write($1) }
        key("returnValue"); localized(page.returnValue) { $0.write($1) }
        key("schemaVersion"); integer(page.schemaVersion)
        key("sections"); array(page.sections) { $0.write($1) }
        key("source"); write(page.source)
        key("summary"); localized(page.summary) { $0.write($1) }
        key("symbol"); write(page.symbol)
        endObject()
    }

    mutating func write(_ availability: Availability) {
        beginObject()
        key("beta"); boolean(availability.beta)
        if let deprecated = availability.deprecated { key("deprecated"); string(deprecated) }
        if let introduced = availability.introduced { key("introduced"); string(introduced) }
        key("platform"); string(availability.platform)
        endObject()
    }

    mutating func write(_ claim: Claim) {
        beginObject()
        if let aligned = claim.alignedWith { key("alignedWith"); string(aligned) }
        key("alignmentKey"); string(claim.alignmentKey)
        if let basis = claim.basis { key("basis"); string(basis.rawValue) }
        if let hash = claim.contentHash { key("contentHash"); string(hash) }
        key("file"); string(claim.file)
        key("id"); string(claim.id)
        key("language"); string(claim.language.rawValue)
        key("level"); string(claim.level.rawValue)
        key("line"); integer(claim.line)
        if let parameter = claim.parameter { key("parameter"); string(parameter) }
        if let rule = claim.rule { key("rule"); string(rule) }
        key("section"); string(claim.section.rawValue)
        key("text"); string(claim.text)
        endObject()
    }

    mutating func write(_ declaration: Declaration) {
        beginObject()
        if let hash = declaration.contentHash { key("contentHash"); string(hash) }
        key("lines"); write(declaration.lines)
        key("parseDiagnostics"); array(declaration.parseDiagnostics) { $0.write($1) }
        key("parsesCleanly"); boolean(declaration.parsesCleanly)
        if let structure = declaration.structure { key("structure"); write(structure) }
        key("text"); string(declaration.text)
        endObject()
    }

    mutating func write(_ structure: DeclarationStructure) {
        beginObject()
        key("accessors"); strings(structure.accessors)
        key("attributes"); strings(structure.attributes)
        key("effects"); strings(structure.effects)
        key("genericParameters"); array(structure.genericParameters) { $0.write($1) }
        key("genericRequirements"); array(structure.genericRequirements) { $0.write($1) }
        key("inheritedTypes"); strings(structure.inheritedTypes)
        key("keyword"); string(structure.keyword)
        key("modifiers"); strings(structure.modifiers)
        key("name"); string(structure.name)
        key("parameters"); array(structure.parameters) { $0.write($1) }
        if let returnType = structure.returnType { key("returnType"); string(returnType) }
        if let type = structure.type { key("type"); string(type) }
        endObject()
    }

    mutating func write(_ parameter: GenericParameter) {
        beginObject()
        if let constraint = parameter.constraint { key("constraint"); string(constraint) }
        key("isPack"); boolean(parameter.isPack)
        key("name"); string(parameter.name)
        endObject()
    }

    mutating func write(_ requirement: GenericRequirement) {
        beginObject()
        key("constraint"); string(requirement.constraint)
        key("relation"); string(requirement.relation.rawValue)
        key("subject"); string(requirement.subject)
        endObject()
    }

    mutating func write(_ parameter: DeclaredParameter) {
        beginObject()
        key("attributes"); strings(parameter.attributes)
        if let value = parameter.defaultValue { key("defaultValue"); string(value) }
        key("isVariadic"); boolean(parameter.isVariadic)
        if let label = parameter.label { key("label"); string(label) }
        key("name"); string(parameter.name)
        key("type"); string(parameter.type)
        endObject()
    }

    mutating func write(_ diagnostic: ParseDiagnostic) {
        beginObject()
        key("column"); integer(diagnostic.column)
        key("line"); integer(diagnostic.line)
        key("message"); string(diagnostic.message)
        endObject()
    }

    mutating func write(_ diagnostic: Diagnostic) {
        beginObject()
        key("file"); string(diagnostic.file)
        key("id"); string(diagnostic.id)
        if let line = diagnostic.line { key("line"); integer(line) }
        key("message"); string(diagnostic.message)
        key("severity"); string(diagnostic.severity.rawValue)
        endObject()
    }

    mutating func write(_ example: CodeExample) {
        beginObject()
        key("code"); string(example.code)
        if let hash = example.contentHash { key("contentHash"); string(hash) }
        key("id"); string(example.id)
        if let label = example.label { key("label"); string(label) }
        key("language"); string(example.language)
        key("lines"); localized(example.lines) { $0.write($1) }
        key("parseDiagnostics"); array(example.parseDiagnostics) { $0.write($1) }
        key("parsesCleanly"); boolean(example.parsesCleanly)
        key("role"); string(example.role.rawValue)
        key("shape"); string(example.shape.rawValue)
        endObject()
    }

    mutating func write(_ lines: LineRange) {
        beginObject()
        key("end"); integer(lines.end)
        key("start"); integer(lines.start)
        endObject()
    }

    mutating func write(_ parameter: Parameter) {
        beginObject()
        if let hash = parameter.contentHash { key("contentHash"); string(hash) }
        key("description"); localized(parameter.description) { $0.write($1) }
        key("name"); string(parameter.name)
        endObject()
    }

    mutating func write(_ prose: Prose) {
        beginObject()
        key("line"); integer(prose.line)
        key("text"); string(prose.text)
        endObject()
    }

    mutating func write(_ relationship: Relationship) {
        beginObject()
        key("kind"); string(relationship.kind.rawValue)
        key("targets"); array(relationship.targets) { $0.write($1) }
        key("title"); localized(relationship.title) { $0.string($1) }
        endObject()
    }

    mutating func write(_ reference: SymbolReference) {
        beginObject()
        key("abstract"); localized(reference.abstract) { $0.string($1) }
        key("line"); integer(reference.line)
        key("name"); string(reference.name)
        if let target = reference.target { key("target"); string(target) }
        endObject()
    }

    mutating func write(_ section: Section) {
        beginObject()
        key("blocks"); localized(section.blocks) { writer, blocks in writer.array(blocks) { $0.write($1) } }
        key("heading"); localized(section.heading) { $0.write($1) }
        key("id"); string(section.id)
        key("kind"); string(section.kind.rawValue)
        endObject()
    }

    mutating func write(_ block: Block) {
        beginObject()
        key("kind"); string(block.kind.rawValue)
        key("line"); integer(block.line)
        key("text"); string(block.text)
        endObject()
    }

    mutating func write(_ source: SourceInfo) {
        beginObject()
        if let crawledAt = source.crawledAt { key("crawledAt"); string(crawledAt) }
        key("encoding"); string(source.encoding)
        key("format"); string(source.format.rawValue)
        key("languages"); array(source.languages) { $0.string($1.rawValue) }
        if let origin = source.originURL { key("originURL"); string(origin) }
        key("path"); string(source.path)
        endObject()
    }

    mutating func write(_ symbol: Symbol) {
        beginObject()
        key("kind"); string(symbol.kind.rawValue)
        key("kindText"); localized(symbol.kindText) { $0.string($1) }
        key("name"); string(symbol.name)
        key("parentPath"); strings(symbol.parentPath)
        key("title"); localized(symbol.title) { $0.string($1) }
        endObject()
    }

    /// `Localized`: its present languages, keys `en`, `ja`, `zh-Hans` in that (sorted) order.
    mutating func localized<Value>(_ value: Localized<Value>, _ element: (inout PageRecordJSON, Value) -> Void) {
        beginObject()
        if let en = value.en { key("en"); element(&self, en) }
        if let ja = value.ja { key("ja"); element(&self, ja) }
        if let zhHans = value.zhHans { key("zh-Hans"); element(&self, zhHans) }
        endObject()
    }

    // MARK: JSON

    mutating func array<Element>(_ elements: [Element], _ element: (inout PageRecordJSON, Element) -> Void) {
        beginArray()
        for value in elements {
            separate()
            element(&self, value)
        }
        endArray()
    }

    mutating func strings(_ values: [String]) {
        array(values) { $0.string($1) }
    }

    /// A `[String: String]` as `JSONEncoder` writes it with sorted keys: by UTF-8 bytes.
    mutating func stringDictionary(_ dictionary: [String: String]) {
        beginObject()
        if !dictionary.isEmpty {
            let sorted = dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (name, value) in sorted {
                separate()
                string(name)
                appendStatic(" : ")
                string(value)
            }
        }
        endObject()
    }

    mutating func beginObject() {
        sink.append(UInt8(ascii: "{"), 0x0A)
        level += 1
        first = true
    }

    mutating func endObject() {
        sink.append(0x0A)
        level -= 1
        indent()
        sink.append(UInt8(ascii: "}"))
        first = false
    }

    private mutating func beginArray() {
        sink.append(UInt8(ascii: "["), 0x0A)
        level += 1
        first = true
    }

    private mutating func endArray() {
        sink.append(0x0A)
        level -= 1
        indent()
        sink.append(UInt8(ascii: "]"))
        first = false
    }

    /// Before a member or element: `,` and a newline unless it is the first, then the indent.
    private mutating func separate() {
        if first {
            first = false
        } else {
            sink.append(UInt8(ascii: ","), 0x0A)
        }
        indent()
    }

    /// `"name" : ` on its own line (`name` needs no escaping: the model's key names are ASCII).
    mutating func key(_ name: StaticString) {
        separate()
        sink.append(UInt8(ascii: "\""))
        sink.append(name)
        sink.append("\" : ")
    }

    private mutating func appendStatic(_ text: StaticString) {
        sink.append(text)
    }

    private mutating func indent() {
        sink.append(repeating: UInt8(ascii: " "), count: 2 * level)
    }

    mutating func boolean(_ value: Bool) {
        appendStatic(value ? "true" : "false")
    }

    /// Decimal digits, `-` for negatives, as `String(value)` spells them.
    mutating func integer(_ value: Int) {
        if value < 0 { sink.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: enough for 20 digits
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            let written = UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...])
            sink.append(written.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// A quoted string: `"` and `\` escaped, `\b \f \n \r \t`, other controls as `\u00XX`
    /// (lower-case hex); `/` and everything else as UTF-8 (`JSONPrinter.writeString`).
    mutating func string(_ value: String) {
        sink.appendJSONString(value)
    }
}
