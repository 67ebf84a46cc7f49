import DocModel

/// Writes `index.json` entry by entry, so a large index is never a JSON tree in memory.
///
/// The index is encoded once with its `pages` and `diagnostics` arrays empty (the skeleton, with
/// every other field as `ModelJSON` writes it); the entries are then encoded one at a time and
/// spliced in where the empty arrays stand, formatted as `JSONPrinter` formats array elements.
/// The bytes equal `ModelJSON.bytes(index)`.
enum IndexJSON {
    /// Calls `output` with successive chunks of the index's JSON.
    static func write(_ index: ModelIndex, to output: ([UInt8]) throws -> Void) throws {
        var skeleton = index
        skeleton.pages = []
        skeleton.diagnostics = []
        let bytes = try ModelJSON.bytes(skeleton)
        var arrays: [(start: Int, end: Int, elements: ArrayElements)] = []
        for (key, elements) in [("diagnostics", ArrayElements.diagnostics(index.diagnostics)), ("pages", .pages(index.pages))] {
            let marker = Array("\n  \"\(key)\" : [\n\n  ]".utf8)
            guard let start = SimpleText.firstByteOffset(of: marker, in: bytes, from: 0) else { return try output(ModelJSON.bytes(index)) }
            // Keep `\n  "key" : [`; replace `\n\n  ]` when there are elements.
            arrays.append((start + marker.count - 5, start + marker.count, elements))
        }
        arrays.sort { $0.start < $1.start }
        var copied = 0
        for array in arrays where array.elements.count > 0 {
            try output(Array(bytes[copied..<array.start]))
            try writeElements(array.elements, to: output)
            copied = array.end
        }
        try output(Array(bytes[copied...]))
    }

    /// The two arrays the index holds.
    enum ArrayElements {
        case diagnostics([Diagnostic])
        case pages([ModelIndex.Entry])

        var count: Int {
            switch self {
            case .diagnostics(let values): values.count
            case .pages(let values): values.count
            }
        }
    }

    /// `\n    element,\n    element … \n  ]`, in chunks of about a megabyte; each element
    /// written by `PageRecordJSON` (`IndexJSONTests` compares the result with `ModelJSON.bytes`).
    private static func writeElements(_ elements: ArrayElements, to output: ([UInt8]) throws -> Void) throws {
        var writer = PageRecordJSON(level: 2, capacity: (1 << 20) + (1 << 16))
        let firstSeparator = Array("\n    ".utf8), separator = Array(",\n    ".utf8)
        func flushIfFull() throws {
            if writer.byteCount > 1 << 20 {
                try output(writer.bytes)
                writer.removeAllBytes()
            }
        }
        switch elements {
        case .diagnostics(let values):
            for (offset, value) in values.enumerated() {
                writer.appendRaw(offset == 0 ? firstSeparator : separator)
                writer.write(value)
                try flushIfFull()
            }
        case .pages(let values):
            for (offset, value) in values.enumerated() {
                writer.appendRaw(offset == 0 ? firstSeparator : separator)
                writer.write(value)
                try flushIfFull()
            }
        }
        writer.appendRaw(Array("\n  ]".utf8))
        try output(writer.bytes)
    }
}
