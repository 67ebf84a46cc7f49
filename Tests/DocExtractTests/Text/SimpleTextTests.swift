@testable import DocExtract
import DocIngest
import Foundation
import XCTest

/// The native text helpers must decide exactly as the Foundation calls they replace.
final class SimpleTextTests: XCTestCase {
    /// Haystacks and needles covering the fast path (ASCII, Latin, CJK, punctuation) and the
    /// cases that must fall back (combining marks, CRLF, emoji sequences, Hangul, decomposed forms).
    static let texts = [
        "", "a", "must", "You must call it.", "Use `focused(_:)` when…", "café", "cafe\u{301}", "e\u{301}",
        "line\r\nnext", "\r\n", "emoji 👩‍👩‍👧 here", "✓ renders", "✓\u{FE0F} renders", "Open in Studio ↗", "Open in Studio ↗\u{FE0F}",
        "视图必须调用。", "한국어", "K\u{212A}", "Å\u{212B}", "a → lexer → parser → b", " spaced\t", "\u{00A0}nbsp\u{2003}",
        "**bold**", "***", "It’s", "’", "x\u{0301}’", "https://example.com/x", "**Navigation:** x",
    ]

    func testContainsRangeAndReplacingMatchFoundation() {
        for text in Self.texts {
            for needle in Self.texts where !needle.isEmpty {
                XCTAssertEqual(SimpleText.contains(text, needle), text.contains(needle), "\(text.debugDescription) ∋ \(needle.debugDescription)")
                let expected = text.range(of: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
                let actual = SimpleText.range(of: needle, in: text).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
                XCTAssertEqual(actual, expected, "range of \(needle.debugDescription) in \(text.debugDescription)")
                XCTAssertEqual(SimpleText.replacing(needle, with: "<>", in: text), text.replacingOccurrences(of: needle, with: "<>"))
            }
        }
        XCTAssertEqual(SimpleText.replacing("**", with: "", in: "***a**"), "*a")
    }

    /// The contiguous-bytes test decides as testing scalar by scalar, including 2-, 3- and 4-byte
    /// scalars at either side of every range boundary and in substrings.
    func testSimpleOnBytesMatchesTheScalarTest() {
        let edges = ["\u{9F}", "\u{A0}", "\u{2FF}", "\u{300}", "\u{200F}", "\u{2010}", "\u{2027}", "\u{2028}", "\u{205E}", "\u{205F}",
                     "\u{2713}", "\u{2714}", "\u{3029}", "\u{302A}", "\u{4E00}", "\u{9FFF}", "\u{FF60}", "\u{FF61}", "\u{1F600}", "\u{7F}", "\r"]
        for text in Self.texts + edges + edges.map { "ab" + $0 + "cd" } {
            XCTAssertEqual(SimpleText.isSimple(text), text.unicodeScalars.allSatisfy(SimpleText.isSimpleScalar), text.debugDescription)
            let middle = Substring(text).dropFirst()
            XCTAssertEqual(SimpleText.isSimple(middle), middle.unicodeScalars.allSatisfy(SimpleText.isSimpleScalar), text.debugDescription)
        }
    }

    /// The eight-bytes-at-a-time test of printable ASCII decides as the byte-by-byte one: one odd
    /// scalar (control, `DEL`, tab, line feed, 2-, 3- and 4-byte scalars, simple or not) at every
    /// offset of printable ASCII runs around the word size, and `prefix` at every count there.
    func testSimpleAndPrefixMatchAtEveryOffsetAroundWords() {
        let odd = ["\u{0}", "\u{1F}", "\u{7F}", "\t", "\n", "\r", "\u{A0}", "\u{300}", "\u{2019}", "\u{4E2D}", "\u{1F600}", "~", " "]
        for length in [7, 8, 9, 15, 16, 17, 25] {
            for offset in 0...length {
                for scalar in odd {
                    let text = String(repeating: "a", count: offset) + scalar + String(repeating: "Z", count: length - offset)
                    XCTAssertEqual(SimpleText.isSimple(text), text.unicodeScalars.allSatisfy(SimpleText.isSimpleScalar), text.debugDescription)
                    for count in [0, offset, offset + 1, length, length + 1] {
                        XCTAssertEqual(SimpleText.prefix(text, characters: count), String(text.prefix(count)), "\(text.debugDescription) \(count)")
                    }
                }
            }
        }
    }

    func testPrefixMatchesCharacterPrefix() {
        let asciiThenOther = ["a\r\nbcdef", "abcde\u{301}f", "abcde中文", "ab\u{7F}cdef", "abcdefgh", "\tab\ncd"]
        for text in Self.texts + asciiThenOther + [String(repeating: "ab", count: 50), String(repeating: "e\u{301}", count: 10)] {
            for count in [0, 1, 2, 3, 5, 40] {
                XCTAssertEqual(SimpleText.prefix(text, characters: count), String(text.prefix(count)), text.debugDescription)
            }
        }
        XCTAssertEqual(SimpleText.prefix("abe\u{301}", characters: 3), "abe\u{301}", "a combining mark after the prefix belongs to it")
    }

    func testTrimmedMatchesTrimmingCharacters() {
        var texts = Self.texts
        for scalar in (0..<0x80).compactMap(Unicode.Scalar.init) + ["\u{85}", "\u{A0}", "\u{2000}", "\u{2028}", "\u{3000}", "\u{FEFF}"] {
            texts.append("\(scalar)x\(scalar)")
        }
        let sets: [(TrimSet, CharacterSet)] = [
            (.whitespaces, .whitespaces), (.whitespacesAndNewlines, .whitespacesAndNewlines),
            (.characters(" :："), CharacterSet(charactersIn: " :：")),
            (.whitespacesAnd("`"), CharacterSet.whitespaces.union(CharacterSet(charactersIn: "`"))),
        ]
        for text in texts {
            for (mine, foundation) in sets {
                XCTAssertEqual(text.trimmed(mine), text.trimmingCharacters(in: foundation), text.debugDescription)
                XCTAssertEqual(text.dropFirst(0).trimmed(mine), text.dropFirst(0).trimmingCharacters(in: foundation))
            }
        }
    }

    func testLinesMatchCharacterSplit() {
        for text in Self.texts + ["a\nb", "a\n", "\n", "\n\n", "a\r\nb\nc", "x\n\u{301}y", "\r\n\n\r\r\n", "\n\r\n"] + BundledTexts.bundled {
            XCTAssertEqual(SourceText.lines(of: text), text.split(separator: "\n", omittingEmptySubsequences: false), String(text.prefix(60)).debugDescription)
        }
    }

    func testSymbolNameCheckMatchesTheRegularExpression() {
        let pattern = #"^[A-Za-z_][A-Za-z0-9_.]*(\([A-Za-z0-9_:]*\))?$"#
        let samples = ["focused(_:equals:)", "View.body", "init(for:)", "_x", "9x", "a b", "f(", "f()", "f(a)(b)", "f(_:)\n",
                       "f(_:)\r\n", "f\n\n", "f\u{2028}", "é", "", "a.b.c()", "x(:)", "x)", "(x)", "TextField\n"]
        for sample in samples {
            XCTAssertEqual(ReferenceResolver.looksLikeSymbolName(sample),
                           sample.range(of: pattern, options: .regularExpression) != nil, sample.debugDescription)
        }
    }
}
