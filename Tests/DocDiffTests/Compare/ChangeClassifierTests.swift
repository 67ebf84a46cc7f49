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

/// Link text a crawl shortened and link targets both crawls show.
final class LinkTextFamilyTests: XCTestCase {
    func testLinkTextCutAtAHyphenIsACrawlerLossOfTheShorterSide() {
        let verdict = ChangeClassifier.classify(old: "Update state as described in Adding-Interactivity-with.",
                                                new: "Update state as described in Adding-Interactivity-with-Gestures.")
        XCTAssertEqual(verdict.class, .crawlerLoss)
        XCTAssertEqual(verdict.lossSide, .old)
        XCTAssertEqual(ChangeClassifier.classify(old: "See Fitting-Images-into-Available-Space for more.",
                                                 new: "See Fitting-Images-into-Available for more.").lossSide, .new)
    }

    func testAnotherLinkTextAfterTheHyphenIsARealChange() {
        XCTAssertEqual(ChangeClassifier.classify(old: "As described in Adding-Interactivity-with-Gestures.",
                                                 new: "As described in Adding-Interactivity-with-Taps.").class, .realChange)
        XCTAssertEqual(ChangeClassifier.classify(old: "A cut word in Adding-Interactivity-with, here.",
                                                 new: "A changed word in Adding-Interactivity-with-Gestures, here.").class, .realChange)
    }

    func testOnlyTheTargetsOfUnresolvedLinksDifferingIsFormatting() {
        let old = "Retarget the animation using the doc://com.apple.documentation/documentation/uikit/uiview/4429628-animate class method on `UIView`."
        let new = "Retarget the animation using the [doc://com.apple.documentation/documentation/UIKit/UIView/animate(:changes:completion:)] class method on `UIView`."
        XCTAssertEqual(ChangeClassifier.classify(old: old, new: new).class, .formatting)
        let reworded = new.replacingOccurrences(of: "class method", with: "instance method")
        XCTAssertEqual(ChangeClassifier.classify(old: old, new: reworded).class, .realChange)
    }
}
