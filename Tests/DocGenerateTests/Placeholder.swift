import XCTest
final class PlaceholderGenTests: XCTestCase { func testNothing() {} }
