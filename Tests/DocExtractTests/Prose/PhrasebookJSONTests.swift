@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// The bundled phrasebooks and rule markers read by `JSONPullReader` are what `JSONDecoder`
/// decodes from them, and an altered file is read or rejected as `JSONDecoder` reads or rejects it.
final class PhrasebookJSONTests: XCTestCase {
    private func decoded(_ bytes: [UInt8]) -> Phrasebook? {
        try? JSONDecoder().decode(Phrasebook.self, from: Data(bytes))
    }

    func testBundledPhrasebooksReadAsJSONDecoderDecodesThem() throws {
        for language in Language.allCases {
            let bytes = try Phrasebook.bundledFile(language.rawValue)
            let read = try Phrasebook.read(json: bytes)
            XCTAssertEqual(read, decoded(bytes), language.rawValue)
            XCTAssertEqual(read.cues, decoded(bytes)?.cues, language.rawValue)
            XCTAssertFalse(read.sectionHeadings.isEmpty, language.rawValue)
        }
    }

    /// Every member of the English file removed in turn, an unknown member added, a value of the
    /// wrong kind: both readers agree on the result or on failing.
    func testAlteredPhrasebooksReadAsJSONDecoderDecodesThem() throws {
        let bytes = try Phrasebook.bundledFile("en")
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        var variants: [[String: Any]] = []
        for (key, value) in root {
            var without = root
            without[key] = nil
            variants.append(without)
            var wrongKind = root
            wrongKind[key] = 7
            variants.append(wrongKind)
            if let object = value as? [String: Any] {
                for inner in object.keys {
                    var smaller = object
                    smaller[inner] = nil
                    var variant = root
                    variant[key] = smaller
                    variants.append(variant)
                    var extra = object
                    extra["unknown-\(inner)"] = ["nested": [1, true]]
                    variant[key] = extra
                    variants.append(variant)
                }
            }
        }
        var added = root
        added["_comment"] = ["a": [1, 2.5, "x", NSNull()]]
        variants.append(added)
        var badLanguage = root
        badLanguage["language"] = "xx"
        variants.append(badLanguage)
        var badRole = root
        badRole["exampleLabels"] = [["text": "Wrong", "role": "nonsense"]]
        variants.append(badRole)
        var readCount = 0
        for variant in variants {
            let data = [UInt8](try JSONSerialization.data(withJSONObject: variant, options: [.sortedKeys]))
            let read = try? Phrasebook.read(json: data)
            XCTAssertEqual(read, decoded(data), String(decoding: data.prefix(200), as: UTF8.self))
            if read != nil { readCount += 1 }
        }
        XCTAssertGreaterThan(readCount, 10, "some variants are valid phrasebooks")
        XCTAssertLessThan(readCount, variants.count, "some variants are not")
    }

    private struct DecodedMarkers: Decodable {
        var ruleID: String
        var basisCodes: [String: Claim.Basis]
    }

    func testBundledRuleMarkersReadAsJSONDecoderDecodesThem() throws {
        let bytes = try Phrasebook.bundledFile("rule-markers")
        let decoded = try JSONDecoder().decode(DecodedMarkers.self, from: Data(bytes))
        let marker = try RuleMarker.read(json: bytes)
        for code in decoded.basisCodes.keys.sorted() + ["X", "d", ""] {
            XCTAssertEqual(marker.headingBasis("Heading (\(code))"), decoded.basisCodes[code], code)
        }
        XCTAssertNotNil(RuleIDScanner(pattern: decoded.ruleID), "the bundled pattern is read by hand")
        XCTAssertThrowsError(try RuleMarker.read(json: Array(#"{"ruleID": "^R"}"#.utf8)))
        XCTAssertThrowsError(try RuleMarker.read(json: Array(#"{"ruleID": "^R", "basisCodes": {"D": "guessed"}}"#.utf8)))
    }
}
