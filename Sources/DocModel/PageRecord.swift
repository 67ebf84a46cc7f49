/// Everything docgen knows about one documentation page: the unit of the model.
///
/// A bilingual crawl file (Chinese block + English block) is one record.
public struct PageRecord: Codable, Sendable, Hashable {
    public var schemaVersion: Int
    /// Stable page id derived from the origin URL's documentation path, else the source path
    /// (`swiftui/view/focused(_:)`).
    public var id: String
    public var source: SourceInfo
    public var symbol: Symbol
    public var availability: [Availability]
    public var declaration: Declaration?
    /// The one-paragraph abstract per language.
    public var summary: Localized<Prose>
    public var sections: [Section]
    public var parameters: [Parameter]
    public var returnValue: Localized<Prose>
    public var examples: [CodeExample]
    public var relationships: [Relationship]
    public var claims: [Claim]
    /// Front-matter fields not modelled elsewhere (`impact`, `tags`, `description`), verbatim.
    public var metadata: [String: String]
    public var diagnostics: [Diagnostic]
    /// Hash of the normalized content of the whole page (`ContentHash`), set by extraction; nil in models written before schema 2.
    public var contentHash: String?

    public init(id: String, source: SourceInfo, symbol: Symbol, availability: [Availability] = [],
                declaration: Declaration? = nil, summary: Localized<Prose> = .init(), sections: [Section] = [],
                parameters: [Parameter] = [], returnValue: Localized<Prose> = .init(), examples: [CodeExample] = [],
                relationships: [Relationship] = [], claims: [Claim] = [], metadata: [String: String] = [:],
                diagnostics: [Diagnostic] = []) {
        self.schemaVersion = DocModelSchema.version
        self.id = id
        self.source = source
        self.symbol = symbol
        self.availability = availability
        self.declaration = declaration
        self.summary = summary
        self.sections = sections
        self.parameters = parameters
        self.returnValue = returnValue
        self.examples = examples
        self.relationships = relationships
        self.claims = claims
        self.metadata = metadata
        self.diagnostics = diagnostics
    }
}
