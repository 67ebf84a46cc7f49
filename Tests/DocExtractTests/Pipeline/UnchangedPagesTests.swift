@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// Re-extracting into an existing model leaves the page files that already hold the right bytes
/// alone (same inode, nothing written), and the model is still exactly a fresh extraction's.
final class UnchangedPagesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-unchanged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func inodes(_ model: URL) throws -> [String: UInt64] {
        let pages = model.appendingPathComponent("pages")
        var result: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: pages.path) {
            var info = stat()
            XCTAssertEqual(stat(pages.appendingPathComponent(name).path, &info), 0)
            result[name] = UInt64(info.st_ino)
        }
        return result
    }

    private func assertSameFiles(_ model: URL, as paths: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let fresh = root.appendingPathComponent("fresh-\(UUID().uuidString)")
        _ = try StreamedExtraction.run(.init(paths: paths, jobs: 2), to: fresh.path)
        let expected = try ModelFiles.read(fresh), actual = try ModelFiles.read(model)
        XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(), file: file, line: line)
        for (name, data) in expected where actual[name] != data { XCTFail("\(name) differs", file: file, line: line) }
    }

    func testReExtractingUnchangedInputWritesNoPage() throws {
        let model = root.appendingPathComponent("model")
        let paths = [TestPaths.corpusPages.path]
        _ = try StreamedExtraction.run(.init(paths: paths, jobs: 2), to: model.path)
        let before = try inodes(model)
        XCTAssertGreaterThan(before.count, 20)
        _ = try StreamedExtraction.run(.init(paths: paths, jobs: 2), to: model.path)
        XCTAssertEqual(try inodes(model), before, "every page file kept")
        try assertSameFiles(model, as: paths)
    }

    func testOnlyTheChangedPageIsWrittenAgain() throws {
        let input = root.appendingPathComponent("input")
        try FileManager.default.copyItem(at: TestPaths.seeds, to: input)
        let model = root.appendingPathComponent("model")
        _ = try StreamedExtraction.run(.init(paths: [input.path], jobs: 2), to: model.path)
        let before = try inodes(model)
        let changed = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: input.path).sorted().first { $0.hasSuffix(".txt") })
        let page = input.appendingPathComponent(changed)
        try (String(contentsOf: page, encoding: .utf8) + "\n\nOne more paragraph.\n").write(to: page, atomically: true, encoding: .utf8)
        _ = try StreamedExtraction.run(.init(paths: [input.path], jobs: 2), to: model.path)
        let after = try inodes(model)
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted())
        XCTAssertEqual(after.filter { before[$0.key] != $0.value }.count, 1, "one page rewritten")
        try assertSameFiles(model, as: [input.path])
    }

    /// Duplicates read out of source order are kept under the name their input order predicts;
    /// when the final order gives them another id or name, they are extracted again and written.
    func testPagesKeptUnderANameTheyDoNotGetAreWritten() throws {
        let seed = try TestPaths.seed("000")
        for (folder, name) in [("first", "z.md"), ("second", "a.md"), ("second", "m.md"), ("third", "b-c.md")] {
            let target = root.appendingPathComponent("in").appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: seed, to: target.appendingPathComponent(name))
        }
        let folders = ["first", "second", "third"].map { root.appendingPathComponent("in").appendingPathComponent($0).path }
        let orders = [folders, folders.reversed(), [folders[1], folders[0], folders[2]], [folders[2], folders[0], folders[1]]]
        for (offset, first) in orders.enumerated() {
            for second in orders {
                let model = root.appendingPathComponent("model-\(offset)-\(UUID().uuidString)")
                _ = try StreamedExtraction.run(.init(paths: first, jobs: 2), to: model.path)
                _ = try StreamedExtraction.run(.init(paths: second, jobs: 1), to: model.path)
                try assertSameFiles(model, as: second)
            }
        }
    }

    /// A duplicate added before a kept page in source order but read after it: the kept page's
    /// predicted `~2` is its old file, identical, but the final order gives it `~3`.
    func testAKeptPageWhoseIdMovesIsExtractedAgain() throws {
        let seed = try TestPaths.seed("000")
        for (folder, name) in [("second", "a.md"), ("second", "m.md"), ("third", "b-c.md")] {
            let target = root.appendingPathComponent("in").appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: seed, to: target.appendingPathComponent(name))
        }
        let second = root.appendingPathComponent("in/second").path, third = root.appendingPathComponent("in/third").path
        let model = root.appendingPathComponent("model")
        _ = try StreamedExtraction.run(.init(paths: [second], jobs: 1), to: model.path)
        _ = try StreamedExtraction.run(.init(paths: [second, third], jobs: 1), to: model.path)
        try assertSameFiles(model, as: [second, third])
    }

    /// A page kept under its own id's name, when a page added since sorts first and takes that
    /// name (`zoom:action` and `zoomaction` both become `swiftui.zoomaction.json`): the kept
    /// page gets `-2` and is written there, the newcomer replaces the old file.
    func testAKeptPageWhoseNameIsTakenIsWrittenUnderItsNewName() throws {
        let page = TestPaths.corpusPages.appendingPathComponent("sosumi/documentation/swiftui/accessibilityzoomgestureaction.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(text.contains("swiftui/accessibilityzoomgestureaction\n"), "the page's source URL")
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        func write(_ name: String, id: String) throws {
            try text.replacingOccurrences(of: "swiftui/accessibilityzoomgestureaction\n", with: "swiftui/\(id)\n")
                .write(to: input.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("b.md", id: "zoomaction")
        let model = root.appendingPathComponent("model")
        _ = try StreamedExtraction.run(.init(paths: [input.path], jobs: 1), to: model.path)
        XCTAssertEqual(try inodes(model).keys.sorted(), ["swiftui.zoomaction.json"])
        try write("a.md", id: "zoom:action")
        _ = try StreamedExtraction.run(.init(paths: [input.path], jobs: 1), to: model.path)
        XCTAssertEqual(try inodes(model).keys.sorted(), ["swiftui.zoomaction-2.json", "swiftui.zoomaction.json"])
        try assertSameFiles(model, as: [input.path])
    }

    func testAPageFileOfTheSameSizeButOtherBytesIsRewritten() throws {
        let model = root.appendingPathComponent("model")
        let paths = [TestPaths.seeds.path]
        _ = try StreamedExtraction.run(.init(paths: paths, jobs: 2), to: model.path)
        let pages = model.appendingPathComponent("pages")
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: pages.path).sorted().first)
        var bytes = try Data(contentsOf: pages.appendingPathComponent(name))
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: pages.appendingPathComponent(name))
        _ = try StreamedExtraction.run(.init(paths: paths, jobs: 2), to: model.path)
        try assertSameFiles(model, as: paths)
    }
}
