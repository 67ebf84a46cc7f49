import DocModel
import Foundation
import XCTest

final class LocalizedTests: XCTestCase {
    func testLocalizedEncodesChineseUnderItsBCP47Key() throws {
        let value = Localized(en: "Parameters", zhHans: "参数")
        let json = String(decoding: try JSONEncoder.sorted.encode(value), as: UTF8.self)
        XCTAssertEqual(json, #"{"en":"Parameters","zh-Hans":"参数"}"#)
        XCTAssertEqual(try JSONDecoder().decode(Localized<String>.self, from: Data(json.utf8)), value)
    }

    func testMissingLanguagesAreOmittedAndReportedAbsent() throws {
        let value = Localized<String>(zhHans: "声明")
        XCTAssertEqual(value.languages, [.zhHans])
        XCTAssertEqual(value.preferred, "声明")
        XCTAssertEqual(String(decoding: try JSONEncoder.sorted.encode(value), as: UTF8.self), #"{"zh-Hans":"声明"}"#)
    }

    func testSymbolKindEncodesAsItsRawString() throws {
        XCTAssertEqual(String(decoding: try JSONEncoder.sorted.encode([SymbolKind.instanceMethod]), as: UTF8.self), #"["instance-method"]"#)
    }

    func testDiagnosticDescriptionIsCompilerStyle() {
        let diagnostic = Diagnostic(id: "docgen.extract.mojibake-repaired", severity: .note, message: "fixed", file: "a.md", line: 137)
        XCTAssertEqual(diagnostic.description, "a.md:137: note: fixed [docgen.extract.mojibake-repaired]")
    }

    func testPageRecordRoundTripsThroughJSON() throws {
        let page = PageRecord(id: "x", source: SourceInfo(path: "x.md", format: .sosumi, languages: [.en]),
                              symbol: Symbol(name: "x", kind: .article),
                              claims: [Claim(id: "x#summary.s1@en", alignmentKey: "summary.s1", language: .en, text: "t",
                                             section: .summary, level: .must, file: "x.md", line: 1)])
        let data = try JSONEncoder.sorted.encode(page)
        XCTAssertEqual(try JSONDecoder().decode(PageRecord.self, from: data), page)
        XCTAssertEqual(page.schemaVersion, DocModelSchema.version)
    }
}

extension JSONEncoder {
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
