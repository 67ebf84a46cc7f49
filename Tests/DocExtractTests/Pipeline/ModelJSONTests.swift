@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// `ModelJSON` must write exactly what `JSONEncoder.docgen` writes.
final class ModelJSONTests: XCTestCase {
    private func assertSameJSON<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try JSONEncoder.docgen.encode(value)
        let actual = try ModelJSON.encode(value)
        XCTAssertEqual(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self), file: file, line: line)
    }

    func testEveryBundledPageAndTheIndexEncodeAsJSONEncoderDoes() throws {
        let result = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path]))
        XCTAssertGreaterThan(result.pages.count, 20)
        for page in result.pages { try assertSameJSON(page) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-json-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try assertSameJSON(try ModelWriter.write(result, to: directory.path))
    }

    func testStringsNeedingEscapesAndSortedDictionaryKeys() throws {
        let awkward = "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{07} nul \u{00} unit \u{1F} del \u{7F} "
            + "bidi \u{202E} line \u{2028} emoji 👩‍👩‍👧 e\u{301} 中文"
        try assertSameJSON([awkward])
        try assertSameJSON(["b": "1", "B": "2", "a10": "3", "a9": "4", "": "5", "é": "6", "e": awkward])
        try assertSameJSON([String: [String]]())
        try assertSameJSON([[String]](arrayLiteral: [], ["x"]))
        try assertSameJSON(Localized<String>())
    }

    func testIntegersBoolsAndNilsAsJSONEncoderWritesThem() throws {
        struct Sample: Encodable {
            var int = -42, big = Int64.max, small = UInt8(7), flag = true, absent: String? = nil, nested = [["k": false]]
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(int, forKey: .int)
                try container.encode(big, forKey: .big)
                try container.encode(small, forKey: .small)
                try container.encode(flag, forKey: .flag)
                try container.encodeNil(forKey: .null)
                try container.encodeIfPresent(absent, forKey: .absent)
                try container.encode(nested, forKey: .nested)
                var list = container.nestedUnkeyedContainer(forKey: .list)
                try list.encode(1)
                try list.encodeNil()
                var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
                try inner.encode("x", forKey: .int)
                try container.encode(int + 1, forKey: .int)  // a key set twice keeps its last value
            }
            enum Key: String, CodingKey { case int, big, small, flag, null, absent, nested, list, inner }
        }
        try assertSameJSON(Sample())
    }

    func testValuesFoundationFormatsItsOwnWayFallBackToJSONEncoder() throws {
        try assertSameJSON(["pi": 3.14159, "third": 1.0 / 3.0])
        try assertSameJSON([Date(timeIntervalSince1970: 1_700_000_000)])
        try assertSameJSON([URL(string: "https://example.com/a/b")!])
    }

    /// The direct page writer (`PageRecordJSON`) against `JSONEncoder.docgen` and the general
    /// `Encodable` path, over pages with every optional member both present and absent, empty and
    /// filled containers, and strings that need escaping.
    func testTheDirectPageWriterMatchesJSONEncoderOnGeneratedPages() throws {
        var generator = PageGenerator(seed: 0x5EED)
        for _ in 0..<300 {
            let page = generator.page()
            let expected = try JSONEncoder.docgen.encode(page)
            XCTAssertEqual(String(decoding: ModelJSON.encode(page), as: UTF8.self), String(decoding: expected, as: UTF8.self))
            XCTAssertEqual(String(decoding: try ModelJSON.encodedGenerically(page), as: UTF8.self),
                           String(decoding: expected, as: UTF8.self))
        }
    }
}

/// Random page records and model values (`ModelJSONTests`, `IndexJSONTests`, `PageCacheRecordTests`).
struct PageGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        // SplitMix64: deterministic across runs and platforms.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func flag() -> Bool { next() & 1 == 0 }
    mutating func int() -> Int {
        switch below(4) {
        case 0: 0
        case 1: Int.max
        case 2: Int.min + below(3)
        default: below(2_000) - 1_000
        }
    }

    static let pieces = ["a", "focus", "é", "中文", "👩‍👩‍👧", "\"", "\\", "/", "\n", "\t", "\r", "\u{08}", "\u{0C}", "\u{00}",
                         "\u{1F}", "\u{7F}", "\u{2028}", "e\u{301}", " ", "`code`", "zh-Hans", "B", "0"]

    mutating func string() -> String {
        (0..<below(6)).map { _ in Self.pieces[below(Self.pieces.count)] }.joined()
    }

    mutating func optional<T>(_ make: (inout PageGenerator) -> T) -> T? { flag() ? make(&self) : nil }
    mutating func list<T>(_ make: (inout PageGenerator) -> T) -> [T] { (0..<below(3)).map { _ in make(&self) } }
    mutating func pick<T: CaseIterable>(_ type: T.Type) -> T {
        let all = Array(T.allCases)
        return all[below(all.count)]
    }
    mutating func localized<T>(_ make: (inout PageGenerator) -> T) -> Localized<T> {
        Localized(en: optional(make), zhHans: optional(make), ja: optional(make))
    }
    mutating func prose() -> Prose { Prose(text: string(), line: int()) }
    mutating func lines() -> LineRange { LineRange(start: int(), end: int()) }
    mutating func parseDiagnostic() -> ParseDiagnostic { ParseDiagnostic(line: int(), column: int(), message: string()) }

    mutating func page() -> PageRecord {
        var page = PageRecord(
            id: string(),
            source: SourceInfo(path: string(), originURL: optional { $0.string() }, crawledAt: optional { $0.string() },
                               format: pick(DocFormat.self), languages: list { $0.pick(Language.self) }, encoding: string()),
            symbol: Symbol(name: string(), kind: SymbolKind(rawValue: string()), kindText: localized { $0.string() },
                           title: localized { $0.string() }, parentPath: list { $0.string() }),
            availability: list { g in
                Availability(platform: g.string(), introduced: g.optional { $0.string() }, deprecated: g.optional { $0.string() },
                             beta: g.flag())
            },
            declaration: optional { g in
                var declaration = Declaration(
                    text: g.string(), lines: g.lines(),
                    structure: g.optional { g in
                        DeclarationStructure(
                            attributes: g.list { $0.string() }, modifiers: g.list { $0.string() }, keyword: g.string(), name: g.string(),
                            genericParameters: g.list { g in GenericParameter(name: g.string(), constraint: g.optional { $0.string() }, isPack: g.flag()) },
                            genericRequirements: g.list { g in
                                GenericRequirement(subject: g.string(), relation: [.conformance, .sameType, .other][g.below(3)],
                                                   constraint: g.string())
                            },
                            parameters: g.list { g in
                                DeclaredParameter(label: g.optional { $0.string() }, name: g.string(), type: g.string(),
                                                  defaultValue: g.optional { $0.string() }, attributes: g.list { $0.string() },
                                                  isVariadic: g.flag())
                            },
                            returnType: g.optional { $0.string() }, type: g.optional { $0.string() }, effects: g.list { $0.string() },
                            inheritedTypes: g.list { $0.string() }, accessors: g.list { $0.string() })
                    },
                    parsesCleanly: g.flag(), parseDiagnostics: g.list { $0.parseDiagnostic() })
                declaration.contentHash = g.optional { $0.string() }
                return declaration
            },
            summary: localized { $0.prose() },
            sections: list { g in
                Section(id: g.string(), kind: g.pick(SectionKind.self), heading: g.localized { $0.prose() },
                        blocks: g.localized { g in
                            g.list { g in Block(kind: [.paragraph, .listItem, .step, .note, .heading][g.below(5)], text: g.string(), line: g.int()) }
                        })
            },
            parameters: list { g in
                var parameter = Parameter(name: g.string(), description: g.localized { $0.prose() })
                parameter.contentHash = g.optional { $0.string() }
                return parameter
            },
            returnValue: localized { $0.prose() },
            examples: list { g in
                var example = CodeExample(id: g.string(), code: g.string(), language: g.string(), role: [.example, .incorrect, .correct][g.below(3)],
                                          label: g.optional { $0.string() }, lines: g.localized { $0.lines() },
                                          shape: [.declarations, .memberFragment, .statements, .expression, .other][g.below(5)],
                                          parsesCleanly: g.flag(), parseDiagnostics: g.list { $0.parseDiagnostic() })
                example.contentHash = g.optional { $0.string() }
                return example
            },
            relationships: list { g in
                Relationship(kind: [.conformsTo, .inheritedBy, .conformingTypes, .topicGroup, .seeAlso, .mentions][g.below(6)],
                             title: g.localized { $0.string() },
                             targets: g.list { g in
                                 SymbolReference(name: g.string(), target: g.optional { $0.string() }, abstract: g.localized { $0.string() },
                                                 line: g.int())
                             })
            },
            claims: list { g in
                var claim = Claim(id: g.string(), alignmentKey: g.string(), language: g.pick(Language.self), text: g.string(),
                                  section: g.pick(SectionKind.self), parameter: g.optional { $0.string() },
                                  level: [.must, .should, .may][g.below(3)], file: g.string(), line: g.int(),
                                  alignedWith: g.optional { $0.string() }, rule: g.optional { $0.string() },
                                  basis: g.optional { [.documented, .observed][$0.below(2)] })
                claim.contentHash = g.optional { $0.string() }
                return claim
            },
            metadata: Dictionary(list { ($0.string(), $0.string()) }, uniquingKeysWith: { first, _ in first }),
            diagnostics: list { g in
                Diagnostic(id: g.string(), severity: [.note, .warning, .error][g.below(3)], message: g.string(), file: g.string(),
                           line: g.optional { $0.int() })
            })
        page.schemaVersion = int()
        page.contentHash = optional { $0.string() }
        return page
    }
}
