@testable import DocExtract
import DocModel
import XCTest

/// A listing made only of declarations without bodies is the API's declaration, not an example:
/// it is not compiled, a note names it, and the other listings keep their ids.
final class DeclarationListingTests: XCTestCase {
    func testDeclarationsWithoutBodiesAreDeclarationListings() {
        let listings = [
            "func focusable(_ isFocusable: Bool = true) -> some View",
            "nonisolated func focused(\n    _ condition: FocusState<Bool>.Binding\n) -> some View",
            "var isFocused: Bool { get }",
            "@MainActor @preconcurrency protocol Scene",
            "@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable",
            "init()\ninit<T>() where Value == T?",
            "static let activate: FocusInteractions",  // a static stored property needs a value
        ]
        for listing in listings { XCTAssertTrue(DeclarationListing.isBodiless(listing), listing) }
    }

    func testCodeIsNoDeclarationListing() {
        // Counter-cases: stored properties of a member fragment, bodies, a type with members, a
        // call, a static property with its value, a declaration and code together.
        let code = [
            "@FocusState private var isFocused: Bool",
            "var body: some View {\n    Text(\"Hi\")\n}",
            "func save() {\n    print(\"saved\")\n}",
            "struct Row: View {\n    var body: some View { Text(\"Row\") }\n}",
            "TextField(\"Name\", text: $name)\n    .focused($isFocused)",
            "static let shared = Model()",
            "func f() -> some View\nText(\"x\")",
        ]
        for listing in code { XCTAssertFalse(DeclarationListing.isBodiless(listing), listing) }
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
