import DocExtract
import DocModel
import Foundation
import XCTest

/// Temporary folders holding models extracted from (edited copies of) the bundled corpus.
struct DiffFixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-diff-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// The package's `corpus/pages`.
    static var bundledPages: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("corpus/pages")
    }

    static var templates: URL {
        bundledPages.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates")
    }

    /// A copy of the bundled pages under `name`, with `edit` applied to the file at `relativePath`.
    func pages(_ name: String, editing relativePath: String? = nil, _ edit: (String) -> String = { $0 }) throws -> URL {
        let copy = root.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.bundledPages, to: copy)
        if let relativePath {
            let file = copy.appendingPathComponent(relativePath)
            let text = try String(contentsOf: file, encoding: .utf8)
            let edited = edit(text)
            XCTAssertNotEqual(edited, text, "the edit changed nothing in \(relativePath)")
            try Data(edited.utf8).write(to: file)
        }
        return copy
    }

    /// The model of `pages`, written to `<name>-model`.
    func model(of pages: URL, _ name: String) throws -> URL {
        let out = root.appendingPathComponent(name + "-model")
        _ = try ModelWriter.write(Extraction.run(.init(paths: [pages.path], jobs: 2)), to: out.path)
        return out
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
