import DocModel
import XCTest

/// Content hashes are stable and blind to re-wrapping and markup, not to words.
final class ContentHashTests: XCTestCase {
    func testTheHashIsStableFNV1a() {
        XCTAssertEqual(ContentHash.of([""]), "cbf29ce484222325")
        XCTAssertEqual(ContentHash.of(["a"]), "af63dc4c8601ec8c")
        XCTAssertNotEqual(ContentHash.of(["ab", "c"]), ContentHash.of(["a", "bc"]))
    }

    func testReWrapAndMarkupAreNoChange() {
        let a = Claim.contentHash(text: "When focus moves to the view, the binding sets `true`.")
        XCTAssertEqual(a, Claim.contentHash(text: "When focus moves to the\n  view, the binding sets **true**."))
        XCTAssertEqual(a, Claim.contentHash(text: "When focus moves to the [view](https://x), the\u{200B} binding sets <code>true</code>."))
        XCTAssertNotEqual(a, Claim.contentHash(text: "When focus moves to the view, the binding sets `false`."))
    }

    func testGenericArgumentsAreNotTakenForTags() {
        XCTAssertNotEqual(Claim.contentHash(text: "A `Binding<Bool>` value."), Claim.contentHash(text: "A `Binding<String>` value."))
    }

    func testChineseReWrapIsNoChange() {
        XCTAssertEqual(ContentNormalizer.prose("当焦点移动到\n视图时"), "当焦点移动到视图时")
    }

    func testReIndentedCodeIsNoChange() {
        XCTAssertEqual(Declaration.contentHash(text: "func focused(\n    _ condition: Bool\n) -> some View"),
                       Declaration.contentHash(text: "func focused(_ condition: Bool) -> some View"))
        XCTAssertNotEqual(ContentNormalizer.code("let a = b"), ContentNormalizer.code("leta = b"))
    }

    func testEveryPartOfAPageGetsAHash() {
        var page = PageRecord(id: "p", source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]),
                              symbol: Symbol(name: "p", kind: .structure))
        page.claims = [Claim(id: "p#s1@en", alignmentKey: "s1", language: .en, text: "It moves.", section: .summary,
                             level: .must, file: "p.md", line: 1)]
        page.parameters = [Parameter(name: "x", description: .init(en: Prose(text: "The x.", line: 2)))]
        let hashed = page.withContentHashes()
        XCTAssertNotNil(hashed.contentHash)
        XCTAssertEqual(hashed.claims[0].contentHash, Claim.contentHash(text: "It moves."))
        XCTAssertNotNil(hashed.parameters[0].contentHash)
        XCTAssertEqual(hashed.withContentHashes(), hashed, "stamping is idempotent")
    }
}
