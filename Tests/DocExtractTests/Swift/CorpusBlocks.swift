import Foundation

/// ```swift blocks of the markdown pages under a folder, found by a simple line scan.
enum CorpusBlocks {
    struct Block {
        var path: String
        var firstLine: Int
        var code: String
    }

    static func collect(under root: URL) throws -> [Block] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        var blocks: [Block] = []
        for case let url as URL in enumerator where url.pathExtension == "md" {
            let text = try String(contentsOf: url, encoding: .utf8)
            if let block = firstSwiftBlock(in: text) {
                let relative = String(url.path.dropFirst(root.path.count + 1))
                blocks.append(Block(path: relative, firstLine: block.firstLine, code: block.code))
            }
        }
        return blocks.sorted { $0.path < $1.path }
    }

    /// Every ```swift block after the first of each page: the pages' example listings.
    static func collectExamples(under root: URL) throws -> [Block] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        var blocks: [Block] = []
        for case let url as URL in enumerator where url.pathExtension == "md" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let found = swiftBlocks(in: try String(contentsOf: url, encoding: .utf8))
            blocks += found.dropFirst().map { Block(path: relative, firstLine: $0.firstLine, code: $0.code) }
        }
        return blocks.sorted { ($0.path, $0.firstLine) < ($1.path, $1.firstLine) }
    }

    /// All ```swift blocks of a page, in order.
    static func swiftBlocks(in text: String) -> [(firstLine: Int, code: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [(firstLine: Int, code: String)] = []
        var open: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let start = open {
                if trimmed.hasPrefix("```") {
                    blocks.append((start + 2, lines[(start + 1)..<index].joined(separator: "\n")))
                    open = nil
                }
            } else if trimmed == "```swift" {
                open = index
            }
        }
        return blocks
    }

    static func firstSwiftBlock(in text: String) -> (firstLine: Int, code: String)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```swift" })
        else { return nil }
        guard let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") })
        else { return nil }
        return (open + 2, lines[(open + 1)..<close].joined(separator: "\n"))
    }
}
