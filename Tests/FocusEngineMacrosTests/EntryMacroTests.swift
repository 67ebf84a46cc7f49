@testable import FocusEngineMacros
import XCTest

/// `@Entry`'s expansion, read from the declaration and lexical context the compiler sends.
final class EntryMacroTests: XCTestCase {
    private let environment = ["extension EnvironmentValues {\n}"]
    private let focused = ["public extension FocusEngine.FocusedValues {}"]

    func testAnEnvironmentEntryGetsAccessorsAndAKeyWithItsDefault() throws {
        let declaration = "/// Doc.\n@Entry public var greeting: [String: Int] = [\"a\": 1]"
        XCTAssertEqual(try EntryMacro.accessors(of: declaration, lexicalContext: environment), """
        {
            get { self[__Key_greeting.self] }
            set { self[__Key_greeting.self] = newValue }
        }
        """)
        let peer = try EntryMacro.peers(of: declaration, lexicalContext: environment)
        XCTAssertTrue(peer.contains("typealias Value = [String: Int]"), peer)
        XCTAssertTrue(peer.contains("static var defaultValue: Value { [\"a\": 1] }"), peer)
    }

    func testAnEnvironmentEntryWithoutATypeKeepsItsInitializer() throws {
        let peer = try EntryMacro.peers(of: "@Entry var flag = true", lexicalContext: environment)
        XCTAssertTrue(peer.contains("nonisolated(unsafe) static let defaultValue = true"), peer)
    }

    func testAFocusedEntryTakesItsTypeWithoutTheOptional() throws {
        for (declaration, value) in [("@Entry var title: String?", "String"),
                                     ("@Entry var count: Optional<Dictionary<String, Int>> = nil", "Dictionary<String, Int>"),
                                     ("@Entry var action: (() -> Void)?", "(() -> Void)")] {
            let peer = try EntryMacro.peers(of: declaration, lexicalContext: focused)
            XCTAssertTrue(peer.contains("FocusEngine.FocusedValueKey"), peer)
            XCTAssertTrue(peer.contains("typealias Value = \(value)\n"), "\(declaration): \(peer)")
        }
    }

    func testAFocusedEntryMustBeOptionalAndDefaultToNil() {
        XCTAssertThrowsError(try EntryMacro.peers(of: "@Entry var count: Int", lexicalContext: focused))
        XCTAssertThrowsError(try EntryMacro.peers(of: "@Entry var title: String? = \"x\"", lexicalContext: focused))
        XCTAssertThrowsError(try EntryMacro.peers(of: "@Entry var pair: Optional<A>.B<C>", lexicalContext: focused),
                             "a type nested in Optional<A> is not optional")
    }

    func testAnEnvironmentEntryNeedsADefault() {
        XCTAssertThrowsError(try EntryMacro.peers(of: "@Entry var missing: Int", lexicalContext: environment)) {
            XCTAssertTrue(($0 as? MacroError)?.description.contains("need a default value") == true)
        }
    }

    func testComputedPropertiesAndSeveralBindingsAreRejected() {
        for declaration in ["@Entry var a: Int { 1 }", "@Entry var a = 1, b = 2", "@Entry var a: Int, b: Int"] {
            XCTAssertThrowsError(try EntryMacro.accessors(of: declaration, lexicalContext: environment), declaration)
        }
        XCTAssertNoThrow(try EntryMacro.accessors(of: "@Entry var a = f(1, b: 2)", lexicalContext: environment),
                         "a comma inside a call is not a second binding")
    }

    func testTheInnermostExtensionDecidesAndOtherExtensionsAreRejected() {
        XCTAssertNoThrow(try EntryMacro.peers(of: "@Entry var a = 1", lexicalContext: ["struct S {}"] + environment))
        XCTAssertThrowsError(try EntryMacro.peers(of: "@Entry var a = 1", lexicalContext: ["extension Settings {}"]))
        XCTAssertThrowsError(try EntryMacro.peers(of: "@Entry var a = 1", lexicalContext: ["struct S {}"]))
    }

    func testABacktickedNameNamesItsKeyWithoutBackticks() throws {
        let accessors = try EntryMacro.accessors(of: "@Entry var `default`: Int = 0", lexicalContext: environment)
        XCTAssertTrue(accessors.contains("__Key_default.self"), accessors)
    }
}
