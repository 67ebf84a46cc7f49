@testable import DocIngest
import Foundation
import XCTest

/// `MojibakeRepair.repair` on UTF-8 (unrepaired bytes copied as they are) gives the text and
/// repairs the scalar-by-scalar repair gives (kept here as the reference): crafted mojibake and
/// every bundled page, fixture, and page of the shared corpus when present.
final class MojibakeRepairPathsTests: XCTestCase {
    private func reference(_ text: String) -> (text: String, repairs: [MojibakeRepair.Repair]) {
        guard ByteScan.containsCP1252LeadScalar(text) else { return (text, []) }
        var output = String.UnicodeScalarView()
        var repairs: [MojibakeRepair.Repair] = []
        var run: [Unicode.Scalar] = []
        var line = 1
        func decodeRun(_ run: [Unicode.Scalar]) -> String? {
            let bytes = run.compactMap(Windows1252.byte(for:))
            guard bytes.count == run.count, let lead = bytes.first, lead >= 0xC2, lead <= 0xF4 else { return nil }
            var decoded = String.UnicodeScalarView()
            var iterator = bytes.makeIterator()
            var codec = UTF8()
            loop: while true {
                switch codec.decode(&iterator) {
                case .scalarValue(let scalar): decoded.append(scalar)
                case .emptyInput: break loop
                case .error: return nil
                }
            }
            guard decoded.count < run.count, !decoded.contains(where: { $0.value < 0x80 }) else { return nil }
            return String(decoded)
        }
        func flush() {
            defer { run.removeAll(keepingCapacity: true) }
            guard run.count >= 2, let fixed = decodeRun(run) else {
                output.append(contentsOf: run)
                return
            }
            output.append(contentsOf: fixed.unicodeScalars)
            var original = String.UnicodeScalarView()
            original.append(contentsOf: run)
            repairs.append(.init(line: line, original: String(original), replacement: fixed))
        }
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80, Windows1252.byte(for: scalar) != nil {
                run.append(scalar)
            } else {
                flush()
                output.append(scalar)
                if scalar == "\n" { line += 1 }
            }
        }
        flush()
        return (String(output), repairs)
    }

    private func assertSameRepair(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let repaired = MojibakeRepair.repair(text), expected = reference(text)
        XCTAssertEqual(repaired.text, expected.text, String(text.prefix(200)), file: file, line: line)
        XCTAssertEqual(Array(repaired.text.utf8), Array(expected.text.utf8), String(text.prefix(200)), file: file, line: line)
        XCTAssertEqual(repaired.repairs, expected.repairs, String(text.prefix(200)), file: file, line: line)
    }

    private func texts(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.sorted().compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    func testCraftedMojibakeRepairsTheSameBothWays() {
        let texts = ["", "café", "cafÃ©", "â€”", "a â€” b", "Ã©Ã¨\nÃ", "\nline two: donâ€™t\nÃ", "Ã", "ÃÃ", "Ã©", "é—Ã©",
                     "Ã©\u{301}", "xÃ©yâ€œzâ€\u{9D}", "€Ã©", "Ã©中文Ã©", "ðŸ˜€", "ðŸ˜", "Ã\u{A0}", "naïve résumé", "Ã©\r\nÃ©",
                     String(repeating: "Ã©", count: 300), "ÂÂ", "Â\u{A0}x", "\u{80}\u{81}Ã©"]
        for text in texts { assertSameRepair(text) }
        XCTAssertEqual(MojibakeRepair.repair("a â€” b").text, "a — b")
    }

    func testEveryBundledPageRepairsTheSameBothWays() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let all = texts(under: root.appendingPathComponent("corpus/pages")) + texts(under: root.appendingPathComponent("Tests/DocExtractTests/Fixtures"))
        XCTAssertGreaterThan(all.count, 20)
        for text in all { assertSameRepair(text) }
    }

    func testEverySharedPageRepairsTheSameBothWays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: shared.path) else {
            throw XCTSkip("../shared not present (\(shared.path)): the shared-corpus comparison runs only where it exists")
        }
        let all = texts(under: shared)
        XCTAssertGreaterThan(all.count, 1000)
        for text in all { assertSameRepair(text) }
    }
}
