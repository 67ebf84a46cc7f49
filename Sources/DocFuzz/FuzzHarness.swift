import DocExtract
import DocModel
import Foundation

/// One fuzz input through the whole extract path: bytes → decoded text → trees → `PageRecord`
/// → model JSON, with the invariants the rest of docgen relies on checked.
///
/// Without a prefix the input is read as `fuzz.md` and format detection picks the reader (HTML is
/// detected from `<!doctype html` or `<html`). A first byte 0x01…0x08 forces one of the eight
/// formats (`DocFormat.allCases` order) on the rest, so the fuzzer reaches every reader from any seed by inserting one byte.
/// One extraction per input: throughput matters more than reading each input every way.
enum FuzzHarness {
    static let forcedFormats: [DocFormat] = DocFormat.allCases

    static func run(_ input: [UInt8]) {
        if let first = input.first, first >= 1, Int(first) <= forcedFormats.count {
            let format = forcedFormats[Int(first) - 1]
            check(PageExtractor.extract(bytes: Array(input.dropFirst()), relativePath: "fuzz.txt", format: format), file: "fuzz.txt")
            return
        }
        check(PageExtractor.extract(bytes: input, relativePath: "fuzz.md"), file: "fuzz.md")
    }

    /// Invariants: a page or a diagnostic, never neither; diagnostics name the file; the page
    /// encodes to JSON, and the model writer's encoder gives Foundation's bytes exactly; its file
    /// name stays one plain name inside `pages/`.
    private static func check(_ outcome: PageExtractor.Outcome, file: String) {
        guard !outcome.pages.isEmpty else {
            precondition(!outcome.diagnostics.isEmpty, "no page and no diagnostic")
            precondition(outcome.diagnostics.allSatisfy { $0.file == file }, "diagnostic names another file")
            return
        }
        for page in outcome.pages { check(page, file: file) }
    }

    /// The invariants of one page (a file's only page, or a member of a joined file).
    private static func check(_ page: PageRecord, file: String) {
        precondition(page.source.path == file)
        precondition(page.diagnostics.allSatisfy { $0.file == file && ($0.line ?? 1) >= 0 }, "diagnostic names another file")
        precondition(!page.id.isEmpty, "empty page id")
        var used = Set<String>()
        let name = FileNaming.uniqueName(for: page.id, extension: "json", used: &used)
        precondition(!name.contains("/") && !name.hasPrefix(".") && name.utf8.count <= 255, "unsafe file name \(name)")
        // The model writer's encoder (ModelJSON: the direct page writer) must give exactly Foundation's bytes.
        let fast = ModelJSON.encode(page)
        let foundation: Data
        do {
            foundation = try JSONEncoder.docgen.encode(page)
        } catch {
            preconditionFailure("page does not encode: \(error)")
        }
        precondition(fast == foundation, "ModelJSON differs from JSONEncoder.docgen")
    }
}
