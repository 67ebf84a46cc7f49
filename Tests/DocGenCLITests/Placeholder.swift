import XCTest
final class DocGenCLITestsPlaceholder: XCTestCase { func testNothing() {} }
