import XCTest
final class FocusEngineTestsPlaceholder: XCTestCase { func testNothing() {} }
