@testable import DocModel
import XCTest

/// The streamed content hashes (`ContentHasher`, `ContentNormalizer.forEach…Scalar`) equal the
/// hashes of the parts as they were built before: strings normalized whole, then `ContentHash.of`.
final class StreamedContentHashTests: XCTestCase {
    // MARK: The reference: the normal forms and parts as first written.

    private static func referenceProse(_ text: String) -> String {
        let scalars = Array(referenceStripLinks(text).unicodeScalars)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        var inTag = false
        for (index, scalar) in scalars.enumerated() {
            if inTag { if scalar == ">" { inTag = false }; continue }
            if scalar == "<", referenceIsMarkupTag(scalars[(index + 1)...]) { inTag = true; continue }
            if ContentNormalizer.isInvisible(scalar) || scalar == "`" || scalar == "*" { continue }
            if scalar.properties.isWhitespace { pendingSpace = !out.isEmpty; continue }
            if pendingSpace, let last = out.last, !(ContentNormalizer.isCJK(last) && ContentNormalizer.isCJK(scalar)) { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        return String(out)
    }

    private static func referenceCode(_ text: String) -> String {
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar == "@" || scalar == "#" || scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar)
        }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if ContentNormalizer.isInvisible(scalar) { continue }
            if scalar.properties.isWhitespace { pendingSpace = !out.isEmpty; continue }
            if pendingSpace, let last = out.last, isWord(last), isWord(scalar) { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        return String(out)
    }

    private static func referenceStripLinks(_ text: String) -> String {
        guard text.contains("](") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"),
                  rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
                  let end = rest[close...].firstIndex(of: ")") else { break }
            result += rest[..<open]
            result += rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func referenceIsMarkupTag(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
        var name = ""
        for scalar in rest.drop(while: { $0 == "/" }).prefix(8) {
            if scalar == ">" || scalar == " " || scalar == "/" { return ContentNormalizer.markupTags.contains(name.lowercased()) }
            name.unicodeScalars.append(scalar)
        }
        return false
    }

    private static func proseParts(_ value: Localized<Prose>) -> [String] {
        value.languages.map { "\($0.rawValue) \(referenceProse(value[$0]?.text ?? ""))" }
    }

    private static func referenceHash(_ page: PageRecord) -> String {
        func parameterHash(_ parameter: Parameter) -> String { ContentHash.of(["parameter", parameter.name] + proseParts(parameter.description)) }
        func exampleHash(_ example: CodeExample) -> String {
            ContentHash.of(["example", example.language, example.role.rawValue, referenceCode(example.code)])
        }
        var parts = ["page", page.symbol.name, page.symbol.kind.rawValue]
        parts += page.availability.map { "\($0.platform) \($0.introduced ?? "") \($0.deprecated ?? "") \($0.beta)" }
        parts.append(page.declaration.map { ContentHash.of(["declaration", referenceCode($0.text)]) } ?? "")
        parts += proseParts(page.summary)
        for section in page.sections {
            parts.append(section.kind.rawValue)
            parts += proseParts(section.heading)
            for language in section.blocks.languages {
                parts += (section.blocks[language] ?? []).map { "\(language.rawValue) \($0.kind.rawValue) \(referenceProse($0.text))" }
            }
        }
        parts += page.parameters.map(parameterHash)
        parts += proseParts(page.returnValue)
        parts += page.examples.map(exampleHash)
        parts += page.relationships.map { "\($0.kind.rawValue) " + $0.targets.map(\.name).joined(separator: ",") }
        return ContentHash.of(parts)
    }

    // MARK: Tests

    static let samples = [
        "", " ", "plain text", "  leading and trailing  ", "When focus moves to the\n  view, the binding sets **true**.",
        "the [view](https://x) and [another](y) link", "broken [link(", "[a](b", "](", "x](y", "a]\u{301}(b",
        "<code>true</code> <em>x</em> <a href=\"u\">t</a> Binding<Bool> <///b> <CODE>x</CODE> <spanlong>", "<", "a <",
        "当焦点移动到\n视图时", "中 文 and 中 English", "zero\u{200B}width\u{FEFF} soft\u{00AD}hyphen", "no-break\u{00A0}space\u{3000}ideographic",
        "e\u{301} combining 👩‍👩‍👧 emoji", "tab\tvertical\u{0B}form\u{0C}cr\r\nline\u{2028}sep", "`code` and *emphasis*",
        "func f(_ x: Int) -> Int {\n    return x + 1\n}", "let a = b", "leta = b", "@State  private var  x = 1 // ￼", "Ωmega λ 1 2",
    ]

    func testTheNormalFormsAreUnchanged() {
        for text in Self.samples {
            XCTAssertEqual(ContentNormalizer.prose(text), Self.referenceProse(text), text)
            XCTAssertEqual(ContentNormalizer.code(text), Self.referenceCode(text), text)
            XCTAssertEqual(Claim.contentHash(text: text), ContentHash.of(["claim", Self.referenceProse(text)]), text)
            XCTAssertEqual(Declaration.contentHash(text: text), ContentHash.of(["declaration", Self.referenceCode(text)]), text)
        }
    }

    func testPageHashesEqualTheHashesOfTheirParts() {
        let texts = Self.samples
        var pages: [PageRecord] = []
        for seed in 0..<40 {
            func text(_ offset: Int) -> String { texts[(seed * 7 + offset * 3) % texts.count] }
            func prose(_ offset: Int) -> Localized<Prose> {
                Localized(en: seed % 2 == 0 ? Prose(text: text(offset), line: 1) : nil,
                          zhHans: seed % 3 == 0 ? Prose(text: text(offset + 1), line: 2) : nil,
                          ja: seed % 5 == 0 ? Prose(text: text(offset + 2), line: 3) : nil)
            }
            var page = PageRecord(
                id: "p\(seed)", source: SourceInfo(path: "p.md", format: .sosumi, languages: [.en]),
                symbol: Symbol(name: text(1), kind: SymbolKind(rawValue: text(2))),
                availability: (0..<(seed % 3)).map { Availability(platform: text($0), introduced: $0 == 0 ? nil : "1.0", deprecated: $0 == 1 ? "2" : nil, beta: $0 == 1) },
                declaration: seed % 4 == 0 ? nil : Declaration(text: text(3), lines: LineRange(start: 1, end: 1), structure: nil, parsesCleanly: true),
                summary: prose(4),
                sections: (0..<(seed % 3)).map { offset in
                    Section(id: "s", kind: .discussion, heading: prose(offset),
                            blocks: Localized(en: [Block(kind: .paragraph, text: text(offset), line: 1), Block(kind: .note, text: text(offset + 5), line: 2)],
                                              zhHans: seed % 2 == 0 ? [] : [Block(kind: .listItem, text: text(offset + 6), line: 1)]))
                },
                parameters: (0..<(seed % 3)).map { Parameter(name: text($0), description: prose($0 + 7)) },
                returnValue: prose(8),
                examples: (0..<(seed % 3)).map { CodeExample(id: "e", code: text($0 + 9), language: "swift", role: .example, lines: .init(), shape: .other, parsesCleanly: true) },
                relationships: (0..<(seed % 3)).map { offset in
                    Relationship(kind: .seeAlso, targets: (0..<offset).map { SymbolReference(name: text($0), line: 1) })
                })
            page.claims = []
            pages.append(page)
        }
        for page in pages {
            XCTAssertEqual(page.withContentHashes().contentHash, Self.referenceHash(page))
        }
    }
}
