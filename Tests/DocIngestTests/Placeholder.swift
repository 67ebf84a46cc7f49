import XCTest
final class DocIngestTestsPlaceholder: XCTestCase { func testNothing() {} }
