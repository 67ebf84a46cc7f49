@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// The one-scan cue search (`CueList`) decides as searching phrase by phrase does, for every
/// cue list of both languages, on every sentence of the bundled pages and fixtures (and of the
/// shared Chinese crawl sample when it is beside the checkout).
final class CueListScanTests: XCTestCase {
    private static let made = [
        "", " ", "Must.", "You MUST call it.", "It can't be nil.", "It isn't required, but it is guaranteed.", "not required",
        "If you want, use it.", "Use this; you should, whether or not it is needed.", "Set it, use the value.",
        "SwiftUI remaps the keys.", "SwiftUI  remapss", "this view's value sets it.", "the_view sets", "mustard and canned",
        "Thé system may also—typically—move focus.", "`must` is code, can is not.", "The ‘should’ quote.", "e\u{301}may cafe\u{301}",
        "系统必须设置焦点。", "你应该使用这个从不同的视图。", "应用可以从不更新。", "如果需要，可以使用。", "Ω must Ω", "R1 (D) it moves focus",
    ]

    private static let sharedSample = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/swiftui-zh-sample")

    /// The made sentences and those of the bundled pages and fixtures, each extracted once per run.
    private static let bundledSentences: [(String, Language)] =
        made.flatMap { [($0, Language.en), ($0, Language.zhHans)] } + sentences(under: [TestPaths.corpusPages, TestPaths.fixtures])

    /// The sentences of the shared Chinese sample when it is beside the checkout.
    private static let sharedSentences: [(String, Language)] =
        FileManager.default.fileExists(atPath: sharedSample.path) ? sentences(under: [sharedSample]) : []

    private static func sentences(under roots: [URL]) -> [(String, Language)] {
        var texts: [(String, Language)] = []
        for page in Extraction.run(.init(paths: roots.map(\.path))).pages {
            for section in page.sections {
                for language in [Language.en, .zhHans] {
                    for block in section.blocks[language] ?? [] {
                        texts += SentenceSplitter.split(block.text, language: language).map { ($0, language) }
                    }
                }
            }
            texts += [page.summary.en.map { ($0.text, Language.en) }, page.summary.zhHans.map { ($0.text, Language.zhHans) }].compactMap { $0 }
        }
        return texts
    }

    func testOneScanFindsWhatThePhraseByPhraseSearchFinds() {
        var checked = 0, found = 0
        for (sentence, language) in Self.bundledSentences + Self.sharedSentences {
            let cues = PreparedCues.for(language)
            let matcher = CueMatcher(sentence: sentence, language: language)
            for list in [cues.must, cues.should, cues.may, cues.declarative, cues.declarativeSubjects, cues.nonNormative, cues.subordinators] {
                let scanned = matcher.containsAny(list)
                XCTAssertEqual(scanned, matcher.containsAnyByPhrase(list.needles), "\(language) \(sentence)")
                if scanned { found += 1 }
                checked += 1
            }
            for list in [cues.should, cues.may, cues.must] {
                XCTAssertEqual(matcher.containsAny(list, outside: cues.subordinators),
                               matcher.containsAnyByPhrase(list.needles, outside: cues.subordinators.needles), "\(language) \(sentence)")
            }
            XCTAssertEqual(matcher.containsSubjectVerb(cues.declarativeSubjects),
                           matcher.containsSubjectVerbByPhrase(cues.declarativeSubjects.needles), "\(language) \(sentence)")
            XCTAssertEqual(Set(matcher.findNotCueRanges()), Set(matcher.notCueRangesByPhrase()), "\(language) \(sentence)")
        }
        XCTAssertGreaterThan(checked, 3000)
        XCTAssertGreaterThan(found, 500, "the sentences hold cues")
    }

    /// The clause before every scalar boundary of every sentence of the bundled pages and
    /// fixtures is found on bytes (simple text) where the character search finds it; in the
    /// shared Chinese sample (when beside the checkout), at every boundary next to a scalar that
    /// is not a letter or digit (where clauses start and end) and at every fifth other one —
    /// every boundary there took 30 s of the suite, each a linear character search.
    func testClauseBeforeEveryPositionMatchesTheCharacterSearch() {
        var checked = 0
        let bundled = Self.bundledSentences + [("a, b — c；d：e（f，g", .zhHans), ("x,\u{301} y", .en)]
        let shared = Self.sharedSentences
        for (sample, sentences) in [(false, bundled), (true, shared)] {
            for (sentence, language) in sentences {
                let matcher = CueMatcher(sentence: sentence, language: language)
                let text = matcher.lowered.text
                let scalars = text.unicodeScalars
                var index = scalars.startIndex
                var offset = 0
                while true {
                    let edge = { (i: String.UnicodeScalarView.Index) in
                        i < scalars.endIndex && !CharacterSet.alphanumerics.contains(scalars[i])
                    }
                    let nearEdge = edge(index) || (index > scalars.startIndex && edge(scalars.index(before: index)))
                    if !sample || nearEdge || offset % 5 == 0 {
                        XCTAssertEqual(matcher.clause(before: index..<index).window, matcher.clauseByCharacter(before: index..<index).window,
                                       "\(sentence) at \(text.utf8.distance(from: text.startIndex, to: index))")
                        checked += 1
                    }
                    guard index != scalars.endIndex else { break }
                    scalars.formIndex(after: &index)
                    offset += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 10000)
    }

    func testPhrasesAreGroupedByFirstByteInPhrasebookOrder() {
        let list = CueList(["sets", "may", "should", "", "e\u{301}x", "so", "must"])
        let s = Int(UInt8(ascii: "s"))
        XCTAssertEqual(Array(list.order[list.starts[s]..<list.starts[s + 1]]), [0, 2, 5])
        XCTAssertEqual(list.others, [3, 4], "the empty phrase and the one that is not simple text")
        XCTAssertEqual(list.bytes.count, list.byteStarts.last)
        XCTAssertEqual(Array(list.bytes[list.byteStarts[1]..<list.byteStarts[2]]), Array("may".utf8))
    }
}
