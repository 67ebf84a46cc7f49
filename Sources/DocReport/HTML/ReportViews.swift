import DocModel

/// What the HTML templates see: finished, display-safe strings and flags, no decisions.
///
/// Every string that can hold page text has passed ``ReportText/display(_:)`` and is placed
/// with `{{…}}`, which HTML-escapes it; links are built by ``ReportText`` only.
enum ReportViews {
    /// One line of text.
    struct Line: Hashable {
        var text: String
    }

    /// A verdict badge.
    struct Badge: Hashable {
        /// `passed`, `failed`, `expected-different`, `known-gap`, `not-run` (a CSS class suffix).
        var style: String
        var label: String
    }

    /// A labelled number.
    struct Stat: Hashable {
        var label: String
        var value: String
        var style: String
    }

    /// A link or, without `href`, plain text.
    struct MaybeLink: Hashable {
        var text: String
        var href: String
        var isLink: Bool
        var isChinese: Bool

        init(text: String, href: String? = nil, isChinese: Bool = false) {
            self.text = text
            self.href = href ?? ""
            self.isLink = href != nil
            self.isChinese = isChinese
        }
    }

    /// A term and its values in a description list.
    struct Fact: Hashable {
        var term: String
        var values: [MaybeLink]
    }

    /// A diagnostic row.
    struct DiagnosticRow: Hashable {
        var severity: String
        var id: String
        var location: String
        var message: String
    }

    /// Highlighted code.
    struct Code: Hashable {
        var runs: [Run]
        var hasRuns: Bool

        struct Run: Hashable {
            var text: String
            var style: String
            var isStyled: Bool
        }

        init(_ code: String) {
            runs = SwiftHighlighter.runs(code).map {
                Run(text: ReportText.display($0.text), style: $0.style, isStyled: !$0.style.isEmpty)
            }
            hasRuns = !runs.isEmpty
        }
    }

    static func badge(_ verdict: Verdict) -> Badge {
        let label: String
        switch verdict {
        case .passed: label = "passed"
        case .compiles: label = "compiles"
        case .engineChoice: label = "engine choice"
        case .finding: label = "finding"
        case .failed: label = "failed"
        case .expectedDifferent: label = "expected different"
        case .knownGap: label = "known gap"
        case .notRun: label = "not run"
        case .didNotCompile: label = "did not compile"
        case .notInEngine: label = "not in engine"
        }
        return Badge(style: verdict.rawValue, label: label)
    }

    static func diagnosticRows(_ diagnostics: [Diagnostic]) -> [DiagnosticRow] {
        diagnostics.map { diagnostic in
            let location = diagnostic.line.map { "\(diagnostic.file):\($0)" } ?? diagnostic.file
            return DiagnosticRow(severity: diagnostic.severity.rawValue, id: ReportText.display(diagnostic.id),
                                 location: ReportText.display(location.isEmpty ? "—" : location),
                                 message: ReportText.display(diagnostic.message))
        }
    }
}

extension ReportViews {
    /// A link to the linked diff (or one page's section of it), and what it says.
    struct DiffNav: Hashable {
        var present = false
        var href = ""
        var text = ""

        /// The diff's `index.html` from a page at `root` (`""` or `../`), each path component
        /// percent-encoded, plus `#anchor`; absent without a diff.
        init(_ diff: DiffLink?, root: String, anchor: String? = nil, text: String = "") {
            guard let diff else { return }
            present = true
            href = ReportText.sourceHref(base: root, path: diff.href) + (anchor.map { "#" + $0 } ?? "")
            self.text = text
        }

        init() {}
    }

    /// `3 real changes, 2 crawler losses, 1 formatting` (classes with none left out).
    static func classCounts(_ byClass: [String: Int]) -> String {
        let names = [("real-change", "real change", "real changes"), ("crawler-loss", "crawler loss", "crawler losses"),
                     ("formatting", "formatting", "formatting")]
        let parts = names.compactMap { key, one, many in byClass[key].flatMap { $0 > 0 ? "\($0) \($0 == 1 ? one : many)" : nil } }
        return parts.isEmpty ? "no itemized changes" : parts.joined(separator: ", ")
    }
}
