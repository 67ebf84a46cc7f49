import DocModel
import Foundation

/// What a crawler adds to or drops from a page rather than what the documentation says, read
/// from `Phrasebooks/crawl-furniture.json` (its `_policy` says what each list means). A sentence
/// only one crawl of a page has is a crawl defect when it matches (docs/diff.md, "Classes").
public struct CrawlFurniture: Decodable, Sendable, Hashable {
    /// The phrases of one language.
    public struct Phrases: Decodable, Sendable, Hashable {
        /// Whole sentences that are the site's furniture (a video player's label, a badge).
        public var chromeSentences: [String] = []
        /// Sentence openings that are furniture (a video's description, its play button).
        public var chromePrefixes: [String] = []
        /// Furniture that marks its block as a media block, whose other sentences are a caption.
        public var mediaMarkers: [String] = []
        /// Openings of lines the renderer generates (DocC's `Available when …` line).
        public var generatedLinePrefixes: [String] = []

        public init(chromeSentences: [String] = [], chromePrefixes: [String] = [], mediaMarkers: [String] = [],
                    generatedLinePrefixes: [String] = []) {
            self.chromeSentences = chromeSentences
            self.chromePrefixes = chromePrefixes
            self.mediaMarkers = mediaMarkers
            self.generatedLinePrefixes = generatedLinePrefixes
        }
    }

    /// Language code (`en`, `zh-Hans`) → its phrases.
    public var languages: [String: Phrases]

    public init(languages: [String: Phrases]) {
        self.languages = languages
    }

    /// The bundled phrasebook; an empty one if the resource is missing (a test checks it is not).
    public static let standard: CrawlFurniture = (try? bundled()) ?? CrawlFurniture(languages: [:])

    /// Decodes `Phrasebooks/crawl-furniture.json` from the module's resources.
    public static func bundled() throws -> CrawlFurniture {
        guard let url = Bundle.module.url(forResource: "crawl-furniture", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw DiffInputError("phrasebook-missing", file: "Phrasebooks/crawl-furniture.json", "the crawl-furniture phrasebook is not bundled")
        }
        return try JSONDecoder().decode(CrawlFurniture.self, from: Data(contentsOf: url))
    }

    /// The chrome the sentence is (`“Video with custom controls.”`, `“Play…”`), if it is chrome.
    func chrome(_ sentence: String, _ language: Language) -> String? {
        let text = sentence.trimmingCharacters(in: .whitespaces)
        guard let phrases = languages[language.rawValue] else { return nil }
        if phrases.chromeSentences.contains(text) { return "“\(text)”" }
        return phrases.chromePrefixes.first { text.hasPrefix($0) }.map { "“\($0.trimmingCharacters(in: .whitespaces))…”" }
    }

    /// The media marker a block's text holds, if it is a media block.
    func mediaMarker(inBlock text: String, _ language: Language) -> String? {
        languages[language.rawValue]?.mediaMarkers.first { text.contains($0) }
    }

    /// The generated-line opening the sentence starts with, if any.
    func generatedLine(_ sentence: String, _ language: Language) -> String? {
        let text = sentence.trimmingCharacters(in: .whitespaces)
        return languages[language.rawValue]?.generatedLinePrefixes.first { text.hasPrefix($0) }
    }
}
