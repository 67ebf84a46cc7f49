@testable import DocExtract
import Foundation
import XCTest

/// `JSONPullReader` reads strings as `JSONDecoder` does and rejects what JSON does not allow.
final class JSONPullReaderTests: XCTestCase {
    private func pulled(_ json: String) throws -> [String] {
        let reader = JSONPullReader(Array(json.utf8))
        let strings = try reader.readStringArray()
        try reader.finish()
        return strings
    }

    func testStringsReadAsJSONDecoderReadsThem() throws {
        let arrays = [
            #"[]"#, #"  [ "a" , "b" ]  "#, #"["\"quoted\" \\ \/ \b\f\n\r\t"]"#, #"["\u0041\u00e9\u4e2d\uD83D\uDE00"]"#,
            #"["é中😀 ’", ""]"#, "[\"\\u0000\"]", #"["\uFFFF"]"#,
        ]
        for json in arrays {
            XCTAssertEqual(try pulled(json), try JSONDecoder().decode([String].self, from: Data(json.utf8)), json)
        }
    }

    /// Acceptance of each text, as `JSONDecoder` decides it: malformed arrays and strings, and
    /// the leniency it has (trailing commas).
    func testArraysAreAcceptedOrRejectedAsJSONDecoderDoes() {
        let texts = [
            "", "[", "[,]", #"["a""#, #"["a",]"#, #"["a",,]"#, #"["a" "b"]"#, #"["\x"]"#, #"["\u12"]"#, #"["\uD83D"]"#, #"["\uDE00"]"#,
            "[\"tab\there\"]", #"["a"] x"#, #"["a"] "#, #"{"a": 1}"#, #"['a']"#,
        ]
        var rejected = 0
        for json in texts {
            let pulledValue = try? pulled(json)
            XCTAssertEqual(pulledValue, try? JSONDecoder().decode([String].self, from: Data(json.utf8)), json)
            if pulledValue == nil { rejected += 1 }
        }
        XCTAssertGreaterThan(rejected, 10)
        XCTAssertThrowsError(try JSONPullReader([0x5B, 0x22, 0xFF, 0x22, 0x5D]).readStringArray(), "invalid UTF-8")
    }

    private struct OnlyS: Decodable, Equatable {
        var s: String
    }

    /// Values of every kind skipped inside an object, numbers by JSON's grammar; a repeated key's
    /// first value counts; a trailing comma closes an object — each as `JSONDecoder` has it.
    func testObjectsReadAsJSONDecoderReadsThem() {
        let values = ["1", "-2.5e3", "0", "-0", "1E+2", "1e-2", "01", "1.", ".5", "+1", "-", "1e", "NaN", "true", "false", "null", "tru",
                      #"{"x": [1, {"y": null}], "z": "w",}"#, "[1, true, [], {}]", #""skipped \" quote""#, "[1 2]"]
        var accepted = 0
        for value in values {
            for json in [#"{"n": \#(value), "s": "x"}"#, #"{"s": "x", "n": \#(value),}"#, #"{"s": "x", "s": "y", "n": \#(value)}"#] {
                let reader = JSONPullReader(Array(json.utf8))
                let read: OnlyS? = try? {
                    var s: String?
                    try reader.readObject { key in
                        if key == "s" { s = try reader.readString() } else { try reader.skipValue() }
                    }
                    try reader.finish()
                    guard let s else { throw reader.invalid("s") }
                    return OnlyS(s: s)
                }()
                XCTAssertEqual(read, try? JSONDecoder().decode(OnlyS.self, from: Data(json.utf8)), json)
                if read != nil { accepted += 1 }
            }
        }
        XCTAssertGreaterThan(accepted, 20)
        XCTAssertLessThan(accepted, values.count * 3)
    }
}
