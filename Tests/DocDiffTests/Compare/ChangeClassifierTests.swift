@testable import DocDiff
import XCTest

/// The three classes on the examples of issue 17 and the SwiftUI re-crawl.
final class ChangeClassifierTests: XCTestCase {
    func testALostCodeSpanIsACrawlerLossOfTheSideLackingIt() {
        let verdict = ChangeClassifier.classify(old: "Creates a custom action category labeled by .",
                                                new: "Creates a custom action category labeled by `name`.")
        XCTAssertEqual(verdict.class, .crawlerLoss)
        XCTAssertEqual(verdict.lossSide, .old)
        let reverse = ChangeClassifier.classify(old: "Creates a category labeled by `name`.", new: "Creates a category labeled by .")
        XCTAssertEqual(reverse.lossSide, .new)
    }

    func testASplitSymbolNameIsACrawlerLossOfTheSplittingSide() {
        let spans = ChangeClassifier.classify(old: "Use NSView Representable here.", new: "Use `NSViewRepresentable` here.")
        XCTAssertEqual(spans.class, .crawlerLoss)
        XCTAssertEqual(spans.lossSide, .old)
        let plain = ChangeClassifier.classify(old: "An AnimationContext uses this type.", new: "An Animation Context uses this type.")
        XCTAssertEqual(plain.class, .crawlerLoss)
        XCTAssertEqual(plain.lossSide, .new)
    }

    func testAnUnresolvedLinkIsACrawlerLoss() {
        let verdict = ChangeClassifier.classify(old: "Create a color from a UIColor instance.",
                                                new: "Create a color from a [doc://com.apple.documentation/documentation/UIKit/UIColor] instance.")
        XCTAssertEqual(verdict.class, .crawlerLoss)
        XCTAssertEqual(verdict.lossSide, .new)
    }

    func testQuotesAndPunctuationAreFormatting() {
        XCTAssertEqual(ChangeClassifier.classify(old: "The view’s value.", new: "The view's value").class, .formatting)
    }

    func testAChangedWordIsARealChange() {
        let verdict = ChangeClassifier.classify(old: "The binding sets the value to `false`.", new: "The binding keeps the value `true`.")
        XCTAssertEqual(verdict.class, .realChange)
        XCTAssertNil(verdict.lossSide)
    }

    func testADroppedClauseWithoutAGapIsARealChange() {
        XCTAssertEqual(ChangeClassifier.classify(old: "Focus moves, unless the view is disabled.", new: "Focus moves.").class, .realChange)
    }

    func testWordDiffKeepsCodeSpansWhole() {
        XCTAssertEqual(WordDiff.tokens("labeled by `the name`."), ["labeled", "by", "`the name`", "."])
        XCTAssertEqual(WordDiff.diff("a b c", "a x c"),
                       [.init(op: .equal, text: "a"), .init(op: .delete, text: "b"), .init(op: .insert, text: "x"), .init(op: .equal, text: "c")])
    }
}

/// Link targets shown in place of link text.
final class LinkTargetLossTests: XCTestCase {
    func testADisambiguationSuffixIsACrawlerLoss() {
        let verdict = ChangeClassifier.classify(old: "Properties that a view’s body reads directly.",
                                                new: "Properties that a view’s body-8kl5o reads directly.")
        XCTAssertEqual(verdict.class, .crawlerLoss)
        XCTAssertEqual(verdict.lossSide, .new)
    }

    func testABracketedURLIsACrawlerLoss() {
        let verdict = ChangeClassifier.classify(old: "You can access the source code on GitHub.",
                                                new: "You can access the source code on [https://github.com/apple/sample-food-truck].")
        XCTAssertEqual(verdict.lossSide, .new)
    }
}
