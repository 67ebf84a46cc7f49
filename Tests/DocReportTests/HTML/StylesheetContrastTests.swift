import XCTest

/// Text in report.css has a contrast of at least 4.5:1 against its background (WCAG 2 AA).
final class StylesheetContrastTests: XCTestCase {
    private func stylesheet() throws -> String {
        try String(contentsOf: ReportFixture.templates.appendingPathComponent("report.css"), encoding: .utf8)
    }

    /// WCAG relative luminance of `#rrggbb`.
    private func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        func linear(_ shift: Int) -> Double {
            let channel = Double((value >> shift) & 0xFF) / 255
            return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let red: Double = 0.2126 * linear(16)
        let green: Double = 0.7152 * linear(8)
        let blue: Double = 0.0722 * linear(0)
        return red + green + blue
    }

    private func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    private func hex(_ declaration: String, in rule: Substring) -> String? {
        guard let range = rule.range(of: "(^|[;{ ])\(declaration):\\s*#[0-9a-fA-F]{6}", options: .regularExpression) else { return nil }
        return String(rule[range].suffix(7))
    }

    func testEveryRuleWithTextAndBackgroundColoursHasEnoughContrast() throws {
        var checked = 0
        for rule in try stylesheet().split(separator: "\n") {
            guard let text = hex("color", in: rule), let background = hex("background", in: rule) else { continue }
            XCTAssertGreaterThanOrEqual(contrast(text, background), 4.5, String(rule))
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 6, "the verdict badges and the header at least")
    }

    func testTextLinksAndCodeColoursHaveEnoughContrastOnThePageAndPanels() throws {
        let css = try stylesheet()
        func variable(_ name: String) throws -> String {
            let range = try XCTUnwrap(css.range(of: "--\(name): #[0-9a-fA-F]{6}", options: .regularExpression))
            return String(css[range].suffix(7))
        }
        let backgrounds = [try variable("bg"), try variable("panel"), "#dfe7fb"]
        var foregrounds = [try variable("text"), try variable("muted"), try variable("link")]
        for style in ["kw", "ty", "at", "str", "num", "com"] {
            let range = try XCTUnwrap(css.range(of: "\\.code \\.\(style) \\{ color: #[0-9a-fA-F]{6}", options: .regularExpression))
            foregrounds.append(String(css[range].suffix(7)))
        }
        for foreground in foregrounds {
            for background in backgrounds {
                XCTAssertGreaterThanOrEqual(contrast(foreground, background), 4.5, "\(foreground) on \(background)")
            }
        }
    }
}
