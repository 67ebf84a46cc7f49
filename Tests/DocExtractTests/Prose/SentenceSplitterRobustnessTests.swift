import DocModel
import Foundation
import XCTest
@testable import DocExtract

/// Splitting must never lose wording, whatever the input.
final class SentenceSplitterRobustnessTests: XCTestCase {
    /// Letters, digits and backticks of `text`, in order: what splitting must preserve.
    private func wording(_ text: String) -> String {
        String(text.filter { $0.isLetter || $0.isNumber || $0 == "`" })
    }

    func testSplittingEveryCorpusProseLineLosesNoWording() throws {
        let root = try TestPaths.sharedSosumiCorpus().appendingPathComponent("documentation/swiftui")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var lines = 0
        var sentences = 0
        var failures: [String] = []
        while let url = enumerator.nextObject() as? URL {
            guard url.pathExtension == "md", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            var inFence = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") { inFence.toggle() }
                guard !inFence, !line.hasPrefix("#"), !line.hasPrefix("- ["), line.contains(where: \.isLetter) else { continue }
                let split = SentenceSplitter.split(line, language: .en)
                lines += 1
                sentences += split.count
                if wording(split.joined()) != wording(line) || split.isEmpty { failures.append(line) }
            }
        }
        XCTAssertGreaterThan(lines, 10_000, "the corpus holds tens of thousands of prose lines")
        XCTAssertGreaterThan(sentences, lines, "prose lines hold more than one sentence on average")
        XCTAssertEqual(Array(failures.prefix(5)), [])
    }

    func testRandomTextInBothLanguagesLosesNoWording() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("ab C.D?E!`()[]…。；！？“”\"' \n1.5 e.g. 焦点会移动 https://x.y/z.")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 60)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            for language in Language.allCases {
                let split = SentenceSplitter.split(text, language: language)
                XCTAssertEqual(wording(split.joined()), wording(text), "\(language): \(text.debugDescription)")
                XCTAssertTrue(split.allSatisfy { $0 == $0.trimmingCharacters(in: .whitespacesAndNewlines) && !$0.isEmpty })
            }
            XCTAssertNoThrow(AvailabilityParser.parse(text))
            _ = ClaimClassifier.level(of: text, language: .en, role: .definitional)
        }
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
