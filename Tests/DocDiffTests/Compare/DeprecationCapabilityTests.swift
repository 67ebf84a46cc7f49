@testable import DocDiff
import DocModel
import XCTest

/// A deprecation only one crawl shows: a crawl that states no deprecation on any of its pages
/// (sosumi) cannot show one, so the difference is its loss; where it does state deprecations
/// elsewhere, a newly deprecated symbol is a real change.
final class DeprecationCapabilityTests: XCTestCase {
    private func page(_ id: String, _ availability: [Availability]) throws -> PageRecord {
        var record = try SmallPages.page("Body text of the page.")
        record.id = id
        record.availability = availability
        record.contentHash = "\(id) \(availability.map(PartComparer.describe))"
        return record
    }

    private let current = [Availability(platform: "iOS", introduced: "14.0"), Availability(platform: "macOS", introduced: "11.0")]
    private let deprecated = [Availability(platform: "iOS", introduced: "14.0", deprecated: "26.2"),
                              Availability(platform: "macOS", introduced: "11.0", deprecated: "26.2")]

    private func availabilityChange(_ diff: ModelDiff) throws -> Change {
        try XCTUnwrap(diff.pages.flatMap(\.changes).first { $0.kind == .availabilityChanged }, "\(diff.pages)")
    }

    func testADeprecationTheOldCrawlCouldNotShowIsItsCrawlerLoss() throws {
        let diff = DocDiffer.compare(old: [try page("a", current), try page("b", current)], new: [try page("a", deprecated), try page("b", current)],
                                     oldPath: "old", newPath: "new")
        let change = try availabilityChange(diff)
        XCTAssertEqual(change.class, .crawlerLoss)
        XCTAssertEqual(change.lossSide, .old)
        XCTAssertTrue(change.reason.contains("states a deprecation on none of its pages"), change.reason)
    }

    func testADeprecationWhereTheOldCrawlShowsDeprecationsIsARealChange() throws {
        let diff = DocDiffer.compare(old: [try page("a", current), try page("b", deprecated)], new: [try page("a", deprecated), try page("b", deprecated)],
                                     oldPath: "old", newPath: "new")
        XCTAssertEqual(try availabilityChange(diff).class, .realChange)
    }

    func testAnotherIntroductionVersionStaysARealChange() throws {
        let later = [Availability(platform: "iOS", introduced: "15.0", deprecated: "26.2"),
                     Availability(platform: "macOS", introduced: "11.0", deprecated: "26.2")]
        let diff = DocDiffer.compare(old: [try page("a", current)], new: [try page("a", later)], oldPath: "old", newPath: "new")
        XCTAssertEqual(try availabilityChange(diff).class, .realChange)
    }
}
