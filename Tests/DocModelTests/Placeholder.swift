import XCTest
final class DocModelTestsPlaceholder: XCTestCase { func testNothing() {} }
