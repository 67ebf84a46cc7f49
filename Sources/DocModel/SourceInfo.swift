/// The dump formats docgen reads.
public enum DocFormat: String, Codable, Sendable, Hashable, CaseIterable {
    /// sosumi.ai markdown: YAML front matter, navigation and role lines, `> summary`.
    case sosumi
    /// A crawl file with a zh-Hans block followed by an English block.
    case bilingualCrawl = "bilingual-crawl"
    /// A best-practice rule document with Incorrect/Correct examples.
    case ruleDocument = "rule-document"
    /// Plain text scraped from a rendered page (no markup).
    case scrapedText = "scraped-text"
    /// A saved DocC-rendered HTML page from Apple's site.
    case doccHTML = "docc-html"
    /// Plain HTML (headings, paragraphs, pre/code, lists).
    case plainHTML = "plain-html"
    /// Any other markdown, read leniently.
    case markdown
    /// A DocC RenderNode JSON file (a page of a `.doccarchive`'s `data/documentation/`). Last, so
    /// the fuzz harness's format bytes (`allCases` order) keep their meaning.
    case doccRenderNode = "docc-render-node"
}

/// Where a page came from and how it was read.
public struct SourceInfo: Codable, Sendable, Hashable {
    /// Path of the file relative to the input argument it was found under.
    public var path: String
    /// The page's origin URL as recorded in the dump, if any (not necessarily http/https).
    public var originURL: String?
    /// The crawl or fetch time as recorded in the dump, verbatim.
    public var crawledAt: String?
    /// The detected (or forced) format.
    public var format: DocFormat
    /// Languages present on the page, in canonical order.
    public var languages: [Language]
    /// The text encoding the bytes were decoded from (`utf-8`, `utf-16le`, `windows-1252`, …).
    public var encoding: String

    public init(path: String, originURL: String? = nil, crawledAt: String? = nil,
                format: DocFormat, languages: [Language], encoding: String = "utf-8") {
        self.path = path
        self.originURL = originURL
        self.crawledAt = crawledAt
        self.format = format
        self.languages = languages
        self.encoding = encoding
    }
}
