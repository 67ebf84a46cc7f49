import DocModel
import Foundation

/// The language-specific vocabulary of extraction, loaded from `Phrasebooks/<language>.json`.
///
/// Everything a page's wording decides — which heading names which section, which role line
/// names which symbol kind, which words make a sentence normative — lives in the JSON data,
/// not in code. A phrasebook is decoded once per language and shared.
public struct Phrasebook: Codable, Sendable, Hashable {
    /// A phrase and the normalised kind (raw value) it stands for.
    public struct Entry: Codable, Sendable, Hashable {
        public var text: String
        public var kind: String
    }

    /// A code-listing label and the role it gives the listing.
    public struct ExampleLabel: Codable, Sendable, Hashable {
        public var text: String
        public var role: CodeExample.Role
    }

    /// Words that introduce or qualify an availability list.
    public struct AvailabilityWords: Codable, Sendable, Hashable {
        public var labels: [String]
        /// Headings whose body is the availability list or badges (`## Platforms`), not a section.
        public var headings: [String]
        public var deprecated: [String]
        public var beta: [String]
        /// Words that join platforms in an availability line (`和`); a crawler's, not Apple's.
        public var conjunctions: [String] = []
    }

    /// Text the publishing site adds around the documentation, to be dropped.
    public struct Chrome: Codable, Sendable, Hashable {
        public var exactLines: [String]
        public var prefixes: [String]
        public var contains: [String]
        /// First words of a breadcrumb the scraper ran together (`TechnologiesSwiftUIAccessibility`).
        public var breadcrumbRoots: [String]
        /// Markers the site appends to a content line (`✓ renders`); removed, the rest kept.
        public var trailingMarkers: [String]
        /// Texts of a link that points at the page's origin (`*[View on Apple Developer](URL)*`).
        public var originLinks: [String] = []
        /// First-line prefixes of a full-page crawl that name its origin (`Source: URL`).
        public var sourceLinePrefixes: [String] = []
        /// A line that ends the site's navigation (`Navigator is ready`): everything above it is chrome.
        public var navigationEnds: [String] = []
        /// Line prefixes that start the site's footer (`Current page is …`): it and everything below is chrome.
        public var footerStarts: [String] = []
        /// What a rendered page's title carries after the symbol name (` | Apple Developer
        /// Documentation`): dropped from the title.
        public var titleSuffixes: [String] = []
    }

    /// Sentence-boundary vocabulary.
    public struct SentenceWords: Codable, Sendable, Hashable {
        public var terminators: [String]
        /// Abbreviations whose final period never ends a sentence (`e.g.`).
        public var abbreviations: [String]
    }

    /// Header field names of the bilingual crawl (`来源：URL`, `抓取时间：…`; `source:`, `crawled:`).
    /// A block whose header names a field in a language's words is in that language.
    public struct CrawlHeaderWords: Codable, Sendable, Hashable {
        /// Names of the origin-URL field.
        public var source: [String]
        /// Names of the crawl-time field.
        public var crawled: [String]
    }

    /// Cue phrases that decide whether, and how strongly, a sentence is normative.
    public struct Cues: Codable, Sendable, Hashable {
        public var must: [String]
        public var should: [String]
        public var may: [String]
        /// Sentence openings that make a usage imperative (`Use `), read as SHOULD.
        public var shouldPrefixes: [String]
        /// Present-tense behaviour wording (`sets`, `会`), read as MUST in narrative prose.
        public var declarative: [String]
        /// Subjects (`SwiftUI`, `this modifier`) that, followed by a third-person verb, state behaviour (MUST).
        public var declarativeSubjects: [String]
        public var nonNormative: [String]
        public var nonNormativePrefixes: [String]
        /// Sentence endings that introduce a listing (`:`), making the sentence example narration.
        public var nonNormativeEndings: [String]
        /// Words opening a subordinate clause (`that`, `whether`, `是否`); a SHOULD or MAY cue after
        /// one, in the same clause, describes rather than prescribes and does not count.
        public var subordinators: [String]
        /// Words that contain a cue phrase without being that cue (`从不同` 'from different' holds
        /// `从不` 'never'; `应用` 'app, apply' holds `应` 'should'; `not required` holds `required`).
        /// A cue occurrence that overlaps one of them does not count, for any cue list.
        public var notCues: [String]
    }

    /// What counts as a claim; documentation carried in the data file.
    public var policy: String
    /// What counts as page chrome; documentation carried in the data file.
    public var chromePolicy: String
    public var language: Language
    public var sectionHeadings: [Entry]
    /// Headings DocC generates for topic groups (`Instance Methods`): sections of kind `.topics`.
    public var topicGroupHeadings: [String]
    public var roles: [Entry]
    /// Platform names as Apple spells them.
    public var platforms: [String]
    public var availability: AvailabilityWords
    public var exampleLabels: [ExampleLabel]
    public var chrome: Chrome
    public var sentence: SentenceWords
    public var crawlHeader: CrawlHeaderWords
    public var cues: Cues
    /// Normalised lookup tables, built on first use (not part of the data).
    let lookup = PhrasebookLookupCache()

    enum CodingKeys: String, CodingKey {
        case policy = "_policy", chromePolicy = "_chromePolicy", language, sectionHeadings, topicGroupHeadings
        case roles, platforms, availability, exampleLabels, chrome, sentence, crawlHeader, cues
    }
}
