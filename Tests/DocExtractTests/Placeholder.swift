import XCTest
final class DocExtractTestsPlaceholder: XCTestCase { func testNothing() {} }
