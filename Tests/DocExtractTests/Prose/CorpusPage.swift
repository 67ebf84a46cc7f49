import Foundation

/// The parts of a sosumi corpus page the coverage tests look at, read with a minimal scanner.
struct CorpusPage {
    struct HeadingSection {
        var heading: String
        var hasLinkList = false
        var hasProse = false
    }

    var path: String
    /// The bold line before the title (`**Instance Method**`), without its asterisks.
    var roleLine: String?
    var availabilityLine: String?
    var sections: [HeadingSection] = []

    static func all(under root: URL) -> [CorpusPage] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var pages: [CorpusPage] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "md", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            pages.append(CorpusPage(path: url.path.replacingOccurrences(of: root.path + "/", with: ""), text: text))
        }
        return pages.sorted { $0.path < $1.path }
    }

    init(path: String, text: String) {
        self.path = path
        var inFence = false
        var titleSeen = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inFence.toggle()
                if sectionOpen, !sections.isEmpty { sections[sections.count - 1].hasProse = true }
                continue
            }
            if inFence { continue }
            if line.hasPrefix("# ") { titleSeen = true }
            if line.hasPrefix("**Available on:**") { availabilityLine = line }
            if !titleSeen, line.hasPrefix("**"), line.hasSuffix("**"), !line.hasSuffix(":**"), line.count > 4 {
                roleLine = String(line.dropFirst(2).dropLast(2))
            }
            scanSection(line)
        }
    }

    private var sectionOpen = false

    private mutating func scanSection(_ line: String) {
        if line.hasPrefix("## ") {
            sections.append(HeadingSection(heading: String(line.dropFirst(3))))
            sectionOpen = true
        } else if line.trimmingCharacters(in: .whitespaces) == "---" {
            sectionOpen = false
        } else if sectionOpen, !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasPrefix("#") {
            // Sub-headings (`### App features`) group items; they are neither list nor prose.
            if line.hasPrefix("- [") { sections[sections.count - 1].hasLinkList = true } else { sections[sections.count - 1].hasProse = true }
        }
    }
}
