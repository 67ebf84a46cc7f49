import DocModel
import Foundation

/// Writes the model folder: `pages/<name>.json` per page and `index.json`.
///
/// Output is byte-identical for the same input: sorted keys, pages sorted by id, file names
/// derived from ids (sanitised, collision-free), atomic writes.
public enum ModelWriter {
    /// Writes every page of `result` and the index (`StreamedExtraction` writes the same bytes
    /// without holding the pages).
    public static func write(_ result: Extraction.Result, to directory: String) throws -> ModelIndex {
        let manager = FileManager.default
        let pagesDirectory = (directory as NSString).appendingPathComponent("pages")
        try manager.createDirectory(atPath: pagesDirectory, withIntermediateDirectories: true)
        let encoder = JSONEncoder.docgen
        var usedNames = Set<String>()
        var entries: [ModelIndex.Entry] = []
        for page in result.pages {
            let name = FileNaming.uniqueName(for: page.id, extension: "json", used: &usedNames)
            try encoder.encode(page).write(to: URL(fileURLWithPath: (pagesDirectory as NSString).appendingPathComponent(name)), options: .atomic)
            entries.append(entry(for: page, file: "pages/\(name)"))
        }
        let index = ModelIndex(pages: entries, diagnostics: result.diagnostics)
        try encoder.encode(index).write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent("index.json")), options: .atomic)
        return index
    }

    /// The index line of `page`, whose JSON is at `file` (relative to the model folder).
    static func entry(for page: PageRecord, file: String) -> ModelIndex.Entry {
        ModelIndex.Entry(
            id: page.id, file: file, source: page.source.path, symbol: page.symbol.name,
            kind: page.symbol.kind, format: page.source.format, languages: page.source.languages,
            examples: page.examples.count, claims: page.claims.count, diagnostics: page.diagnostics.count)
    }
}

extension JSONEncoder {
    /// The encoder for every JSON file docgen writes: pretty, sorted keys, unescaped slashes.
    public static var docgen: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// File names derived from page ids: safe on every file system, never a path, never clashing.
public enum FileNaming {
    /// `swiftui/view/focused(_:)` → `swiftui.view.focused(_).json`; a second identical name gets `-2`.
    /// Names are compared lower-cased (`used` holds them so), as file systems that ignore case would.
    public static func uniqueName(for id: String, extension ext: String, used: inout Set<String>) -> String {
        uniqueNameNotingClash(for: id, extension: ext, used: &used).name
    }

    /// `uniqueName(for:extension:used:)`, and whether a clash gave the id a name other than its own.
    static func uniqueNameNotingClash(for id: String, extension ext: String, used: inout Set<String>) -> (name: String, clashed: Bool) {
        let base = sanitize(id)
        var candidate = base + "." + ext
        var counter = 2
        while !used.insert(lowercasedName(candidate)).inserted {
            candidate = base + "-" + String(counter) + "." + ext
            counter += 1
        }
        return (candidate, counter > 2)
    }

    /// `name.lowercased()`: byte by byte for ASCII (what `sanitize` gives), else `lowercased()`.
    static func lowercasedName(_ name: String) -> String {
        var utf8 = name
        return utf8.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return name.lowercased() }
            guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return name }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for index in bytes.indices {
                    let byte = bytes[index]
                    buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                }
                return bytes.count
            }
        }
    }

    /// Keeps letters, digits, `_ - ( )`; `/` becomes `.`; everything else is dropped; length capped.
    /// Every kept character is ASCII and no byte of a non-ASCII scalar is, so this works on the
    /// UTF-8 bytes (`FileNamingTests` compares it with the scalar-by-scalar original).
    public static func sanitize(_ id: String) -> String {
        var id = id
        return id.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { out in
                var count = 0
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                         UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "~"):
                        out[count] = byte
                        count += 1
                    case UInt8(ascii: "/"), UInt8(ascii: "."):
                        if count > 0, out[count - 1] != UInt8(ascii: ".") {
                            out[count] = UInt8(ascii: ".")
                            count += 1
                        }
                    default:
                        break
                    }
                }
                var start = 0, end = count
                while start < end, out[start] == UInt8(ascii: ".") || out[start] == UInt8(ascii: "-") { start += 1 }
                while end > start, out[end - 1] == UInt8(ascii: ".") { end -= 1 }
                end = min(end, start + 120)
                return start == end ? "page" : String(decoding: UnsafeBufferPointer(rebasing: out[start..<end]), as: UTF8.self)
            }
        }
    }
}
