@testable import DocExtract
import DocModel
import XCTest

/// A listing made only of declarations without bodies is the API's declaration, not an example:
/// it is not compiled, a note names it, and the other listings keep their ids.
final class DeclarationListingTests: XCTestCase {
    func testDeclarationsWithoutBodiesAreDeclarationListings() {
        XCTAssertTrue(DeclarationListing.isBodiless("func focusable(_ isFocusable: Bool = true) -> some View"))
        XCTAssertTrue(DeclarationListing.isBodiless("nonisolated func focused(\n    _ condition: FocusState<Bool>.Binding\n) -> some View"))
        XCTAssertTrue(DeclarationListing.isBodiless("var isFocused: Bool { get }"))
        XCTAssertTrue(DeclarationListing.isBodiless("@MainActor @preconcurrency protocol Scene"))
        XCTAssertTrue(DeclarationListing.isBodiless("@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable"))
        XCTAssertTrue(DeclarationListing.isBodiless("init()\ninit<T>() where Value == T?"))
        XCTAssertTrue(DeclarationListing.isBodiless("static let activate: FocusInteractions"), "a static stored property needs a value")
    }

    func testCodeIsNoDeclarationListing() {
        // Counter-cases: stored properties of a member fragment, bodies, a type with members, a call.
        XCTAssertFalse(DeclarationListing.isBodiless("@FocusState private var isFocused: Bool"))
        XCTAssertFalse(DeclarationListing.isBodiless("static let shared = Model()"), "a static property with its value")
        XCTAssertFalse(DeclarationListing.isBodiless("var body: some View {\n    Text(\"Hi\")\n}"))
        XCTAssertFalse(DeclarationListing.isBodiless("func save() {\n    print(\"saved\")\n}"))
        XCTAssertFalse(DeclarationListing.isBodiless("struct Row: View {\n    var body: some View { Text(\"Row\") }\n}"))
        XCTAssertFalse(DeclarationListing.isBodiless("TextField(\"Name\", text: $name)\n    .focused($isFocused)"))
        XCTAssertFalse(DeclarationListing.isBodiless("func f() -> some View\nText(\"x\")"), "a declaration and code together")
    }

    func testADeclarationListingIsNotAnExampleAndTheOthersKeepTheirIDs() {
        let page = """
        # focusable(_:)

        Specifies if the view is focusable.

        ```swift
        func focusable(_ isFocusable: Bool = true) -> some View
        ```

        ## Discussion

        ```swift
        func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View
        ```

        ```swift
        Text("Hello").focusable()
        ```
        """
        let outcome = PageExtractor.extract(bytes: Array(page.utf8), relativePath: "view/focusable.md")
        let record = try? XCTUnwrap(outcome.page)
        XCTAssertEqual(record?.examples.map(\.id), ["example-2"], "\(record?.examples.map(\.code) ?? [])")
        XCTAssertEqual(record?.examples.first?.code, "Text(\"Hello\").focusable()")
        let notes = (record?.diagnostics ?? []).filter { $0.id == "docgen.extract.declaration-listing" }
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes.first?.line, 12)
    }
}
