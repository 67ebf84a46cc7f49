import DocExtract
import DocModel
import Foundation
import XCTest

/// Issue 6: every hostile or broken input gives a diagnostic with a stable id, its file and its
/// line where known, and the good pages of the same run come out exactly as without it.
///
/// Small inputs are committed under `Fixtures/hostile/`; big and structural ones (60 MB, 200,000
/// levels, 10,000 sections, unreadable files, symlink loops, pipes) are made here at test time.
final class HostileInputTests: XCTestCase {
    private let paragraph = "\n\nA view that keeps focus.\n\n## Discussion\n\nThe view must keep focus when the title changes."

    // MARK: Bytes and encodings

    func testEmptyFile() throws {
        let run = try HostileRun.fixture("empty.md")
        defer { run.remove() }
        assertHostile(run, file: "empty.md", id: "docgen.extract.empty-input", severity: .warning, page: false)
    }

    func testRandomBinary() throws {
        let run = try HostileRun.fixture("random-binary.md")
        defer { run.remove() }
        assertHostile(run, file: "random-binary.md", id: "docgen.extract.binary-input", severity: .error, page: false)
    }

    func testUTF8WithByteOrderMark() throws {
        let run = try HostileRun.fixture("utf8-bom.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "utf8-bom.md", id: "docgen.extract.bom-removed", line: 1, page: true)
        XCTAssertEqual(page?.symbol.title.en, "UTF-8 with BOM", "the BOM is not part of the title")
    }

    func testUTF16LittleEndianWithByteOrderMark() throws {
        let run = try HostileRun.fixture("utf16le-bom.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "utf16le-bom.md", id: "docgen.extract.utf16-decoded", page: true)
        XCTAssertEqual(page?.symbol.title.en, "UTF-16 LE 焦点")
        XCTAssertEqual(page?.source.encoding, "utf-16le")
        XCTAssertEqual(page?.claims.map(\.line), [3, 7], "lines count as in the file")
    }

    func testUTF16BigEndianWithByteOrderMark() throws {
        let run = try HostileRun.fixture("utf16be-bom.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "utf16be-bom.md", id: "docgen.extract.utf16-decoded", page: true)
        XCTAssertEqual(page?.symbol.title.en, "UTF-16 BE 焦点")
        XCTAssertEqual(page?.source.encoding, "utf-16be")
    }

    func testLatin1HTMLWithMetaCharset() throws {
        let run = try HostileRun.fixture("latin1-meta-charset.html")
        defer { run.remove() }
        let page = assertHostile(run, file: "latin1-meta-charset.html", id: "docgen.extract.charset-declared", page: true)
        XCTAssertEqual(page?.symbol.title.en, "Café crème")
        XCTAssertEqual(page?.source.encoding, "windows-1252")
        XCTAssertTrue(page?.claims.contains { $0.text.contains("naïvely") } ?? false)
    }

    func testCp1252Mojibake() throws {
        let run = try HostileRun.fixture("cp1252-mojibake.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "cp1252-mojibake.md", id: "docgen.extract.mojibake-repaired", line: 7, page: true)
        let text = page?.sections.flatMap { $0.blocks.en ?? [] }.map(\.text).joined() ?? ""
        XCTAssertTrue(text.contains("Focus jumps — the user can’t see it."), text)
    }

    func testNULBytes() throws {
        let run = try HostileRun.fixture("nul-bytes.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "nul-bytes.md", id: "docgen.extract.nul-removed", severity: .warning, page: true)
        XCTAssertEqual(page?.symbol.title.en, "NUL bytes")
    }

    func testCRLFLineEndings() throws {
        let run = try HostileRun.fixture("crlf.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "crlf.md", id: "docgen.extract.line-endings-normalized", page: true)
        XCTAssertEqual(page?.claims.map(\.line), [3, 7], "CRLF counts as one line break")
        XCTAssertFalse(page?.claims.contains { $0.text.contains("\r") } ?? true)
    }

    func testLoneCRLineEndings() throws {
        let run = try HostileRun.fixture("lone-cr.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "lone-cr.md", id: "docgen.extract.line-endings-normalized", page: true)
        XCTAssertEqual(page?.symbol.title.en, "Lone CR line endings")
        XCTAssertEqual(page?.claims.map(\.line), [3, 7])
    }

    // MARK: Broken markdown

    func testTruncatedFrontMatter() throws {
        let run = try HostileRun.fixture("truncated-front-matter.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "truncated-front-matter.md", id: "docgen.extract.front-matter-unterminated", line: 1, page: true)
        XCTAssertEqual(page?.id, "swiftui/trunc", "the key: value lines before the cut are kept")
        XCTAssertEqual(page?.symbol.title.en, "Truncated front matter")
    }

    func testUnterminatedCodeFence() throws {
        let run = try HostileRun.fixture("unterminated-fence.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "unterminated-fence.md", id: "docgen.extract.fence-unterminated", line: 5,
                                 severity: .warning, page: true)
        XCTAssertTrue(page?.declaration?.text.contains("never closed") ?? false, "the listing runs to the end of the file")
    }

    func testClosedFencesAreNotReported() throws {
        let run = try HostileRun.run { folder in
            try Data("# Closed\n\nA view.\n\n```swift\nlet a = 1\n```\n\n- item\n\n  ~~~~\n  let b = 2\n  ~~~~~\n\n> ```\n> let c = 3\n> ```\n\n```".utf8)
                .write(to: folder.appendingPathComponent("closed.md"))
        }
        defer { run.remove() }
        XCTAssertEqual(run.diagnostics(about: "closed.md").filter { $0.id == "docgen.extract.fence-unterminated" }.map(\.line), [19],
                       "only the last, empty fence is open")
    }

    func testMarkdownNested100000LevelsIsFlattenedNotACrash() throws {
        let run = try HostileRun.run { folder in
            let text = "# Deep quote\n\nA view that keeps focus.\n\n" + String(repeating: ">", count: 100_000)
                + " The view must keep focus at the bottom.\n\n" + String(repeating: "*", count: 50_000) + "x"
                + String(repeating: "*", count: 50_000) + "\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent("deep-quote.md"))
        }
        defer { run.remove() }
        let page = assertHostile(run, file: "deep-quote.md", id: "docgen.extract.markdown-too-deep", line: 5, page: true)
        let text = page?.sections.flatMap { $0.blocks.en ?? [] }.map(\.text).joined(separator: "\n") ?? ""
        XCTAssertTrue(text.contains("The view must keep focus at the bottom."), "the text below the limit is kept")
    }

    func testOverlongSentenceIsListedButNotReadForClaims() throws {
        let run = try HostileRun.run { folder in
            let text = "# Long sentence\n\nA view that keeps focus.\n\n" + String(repeating: "must ", count: 20_000) + "\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent("long-sentence.md"))
        }
        defer { run.remove() }
        let page = assertHostile(run, file: "long-sentence.md", id: "docgen.extract.sentence-too-long", line: 5,
                                 severity: .note, page: true)
        XCTAssertEqual(page?.claims.map(\.line), [3])
    }

    // MARK: Size and structure

    func testSixtyMegabytePage() throws {
        let name = "sixty-megabytes.md"
        let run = try HostileRun.run { folder in
            let url = folder.appendingPathComponent(name)
            FileManager.default.createFile(atPath: url.path, contents: nil)
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.write(contentsOf: Data("# Sixty megabytes\(paragraph)\n\n<!--\n".utf8))
            let line = Data((String(repeating: "filler of a sixty megabyte comment ", count: 29) + "\n").utf8)
            var chunk = Data()
            for _ in 0..<1024 { chunk.append(line) }
            var written = 0
            while written < 60 << 20 {
                try handle.write(contentsOf: chunk)
                written += chunk.count
            }
            try handle.write(contentsOf: Data("-->\n\nThe view must keep focus after sixty megabytes.\n".utf8))
        }
        defer { run.remove() }
        let page = assertHostile(run, file: name, id: "docgen.extract.large-input", severity: .note, page: true)
        XCTAssertEqual(page?.symbol.title.en, "Sixty megabytes")
        XCTAssertTrue(page?.claims.contains { $0.text == "The view must keep focus after sixty megabytes." } ?? false,
                      "text after the 60 MB is still read")
    }

    func testHTMLNested200000Levels() throws {
        let run = try HostileRun.run { folder in
            let depth = 200_000
            let html = "<html><body><h1>Deep</h1><p>A view that keeps focus.</p>" + String(repeating: "<div>", count: depth)
                + "<p>The view must keep focus at the bottom.</p>" + String(repeating: "</div>", count: depth) + "</body></html>"
            try Data(html.utf8).write(to: folder.appendingPathComponent("deep.html"))
        }
        defer { run.remove() }
        let page = assertHostile(run, file: "deep.html", id: "docgen.extract.html-too-deep", severity: .warning, page: true)
        XCTAssertEqual(page?.symbol.title.en, "Deep")
        XCTAssertTrue(page?.claims.contains { $0.text == "The view must keep focus at the bottom." } ?? false,
                      "text 200,000 levels down is kept")
    }

    /// Valid input: nothing to diagnose, nothing may be lost, and it must not take quadratic time
    /// (claim alignment once filtered every sentence per block: 53 s here in a debug build).
    func testTenThousandSiblingSections() throws {
        let count = 10_000
        let run = try HostileRun.run { folder in
            var text = "# Many sections\n\nA view that keeps focus.\n\n"
            for index in 1...count { text += "## Section \(index)\n\nThe view must keep focus \(index).\n\n" }
            try Data(text.utf8).write(to: folder.appendingPathComponent("sections.md"))
        }
        defer { run.remove() }
        let page = try XCTUnwrap(run.page(from: "sections.md"))
        XCTAssertEqual(run.diagnostics(about: "sections.md"), [], "valid input, nothing to report")
        XCTAssertEqual(page.sections.count, count)
        XCTAssertEqual(page.claims.count, count + 1)
        XCTAssertEqual(page.claims.last?.text, "The view must keep focus \(count).")
        XCTAssertEqual(run.goodPages, HostileRun.baseline)
    }

    // MARK: File system

    func testUnreadableFile() throws {
        let name = "unreadable.md"
        var note = ""
        let run = try HostileRun.run { folder in
            let url = folder.appendingPathComponent(name)
            try Data("# Secret\n\nText.\n".utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
            if access(url.path, R_OK) == 0 {
                // Root reads any file whatever its mode. /proc/self/mem is a regular file whose
                // read at offset 0 fails (EIO), which exercises the same path.
                note = "running as root: chmod 000 does not stop reading; used a link to /proc/self/mem (read fails with EIO) instead"
                try FileManager.default.removeItem(at: url)
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/proc/self/mem")
            }
        }
        defer { run.remove() }
        if !note.isEmpty { print("HostileInputTests.testUnreadableFile: \(note)") }
        let diagnostics = run.diagnostics(about: name)
        assertHostile(run, file: name, id: "docgen.extract.unreadable", severity: .error, page: false)
        XCTAssertTrue(diagnostics.allSatisfy { $0.message.hasPrefix("file cannot be read: ") && !$0.message.contains("NSCocoaErrorDomain") },
                      "\(diagnostics)")
    }

    func testChmod000FileIsUnreadable() throws {
        let folder = HostileRun.temporaryFolder("chmod")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("locked.md")
        try Data("# Locked\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        guard access(url.path, R_OK) != 0 else {
            throw XCTSkip("running as root (uid \(getuid())): chmod 000 does not stop root from reading, so this case cannot be made here; testUnreadableFile covers the unreadable path with /proc/self/mem")
        }
        let result = Extraction.run(.init(paths: [folder.path], jobs: 1))
        XCTAssertEqual(result.diagnostics.map(\.id), ["docgen.extract.unreadable"])
        XCTAssertEqual(result.diagnostics.first?.message, "file cannot be read: Permission denied")
    }

    func testSymlinkLoops() throws {
        let run = try HostileRun.run { folder in
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("a.md").path, withDestinationPath: "b.md")
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("b.md").path, withDestinationPath: "a.md")
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("self.md").path, withDestinationPath: "self.md")
            try manager.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("sub/up").path, withDestinationPath: "..")
        }
        defer { run.remove() }
        for name in ["a.md", "b.md", "self.md"] {
            assertHostile(run, file: name, id: "docgen.extract.symlink-loop", severity: .warning, page: false)
        }
        assertHostile(run, file: "sub/up", id: "docgen.extract.symlink-loop", page: false)
        XCTAssertEqual(run.result.pages.count, HostileRun.goodFiles.count, "the folder is not read twice through sub/up")
    }

    func testSymlinkLoopGivenAsArgument() throws {
        let folder = HostileRun.temporaryFolder("loop-argument")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("loop.md").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.md")
        let result = Extraction.run(.init(paths: [loop, try TestPaths.seed("000").path], jobs: 1))
        XCTAssertEqual(result.diagnostics.map(\.id), ["docgen.extract.symlink-loop"])
        XCTAssertEqual(result.diagnostics.first?.file, loop)
        XCTAssertEqual(result.pages.count, 1)
    }

    func testNamedPipeIsNotOpened() throws {
        let run = try HostileRun.run { folder in
            XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.md").path, 0o644), 0)
        }
        defer { run.remove() }
        assertHostile(run, file: "pipe.md", id: "docgen.extract.not-regular-file", severity: .warning, page: false)
    }

    func testPathsWithSpacesAndNonASCIINames() throws {
        let fixture = "with space ünïcødé 焦点.md"
        let nested = "dir with space/子目录/页面 one.md"
        let run = try HostileRun.run { folder in
            try FileManager.default.copyItem(at: HostileRun.fixtures.appendingPathComponent(fixture), to: folder.appendingPathComponent(fixture))
            let url = folder.appendingPathComponent(nested)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# 页面 one\n\nA view that keeps focus.\n".utf8).write(to: url)
        }
        defer { run.remove() }
        for name in [fixture, nested] {
            let page = try XCTUnwrap(run.page(from: name), "source paths are kept exactly")
            XCTAssertEqual(run.diagnostics(about: name), [], "valid input, nothing to report")
            XCTAssertEqual(page.id, String(name.dropLast(3)))
        }
        XCTAssertEqual(run.goodPages, HostileRun.baseline)
        let out = HostileRun.temporaryFolder("model")
        defer { try? FileManager.default.removeItem(at: out) }
        let index = try ModelWriter.write(run.result, to: out.path)
        let files = index.pages.filter { [fixture, nested].contains($0.source) }.map(\.file)
        XCTAssertEqual(files.sorted(), ["pages/dirwithspace.one.json", "pages/withspacencd.json"], "file names keep ASCII letters only")
        for file in files {
            XCTAssertTrue(file.hasPrefix("pages/") && !file.dropFirst(6).contains("/"), file)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), file)
        }
    }

    // MARK: Titles and origins

    func testTitleThatIsAPath() throws {
        let run = try HostileRun.fixture("title-path.md")
        defer { run.remove() }
        let page = try XCTUnwrap(run.page(from: "title-path.md"))
        XCTAssertEqual(page.symbol.title.en, "../../x", "kept verbatim")
        XCTAssertEqual(page.id, "title-path", "ids come from origins or paths, never from titles")
        XCTAssertEqual(run.diagnostics(about: "title-path.md"), [], "nothing is made from the title that could climb")
        XCTAssertEqual(run.goodPages, HostileRun.baseline)
    }

    func testTitlesWithCodeAndMarkupPayloadsAreKeptVerbatim() throws {
        let expected = [
            "title-triple-quote.md": "Title with \"\"\" triple quotes",
            "title-interpolation.md": "Title with \\(exit(1)) interpolation",
            "title-hash.md": "# Title with #hash and #\"raw\"#",
            "title-comment-close.md": "Title with */ comment close",
            "title-endif.md": "#endif",
            "title-script.md": "Title with </script><script>alert(1)</script>",
        ]
        for (name, title) in expected.sorted(by: { $0.key < $1.key }) {
            let run = try HostileRun.fixture(name)
            defer { run.remove() }
            let page = try XCTUnwrap(run.page(from: name), name)
            XCTAssertEqual(page.symbol.title.en, title, name)
            XCTAssertEqual(page.id, String(name.dropLast(3)), name)
            XCTAssertEqual(run.diagnostics(about: name), [], "\(name): the payload is text; generate and report escape it")
            XCTAssertEqual(run.goodPages, HostileRun.baseline, name)
        }
    }

    func testTitleWithRightToLeftOverride() throws {
        let run = try HostileRun.fixture("title-rtl-override.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "title-rtl-override.md", id: "docgen.extract.bidi-control", line: 1,
                                 severity: .warning, page: true)
        XCTAssertEqual(page?.symbol.title.en, "Title with \u{202E}RTL override\u{202C} and \u{2066}isolate\u{2069}", "kept, not stripped")
    }

    func testHundredKilobyteTitle() throws {
        let run = try HostileRun.fixture("title-100kb.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "title-100kb.md", id: "docgen.extract.title-too-long", line: 1, page: true)
        XCTAssertGreaterThan(page?.symbol.title.en?.utf8.count ?? 0, 100_000, "kept whole")
    }

    func testJavaScriptOriginURL() throws {
        let run = try HostileRun.fixture("javascript-origin.md")
        defer { run.remove() }
        let page = assertHostile(run, file: "javascript-origin.md", id: "docgen.extract.origin-not-http", severity: .warning, page: true)
        XCTAssertEqual(page?.id, "javascript-origin", "a javascript: URL does not name the page")
        XCTAssertEqual(page?.source.originURL, "javascript:alert(document.cookie)//documentation/../../x", "kept verbatim")
    }

    func testDotSegmentsInHTTPOriginsDoNotReachTheId() throws {
        let run = try HostileRun.run { folder in
            try Data("---\ntitle: Dots\nsource: https://developer.apple.com/documentation/../../etc/./passwd\n---\n\n# Dots\n\nText.\n".utf8)
                .write(to: folder.appendingPathComponent("dots.md"))
        }
        defer { run.remove() }
        XCTAssertEqual(run.page(from: "dots.md")?.id, "etc/passwd")
    }

    // MARK: All at once

    /// Every committed fixture in one run, with expected diagnostics; the model is byte-identical
    /// for one and two jobs and for files given in reverse order.
    func testEveryHostileFixtureInOneRunIsDeterministic() throws {
        let expected: [String: String?] = [
            "empty.md": "docgen.extract.empty-input", "random-binary.md": "docgen.extract.binary-input",
            "truncated-front-matter.md": "docgen.extract.front-matter-unterminated",
            "unterminated-fence.md": "docgen.extract.fence-unterminated", "utf8-bom.md": "docgen.extract.bom-removed",
            "utf16le-bom.md": "docgen.extract.utf16-decoded", "utf16be-bom.md": "docgen.extract.utf16-decoded",
            "latin1-meta-charset.html": "docgen.extract.charset-declared", "cp1252-mojibake.md": "docgen.extract.mojibake-repaired",
            "nul-bytes.md": "docgen.extract.nul-removed", "crlf.md": "docgen.extract.line-endings-normalized",
            "lone-cr.md": "docgen.extract.line-endings-normalized", "title-rtl-override.md": "docgen.extract.bidi-control",
            "title-100kb.md": "docgen.extract.title-too-long", "javascript-origin.md": "docgen.extract.origin-not-http",
            "title-path.md": nil, "title-triple-quote.md": nil, "title-interpolation.md": nil, "title-hash.md": nil,
            "title-comment-close.md": nil, "title-endif.md": nil, "title-script.md": nil, "with space ünïcødé 焦点.md": nil,
        ]
        let names = try FileManager.default.contentsOfDirectory(atPath: HostileRun.fixtures.path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(Set(names), Set(expected.keys), "every fixture has an expectation")
        let run = try HostileRun.run(jobs: 1) { folder in
            for name in names {
                try FileManager.default.copyItem(at: HostileRun.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
        }
        defer { run.remove() }
        for (name, id) in expected {
            let ids = run.diagnostics(about: name).map(\.id)
            if let id { XCTAssertTrue(ids.contains(id), "\(name): \(ids)") } else { XCTAssertEqual(ids, [], name) }
        }
        XCTAssertEqual(run.goodPages, HostileRun.baseline)

        let files = try FileManager.default.contentsOfDirectory(atPath: run.folder.path).sorted().map { run.folder.appendingPathComponent($0).path }
        let serial = try modelBytes(Extraction.run(.init(paths: files, jobs: 1)))
        let parallel = try modelBytes(Extraction.run(.init(paths: files.reversed(), jobs: 2)))
        let folder = try modelBytes(run.result)
        XCTAssertEqual(serial.keys.sorted(), parallel.keys.sorted())
        XCTAssertEqual(serial, parallel, "jobs and argument order change nothing")
        XCTAssertEqual(serial, folder, "a folder and its files give the same model")
    }

    private func modelBytes(_ result: Extraction.Result) throws -> [String: Data] {
        let out = HostileRun.temporaryFolder("bytes")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try ModelWriter.write(result, to: out.path)
        var files: [String: Data] = [:]
        for name in FileManager.default.subpaths(atPath: out.path) ?? [] {
            var isDirectory: ObjCBool = false
            let url = out.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
