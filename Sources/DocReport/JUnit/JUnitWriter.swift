/// ``ConformanceReport`` → `junit.xml`: one `testsuite` per page, one `testcase` per case
/// (structure in docs/report.md), for CI dashboards.
///
/// `failed` and `known-gap` cases carry a `failure` (type `failed` / `known-gap`),
/// `did-not-compile` cases an `error` (type `did-not-compile`, the compiler's first error mapped
/// to the page line), `not-run` and `not-in-engine` cases a `skipped`; `expected-different` cases pass and say so in `system-out`. No times are
/// written, so the file is reproducible.
public enum JUnitWriter {
    /// The whole `junit.xml` text, ending in a newline.
    public static func render(_ report: ConformanceReport) -> String {
        let all = report.totals.cases
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"docgen conformance\" tests=\"\(all.total)\" failures=\"\(all.failed + all.knownGap)\" errors=\"\(all.didNotCompile)\" skipped=\"\(all.notRun + all.notInEngine)\">",
        ]
        for page in report.pages {
            let counts = page.counts.cases
            lines.append("  <testsuite name=\"\(XMLEscape.attribute(page.id))\" tests=\"\(counts.total)\" failures=\"\(counts.failed + counts.knownGap)\" errors=\"\(counts.didNotCompile)\" skipped=\"\(counts.notRun + counts.notInEngine)\">")
            lines.append("    <properties>")
            for (name, value) in properties(page) {
                lines.append("      <property name=\"\(name)\" value=\"\(XMLEscape.attribute(value))\"/>")
            }
            lines.append("    </properties>")
            let classname = XMLEscape.attribute(page.suiteName ?? page.id)
            for item in page.cases {
                lines += testcase(item, classname: classname)
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func properties(_ page: PageReport) -> [(String, String)] {
        var properties = [("symbol", page.symbol.name), ("kind", page.symbol.kind), ("source", page.source.path),
                          ("report", page.file)]
        if let origin = page.source.originURL { properties.append(("origin", origin)) }
        return properties
    }

    private static func testcase(_ item: CaseReport, classname: String) -> [String] {
        let open = "    <testcase name=\"\(XMLEscape.attribute(item.id))\" classname=\"\(classname)\">"
        var out = "verdict: \(item.verdict.rawValue); level: \(item.level?.rawValue ?? "none"); test: \(item.testMethod)"
        if !item.claimIDs.isEmpty { out += "; claims: " + item.claimIDs.joined(separator: ", ") }
        var body: [String] = []
        switch item.verdict {
        case .failed:
            let message = item.message ?? "failed"
            body.append("      <failure type=\"failed\" message=\"\(XMLEscape.attribute(firstLine(message)))\">\(XMLEscape.text(message))</failure>")
        case .knownGap:
            let message = "known engine gap: " + (item.knownGap ?? item.message ?? "")
            body.append("      <failure type=\"known-gap\" message=\"\(XMLEscape.attribute(firstLine(message)))\">\(XMLEscape.text(message))</failure>")
        case .notRun:
            body.append("      <skipped message=\"\(XMLEscape.attribute(item.message ?? "not run"))\"/>")
        case .didNotCompile:
            let message = item.message ?? "did not compile"
            body.append("      <error type=\"did-not-compile\" message=\"\(XMLEscape.attribute(firstLine(message)))\">\(XMLEscape.text(message))</error>")
        case .notInEngine:
            body.append("      <skipped message=\"\(XMLEscape.attribute(item.message ?? "not in engine"))\"/>")
        case .passed, .compiles, .engineChoice, .expectedDifferent, .finding:
            break
        }
        body.append("      <system-out>\(XMLEscape.text(out))</system-out>")
        return [open] + body + ["    </testcase>"]
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).first ?? "")
    }
}

/// Escaping for XML text and double-quoted attribute values; characters XML forbids are
/// written as `[U+XXXX]` (``ReportText/display(_:)``).
enum XMLEscape {
    static func text(_ value: String) -> String {
        var out = ""
        for character in ReportText.display(value) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    static func attribute(_ value: String) -> String {
        var out = ""
        for character in ReportText.display(value) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default: out.append(character)
            }
        }
        return out
    }
}
