import DocModel
import XCTest
@testable import DocExtract

final class SentenceSplitterTests: XCTestCase {
    func testSeedConditionDescriptionSplitsIntoFiveSentencesInEachLanguage() {
        let english = SentenceSplitter.split(ProseSeedPages.conditionEnglish, language: .en)
        let chinese = SentenceSplitter.split(ProseSeedPages.conditionChinese, language: .zhHans)
        XCTAssertEqual(english.count, 5, "\(english)")
        XCTAssertEqual(chinese.count, 5, "\(chinese)")
        XCTAssertEqual(english[1], "When focus moves to the view, the binding sets the bound value to `true`.")
        XCTAssertEqual(chinese[1], "当焦点移动到视图时，绑定会将绑定值设置为 `true`。")
    }

    func testCodeSpanWithDotsDoesNotEndASentence() {
        let text = "Call `viewModel.validate()` before submitting. Then `viewModel.login()` runs. Done."
        XCTAssertEqual(SentenceSplitter.split(text, language: .en),
                       ["Call `viewModel.validate()` before submitting.", "Then `viewModel.login()` runs.", "Done."])
    }

    func testAbbreviationsDoNotEndASentence() {
        let text = "Some views, e.g. Text, ignore focus. Others, i.e. TextField, accept it, etc. and so on. The end."
        XCTAssertEqual(SentenceSplitter.split(text, language: .en),
                       ["Some views, e.g. Text, ignore focus.", "Others, i.e. TextField, accept it, etc. and so on.", "The end."])
    }

    func testAbbreviationBeforeBacktickDoesNotSplit() {
        XCTAssertEqual(SentenceSplitter.split("Use a view, e.g. `Text`, here.", language: .en).count, 1)
    }

    func testDecimalsAndVersionsDoNotEndASentence() {
        let text = "Magnification grows by 0.5 each time. Available in iOS 16.0+ and macOS 13.0. It works."
        XCTAssertEqual(SentenceSplitter.split(text, language: .en),
                       ["Magnification grows by 0.5 each time.", "Available in iOS 16.0+ and macOS 13.0.", "It works."])
    }

    func testEllipsisURLAndParenthesesDoNotEndASentence() {
        let text = "Wait... Then continue. See https://example.com/a.b. Here (as in Fig. 2. Also more.) it goes. End."
        let sentences = SentenceSplitter.split(text, language: .en)
        XCTAssertEqual(sentences, ["Wait... Then continue.", "See https://example.com/a.b.",
                                   "Here (as in Fig. 2. Also more.) it goes.", "End."])
    }

    func testQuestionExclamationAndClosingQuotes() {
        let text = "Is it focused? It is! He said “Stop.” Then it stopped."
        XCTAssertEqual(SentenceSplitter.split(text, language: .en),
                       ["Is it focused?", "It is!", "He said “Stop.”", "Then it stopped."])
    }

    func testLowercaseContinuationDoesNotSplit() {
        XCTAssertEqual(SentenceSplitter.split("The value is 3. or more in rare cases.", language: .en).count, 1)
    }

    func testChineseSplitsOnFullStopAndSemicolonKeepingMarks() {
        let text = "焦点会移动；绑定会更新。是否可用？可用！"
        XCTAssertEqual(SentenceSplitter.split(text, language: .zhHans), ["焦点会移动；", "绑定会更新。", "是否可用？", "可用！"])
    }

    func testChineseKeepsClosingQuoteAndLatinCodeInsideTheSentence() {
        let text = "按钮显示“提交。”然后调用 `viewModel.validate()` 方法，版本为 iOS 16.0。"
        XCTAssertEqual(SentenceSplitter.split(text, language: .zhHans),
                       ["按钮显示“提交。”", "然后调用 `viewModel.validate()` 方法，版本为 iOS 16.0。"])
    }

    func testChineseTextWithEnglishSentencesInside() {
        let text = "这是说明。The view updates. It then redraws."
        XCTAssertEqual(SentenceSplitter.split(text, language: .zhHans), ["这是说明。", "The view updates.", "It then redraws."])
    }

    func testSpansReportLineOffsets() {
        let spans = SentenceSplitter.spans("First line.\nSecond line. Third.", language: .en)
        XCTAssertEqual(spans.map(\.lineOffset), [0, 1, 1])
        XCTAssertEqual(spans.map(\.offset), [0, 12, 25])
    }

    func testEmptyAndWhitespaceOnlyTextsYieldNothing() {
        XCTAssertEqual(SentenceSplitter.split("", language: .en), [])
        XCTAssertEqual(SentenceSplitter.split("  \n ", language: .zhHans), [])
        XCTAssertEqual(SentenceSplitter.split("。。 ；", language: .zhHans), [])
    }

    func testUnbalancedMarkupStillSplits() {
        let text = "A stray ` backtick. And a stray ( paren. Both split."
        XCTAssertEqual(SentenceSplitter.split(text, language: .en).count, 3)
    }
}
