@testable import DocGenerate
import DocModel
import XCTest

/// A documented page finds the engine symbol it describes: by documentation path, else by name.
final class EngineSurfaceMatchTests: XCTestCase {
    private let surface = ScopeFixtures.surface

    func testADocumentationPathMatchesTheEnginePathIgnoringCase() {
        let page = ScopeFixtures.page(id: "swiftui/view/focused(_:)", name: "focused(_:)", kind: .instanceMethod)
        XCTAssertEqual(surface.match(page)?.path, "View/focused(_:)")
        let duplicate = ScopeFixtures.page(id: "swiftui/view/focused(_:)~2", name: "focused(_:)", kind: .instanceMethod)
        XCTAssertEqual(surface.match(duplicate)?.path, "View/focused(_:)", "the extractor's ~2 suffix is not part of the path")
    }

    func testAnOverloadTheEngineLacksDoesNotMatchAnotherOverload() {
        let page = ScopeFixtures.page(id: "swiftui/view/focusable(_:onfocuschange:)", name: "focusable(_:onFocusChange:)", kind: .instanceMethod)
        XCTAssertNil(surface.match(page))
        XCTAssertEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "View/focusable(_:onFocusChange:)")
    }

    func testAPageWhoseIdIsNotADocumentationPathMatchesByNameKindAndBreadcrumb() {
        var page = ScopeFixtures.page(id: "seeds/003_scraped", name: "FocusState", kind: .structure)
        page.symbol.parentPath = ["Technologies", "SwiftUI", "Focus"]
        XCTAssertEqual(surface.match(page)?.path, "FocusState")
        var method = ScopeFixtures.page(id: "rules/prefer-focused", name: "focused(_:)", kind: .instanceMethod)
        method.symbol.parentPath = []
        XCTAssertEqual(surface.match(method)?.path, "View/focused(_:)")
        let wrongKind = ScopeFixtures.page(id: "seeds/x", name: "FocusState", kind: .instanceMethod)
        XCTAssertNil(surface.match(wrongKind), "a method page does not match a struct of the same name")
    }

    func testAnIdWithTheDumpsOwnFoldersBeforeTheModuleStartsAtTheModuleTheBreadcrumbNames() {
        // An Obsidian vault's `apple-docs/en/swiftui/view/focused(__).md`: `(_:)` written `(__)` in the file name.
        var page = ScopeFixtures.page(id: "vault/apple-docs/en/swiftui/view/focused(__)", name: "focused(_:)", kind: .instanceMethod)
        page.symbol.parentPath = ["SwiftUI", "View"]
        XCTAssertEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "View/focused(_:)")
        XCTAssertEqual(surface.match(page)?.path, "View/focused(_:)")
        // Counter-case: a name whose labels a dump mangled (`(::)`) takes the id's labels.
        let mangled = ScopeFixtures.page(id: "swiftui/view/accessibilitydefaultfocus(_:_:)", name: "accessibilityDefaultFocus(::)", kind: .instanceMethod)
        XCTAssertEqual(DocumentedPaths(pages: [mangled], surface: surface).path(of: mangled), "View/accessibilityDefaultFocus(_:_:)")
        XCTAssertTrue(DocumentedPaths.hasWellFormedLabels("focused(_:equals:)"))
        XCTAssertFalse(DocumentedPaths.hasWellFormedLabels("accessibilityDefaultFocus(::)"))
    }

    func testAnIdWithTheDumpsOwnFoldersAndNoBreadcrumbStartsAtTheFrameworkItsHeaderNames() {
        // mlshdev/llm-docs: `apple-swiftui/pages/swiftui/view/focused(__equals_).md`, no breadcrumb,
        // a `**Framework**: SwiftUI` header line.
        var page = ScopeFixtures.page(id: "llm-docs/apple-swiftui/pages/swiftui/view/focused(__equals_)", name: "focused(_:equals:)",
                                      kind: .instanceMethod)
        page.symbol.parentPath = []
        page.metadata = ["framework": "SwiftUI"]
        XCTAssertEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "View/focused(_:equals:)")
        // Counter-case: without the header, the dump's folders stay in the path and nothing matches it.
        page.metadata = [:]
        XCTAssertNotEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "View/focused(_:equals:)")
    }

    func testAPageOfAJoinedFileIsNamedBySymbolNotByTheFilesPath() {
        // xukecheng/iOS_wiki's `Documentation/swiftUI/Documentation/Focus.md` joins 30 pages; its
        // page `FocusState` has the id `…/Focus/FocusState`, where `Focus` is the file, no parent.
        var page = ScopeFixtures.page(id: "wiki/Documentation/swiftUI/Documentation/Focus/FocusState", name: "FocusState", kind: .structure)
        page.symbol.parentPath = []
        page.metadata = ["joined-page": "12 of 30"]
        XCTAssertEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "FocusState")
        XCTAssertEqual(surface.match(page)?.path, "FocusState")
        // Counter-case: the same id without the mark is read as a documentation path.
        page.metadata = [:]
        XCTAssertNotEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "FocusState")
    }

    func testAStaticMemberNamedWithoutItsParentIsAMemberOfItsOwnType() {
        var page = ScopeFixtures.page(id: "wiki/Documentation/SubmitTriggers/search", name: "search", kind: .typeProperty,
                                      declaration: "static let search: SubmitTriggers")
            .with(structure: DeclarationStructure(modifiers: ["static"], keyword: "let", name: "search", type: "SubmitTriggers"))
        page.metadata = ["joined-page": "1 of 3"]
        XCTAssertEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "SubmitTriggers/search")
        // Counter-cases: an instance property, and a static property of another type, stay unqualified.
        var instance = ScopeFixtures.page(id: "wiki/x/isFocused", name: "isFocused", kind: .instanceProperty,
                                          declaration: "var isFocused: Bool { get }")
            .with(structure: DeclarationStructure(keyword: "var", name: "isFocused", type: "Bool", accessors: ["get"]))
        instance.metadata = ["joined-page": "2 of 3"]
        XCTAssertEqual(DocumentedPaths(pages: [instance], surface: surface).path(of: instance), "isFocused")
        var other = ScopeFixtures.page(id: "wiki/x/shared", name: "shared", kind: .typeProperty,
                                       declaration: "static var shared: [String]")
            .with(structure: DeclarationStructure(modifiers: ["static"], keyword: "var", name: "shared", type: "[String]"))
        other.metadata = ["joined-page": "3 of 3"]
        XCTAssertEqual(DocumentedPaths(pages: [other], surface: surface).path(of: other), "shared")
    }

    func testMembersOfParentsNoPageDocumentsAreSpelledFromDeclarations() {
        let page = ScopeFixtures.page(id: "swiftui/contentshapekinds/focuseffect", name: "focusEffect", kind: .typeProperty,
                                      declaration: "static let focusEffect: ContentShapeKinds")
        XCTAssertEqual(DocumentedPaths(pages: [page], surface: surface).path(of: page), "ContentShapeKinds/focusEffect")
    }

    func testTheLookupProtocolAnswersFromTheSurface() {
        XCTAssertTrue(surface.providesMember("focusable", of: nil))
        XCTAssertFalse(surface.providesMember("focusEffectDisabled", of: nil))
        XCTAssertEqual(surface.initializers(of: "Text"), ["init(_ content: String)"])
        XCTAssertEqual(surface.initializers(of: "FocusState"), [])
        XCTAssertEqual(surface.topLevelNames, ["FocusState", "Text", "View"])
    }
}
