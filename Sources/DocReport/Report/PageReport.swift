import DocGenerate
import DocModel

/// Everything the report says about one documentation page.
public struct PageReport: Codable, Sendable, Hashable {
    /// The page id (`swiftui/view/focused(_:)`).
    public var id: String
    public var symbol: SymbolSummary
    /// The page view, relative to the report folder (`pages/swiftui.view.focused(_).html`).
    public var file: String
    /// The XCTest class of the page's generated suite; nil when the corpus has no suite for it.
    public var suiteName: String?
    /// For another source of a documented page (`…~2`): the page whose suite covers it (its
    /// cases are listed and counted there, and credit this page's claims).
    public var sharedWith: String?
    public var source: SourceSummary
    public var availability: [Availability]
    /// The declaration as the page shows it.
    public var declaration: String?
    /// `in-scope` (judged) or `surface` (an inert engine symbol, no focus vocabulary: compile
    /// checks only, claims not judged); out-of-scope pages are listed apart (`outOfScope`).
    public var scope: ScopeClass
    public var counts: PageCounts
    /// The page's claims in model order.
    public var claims: [ClaimReport]
    /// The suite's cases in corpus order.
    public var cases: [CaseReport]
    public var examples: [ExampleReport]
    /// Problems found while planning (bilingual drift between aligned claims).
    public var findings: [FindingReport]
    /// Extraction diagnostics of the page.
    public var diagnostics: [Diagnostic]
    /// The page's changes in the linked diff; nil without a diff or when it lists none for the page.
    public var diff: PageDiffLink? = nil
}

/// The documented symbol, as the report shows it.
public struct SymbolSummary: Codable, Sendable, Hashable {
    public var name: String
    public var kind: String
    /// The page title per language.
    public var title: Localized<String>
    /// Navigation breadcrumb, outermost first.
    public var parentPath: [String]
}

/// Where a page came from.
public struct SourceSummary: Codable, Sendable, Hashable {
    /// The input file, relative to the input argument it was found under.
    public var path: String
    /// Verbatim; only http/https URLs are ever made into links.
    public var originURL: String?
    public var format: String
    public var languages: [Language]
}

/// A planning finding (`bilingual-drift`) with the claims it concerns.
public struct FindingReport: Codable, Sendable, Hashable {
    public var kind: String
    public var claimIDs: [String]
    public var message: String
}
