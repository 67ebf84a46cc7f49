/// One documented symbol of a run and whether the reference engine provides it
/// (the report's engine-surface table).
public struct SurfaceEntry: Codable, Sendable, Hashable {
    /// Whether the engine provides a documented symbol.
    public enum Status: String, Codable, Sendable, Hashable {
        /// The engine declares it (`engineSymbol` names the match).
        case provided
        /// In scope, but the engine does not declare it: its cases are `not-in-engine`.
        case missing
        /// Not focus behaviour (`reason` says why): no suite is generated.
        case outOfScope = "out-of-scope"
    }

    /// The documented symbol as a path (`View/focused(_:equals:)`, `FocusState/Binding`).
    public var symbol: String
    /// Pages documenting it, sorted.
    public var pageIDs: [String]
    public var status: Status
    /// The engine symbol that provides it (`View/focused(_:equals:)`), for `provided`.
    public var engineSymbol: String?
    /// Why it is out of scope, or what is missing.
    public var reason: String?

    public init(symbol: String, pageIDs: [String], status: Status, engineSymbol: String? = nil, reason: String? = nil) {
        self.symbol = symbol
        self.pageIDs = pageIDs
        self.status = status
        self.engineSymbol = engineSymbol
        self.reason = reason
    }
}

/// A page no suite is generated for, and why (not focus behaviour, or not selected).
public struct ScopeDecision: Codable, Sendable, Hashable {
    public var pageID: String
    /// The page's source path relative to the extract input.
    public var source: String
    public var symbol: String
    /// Why the page is out of scope (`navigation transition, not focus behaviour`).
    public var reason: String

    public init(pageID: String, source: String, symbol: String, reason: String) {
        self.pageID = pageID
        self.source = source
        self.symbol = symbol
        self.reason = reason
    }
}
