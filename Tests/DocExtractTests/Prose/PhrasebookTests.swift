import DocModel
import XCTest
@testable import DocExtract

final class PhrasebookTests: XCTestCase {
    func testBothPhrasebooksLoadFromTheBundleWithAPolicy() throws {
        for language in Language.allCases {
            let book = try Phrasebook.load(language)
            XCTAssertEqual(book.language, language)
            XCTAssertTrue(book.policy.contains("claim"), "policy documented in \(language)")
            XCTAssertEqual(Phrasebook.for(language), book)
        }
    }

    func testSectionHeadingsMapInBothLanguages() {
        let pairs: [(String, String, SectionKind)] = [
            ("Declaration", "声明", .declaration), ("Parameters", "参数", .parameters),
            ("Return Value", "返回值", .returnValue), ("Discussion", "讨论", .discussion),
            ("Overview", "概述", .overview), ("Conforms To", "符合以下规范", .conformsTo),
            ("See Also", "另请参阅", .seeAlso), ("How it works", "工作原理", .howItWorks),
        ]
        for (english, chinese, kind) in pairs {
            XCTAssertEqual(Phrasebook.english.sectionKind(forHeading: english), kind, english)
            XCTAssertEqual(Phrasebook.chinese.sectionKind(forHeading: chinese), kind, chinese)
        }
        XCTAssertEqual(Phrasebook.chinese.sectionKind(forHeading: "说明"), .discussion)
        XCTAssertEqual(Phrasebook.chinese.sectionKind(forHeading: "遵循"), .conformsTo)
    }

    func testHeadingLookupToleratesMarkupCaseAndColons() {
        XCTAssertEqual(Phrasebook.english.sectionKind(forHeading: "## return value:"), .returnValue)
        XCTAssertEqual(Phrasebook.english.sectionKind(forHeading: "  Instance   Methods "), .topics)
    }

    func testAuthoredTopicGroupHeadingIsUnknown() {
        XCTAssertNil(Phrasebook.english.sectionKind(forHeading: "Managing focus state"))
        XCTAssertNil(Phrasebook.chinese.sectionKind(forHeading: "管理焦点状态"))
        XCTAssertEqual(Phrasebook.english.sectionKind(forHeading: "Managing focus state", bodyIsProse: false), .topics)
        XCTAssertEqual(Phrasebook.english.sectionKind(forHeading: "Creating Custom Focused Values", bodyIsProse: true), .other)
    }

    func testRoleLinesMapToSymbolKinds() {
        let pairs: [(String, String, SymbolKind)] = [
            ("Instance Method", "实例方法", .instanceMethod), ("Structure", "结构", .structure),
            ("Type Property", "类型属性", .typeProperty), ("Initializer", "构造器", .initializer),
            ("Protocol", "协议", .protocol), ("Enumeration", "枚举", .enumeration), ("Case", "情况", .case),
            ("Article", "文章", .article), ("Sample Code", "示例代码", .sampleCode),
            ("Instance Property", "实例属性", .instanceProperty), ("Type Method", "类型方法", .typeMethod),
        ]
        for (english, chinese, kind) in pairs {
            XCTAssertEqual(Phrasebook.english.symbolKind(forRole: english), kind, english)
            XCTAssertEqual(Phrasebook.chinese.symbolKind(forRole: chinese), kind, chinese)
        }
        XCTAssertEqual(Phrasebook.chinese.symbolKind(forRole: "初始化器"), .initializer)
        XCTAssertEqual(Phrasebook.english.symbolKind(forRole: "**Global Function**"), .function)
        XCTAssertEqual(Phrasebook.symbolKind(forRole: "Structure"), .structure, "English role in a Chinese block")
        XCTAssertNil(Phrasebook.english.symbolKind(forRole: "Navigation:"))
        XCTAssertEqual(Phrasebook.english.symbolKind(forRole: "struct"), .structure, "scraped title line 'X struct' (seed 003)")
    }

    func testExampleLabelsGiveRoles() {
        XCTAssertEqual(Phrasebook.english.exampleRole(forLabel: "**Incorrect (no focus management in navigation form):**"), .incorrect)
        XCTAssertEqual(Phrasebook.english.exampleRole(forLabel: "Correct (@FocusState enables keyboard navigation):"), .correct)
        XCTAssertEqual(Phrasebook.chinese.exampleRole(forLabel: "不正确（没有焦点管理）："), .incorrect)
        XCTAssertEqual(Phrasebook.chinese.exampleRole(forLabel: "错误示例"), .incorrect)
        XCTAssertEqual(Phrasebook.chinese.exampleRole(forLabel: "正确："), .correct)
        XCTAssertNil(Phrasebook.english.exampleRole(forLabel: "Goodness me"))
        XCTAssertNil(Phrasebook.english.exampleRole(forLabel: "ContentView.swift"))
    }

    func testEveryMappedKindIsAKnownSectionKind() {
        for book in Phrasebook.all {
            for entry in book.sectionHeadings {
                XCTAssertNotNil(SectionKind(rawValue: entry.kind), "\(book.language): \(entry.text) → \(entry.kind)")
            }
        }
    }

    func testPhraseListsHaveNoDuplicates() {
        for book in Phrasebook.all {
            let lists: [String: [String]] = [
                "sectionHeadings": book.sectionHeadings.map(\.text), "roles": book.roles.map(\.text),
                "topicGroupHeadings": book.topicGroupHeadings, "declarative": book.cues.declarative,
                "must": book.cues.must, "should": book.cues.should, "may": book.cues.may,
            ]
            for (name, list) in lists.sorted(by: { $0.key < $1.key }) {
                let normalized = list.map(Phrasebook.normalizedLabel)
                XCTAssertEqual(Set(normalized).count, normalized.count, "\(book.language) \(name) has duplicates")
            }
        }
    }
}
