@testable import DocExtract
import DocIngest
import Foundation
import XCTest

/// The readers' shortcuts give what the full check gives: `SimpleText.hasPrefix` against
/// `String.hasPrefix`, and the plain text of markdown nodes read by index against a walk that
/// copies each child.
final class ReaderShortcutTests: XCTestCase {
    private var prefixes: [String] {
        Vocabulary.availabilityLabels + Vocabulary.platforms + ["Navigation:", "导航：", "é", "e", "", "N"]
    }

    func testPrefixShortcutAgreesWithHasPrefixOnEveryBundledLine() throws {
        var lines: [String] = []
        let root = TestPaths.corpusPages
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for name in files where name.hasSuffix(".md") {
            lines += try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n").map { $0.trimmed(.whitespaces) }
        }
        XCTAssertGreaterThan(lines.count, 1_000)
        var matches = 0
        for line in lines {
            for prefix in prefixes {
                let expected = line.hasPrefix(prefix)
                XCTAssertEqual(SimpleText.hasPrefix(line, prefix), expected, "\(line) / \(prefix)")
                if expected { matches += 1 }
            }
        }
        XCTAssertGreaterThan(matches, 100)
    }

    func testPrefixShortcutAgreesOnCanonicalEquivalents() {
        let texts = ["e\u{301}clair", "éclair", "E\u{301}", "Navigation:\u{301} x", "N\u{30A}avigation:", "\r\nNavigation:",
                     "", "iOS 17.0+", "i\u{307}OS", "导航：首页", "导\u{301}航：", "Ｎavigation:"]
        for text in texts {
            for prefix in prefixes + ["e\u{301}", "\r", "\r\n"] {
                XCTAssertEqual(SimpleText.hasPrefix(text, prefix), text.hasPrefix(prefix), "\(text.debugDescription) / \(prefix.debugDescription)")
            }
        }
    }

    /// `plainText` as the copying walk wrote it, for comparison (with the rule for an emphasis
    /// without letters or digits: argument labels, `(_:_:)`, keep their underscores).
    private func copyingPlainText(_ node: MarkdownNode) -> String {
        switch node.kind {
        case .text, .htmlInline, .codeBlock: return node.literal ?? ""
        case .code: return "`\(node.literal ?? "")`"
        case .softBreak, .lineBreak: return " "
        case .emphasis, .strong:
            let inner = node.children.map(copyingPlainText).joined()
            let delimiter = inner.contains { $0.isLetter || $0.isNumber } ? "" : (node.kind == .emphasis ? "_" : "__")
            return delimiter + inner + delimiter
        default: return node.children.map(copyingPlainText).joined()
        }
    }

    func testPlainTextAndLinksOfEveryBundledBlockAreUnchanged() throws {
        let root = TestPaths.corpusPages
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var nodes = 0, links = 0
        for name in files where name.hasSuffix(".md") {
            let tree = MarkdownParser.parse(try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
            var stack = [tree]
            while let node = stack.popLast() {
                XCTAssertEqual(node.plainText, copyingPlainText(node), name)
                var expectedLinks: [(String, String)] = []
                func walk(_ node: MarkdownNode) {
                    if case .link(let destination) = node.kind { expectedLinks.append((copyingPlainText(node), destination)); return }
                    node.children.forEach(walk)
                }
                walk(node)
                XCTAssertEqual(node.links.map { "\($0.text)\u{0}\($0.destination)" }, expectedLinks.map { "\($0.0)\u{0}\($0.1)" }, name)
                links += expectedLinks.count
                nodes += 1
                stack += node.children
            }
        }
        XCTAssertGreaterThan(nodes, 1_000)
        XCTAssertGreaterThan(links, 100)
    }
}

/// `ReferenceResolver.lastComponent` cut as bytes gives the character-by-character pieces.
final class ReferenceComponentShortcutTests: XCTestCase {
    func testLastComponentAgreesOnEveryBundledLinkAndCraftedTargets() throws {
        var targets = ["", "#", "##a", "a#b#c", "?x", "a?b", "/", "//", "a/", "/a/b/", "a.md", "a.zh-Hans.md", "a.md.md",
                       "a.html", ".md", "x/.zh-Hans.md", "focused___equals.zh-Hans.md", "../TextField.zh-Hans.md",
                       "/documentation/swiftui/view/focused(_:equals:)", "https://developer.apple.com/a/b?c=d#e",
                       "a#\u{301}b", "/e\u{301}/x.md", "ü/ß.md", "中文/页面.zh-Hans.md", "a\r\n/b", "\u{301}#x"]
        let root = TestPaths.corpusPages
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for name in files where name.hasSuffix(".md") {
            let tree = MarkdownParser.parse(try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
            targets += tree.links.map(\.destination)
        }
        XCTAssertGreaterThan(targets.count, 200)
        for target in targets {
            XCTAssertEqual(ReferenceResolver.lastComponent(of: target), ReferenceResolver.lastComponentByCharacter(target), target.debugDescription)
        }
    }
}
