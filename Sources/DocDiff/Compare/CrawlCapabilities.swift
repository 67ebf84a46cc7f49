import DocModel

/// What each crawl can show at all, read from every page of its model: a crawl whose pages state
/// no deprecation anywhere (the sosumi dump renders availability without `Deprecated`) cannot tell
/// a deprecated symbol from a current one, so a deprecation only the other crawl shows is that
/// crawl's loss, not a change of the documentation.
struct CrawlCapabilities: Sendable, Hashable {
    var oldStatesDeprecation = true
    var newStatesDeprecation = true

    init() {}

    init(old: [PageRecord], new: [PageRecord]) {
        oldStatesDeprecation = Self.statesDeprecation(old)
        newStatesDeprecation = Self.statesDeprecation(new)
    }

    private static func statesDeprecation(_ pages: [PageRecord]) -> Bool {
        pages.contains { page in page.availability.contains { $0.deprecated != nil } }
    }
}
