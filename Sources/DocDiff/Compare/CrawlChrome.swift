/// Text a page-rendering crawler picks up from the page's furniture (video players, badges)
/// rather than its documentation: a sentence of it present on one side only is a crawl defect
/// of that side. Seen in the 2025-12 zh-Hans crawl of the SwiftUI reference (docs/diff-audit.md).
enum CrawlChrome {
    /// Whole sentences that are furniture.
    static let sentences: Set<String> = ["Video with custom controls.", "Required", "Required.", "Beta", "Deprecated"]
    /// Sentence openings that are furniture (a video's description, its play button).
    static let prefixes = ["Content description:", "Play "]

    /// The chrome the sentence is, if it is chrome.
    static func match(_ sentence: String) -> String? {
        let text = sentence.trimmingCharacters(in: .whitespaces)
        if sentences.contains(text) { return "“\(text)”" }
        return prefixes.first { text.hasPrefix($0) }.map { "“\($0.trimmingCharacters(in: .whitespaces))…”" }
    }
}
