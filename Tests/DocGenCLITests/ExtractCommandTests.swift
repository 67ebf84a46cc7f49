import Foundation
import XCTest

final class ExtractCommandTests: XCTestCase {
    func testHelpExplainsTheSubcommands() throws {
        let run = try DocGenBinary.run(["--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("extract"))
        XCTAssertTrue(run.stdout.contains("dump"))
    }

    func testExtractHelpNamesEveryFormat() throws {
        let run = try DocGenBinary.run(["extract", "--help"])
        XCTAssertEqual(run.status, 0)
        for format in ["sosumi", "bilingual-crawl", "rule-document", "scraped-text", "docc-html", "plain-html", "markdown"] {
            XCTAssertTrue(run.stdout.contains(format), "--help lists \(format)")
        }
    }

    func testExtractOverTheBundledCorpusWritesIndexAndSummary() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try DocGenBinary.run(["extract", "corpus/pages", "--out", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let pages = (FileManager.default.enumerator(atPath: "corpus/pages")?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") }.count
        XCTAssertGreaterThanOrEqual(pages, 30)
        XCTAssertTrue(run.stdout.contains("\(pages) file(s) read, \(pages) page(s)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("bilingual-crawl: 2"), run.stdout)
        XCTAssertTrue(run.stdout.contains("docgen.extract.mojibake-repaired: 1"), run.stdout)
        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("index.json"))) as? [String: Any]
        XCTAssertEqual((index?["pages"] as? [Any])?.count, pages)
        XCTAssertEqual(index?["schemaVersion"] as? Int, 2)
    }

    func testUnknownFormatIsAUsageError() throws {
        let run = try DocGenBinary.run(["extract", "corpus/pages", "--out", "/tmp/x", "--format", "pdf"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("format"), run.stderr)
    }

    func testMissingInputIsReportedButNotFatal() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try DocGenBinary.run(["extract", "no/such/folder", "--out", out.path])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("docgen.extract.missing-input: 1"), run.stdout)
    }
}
