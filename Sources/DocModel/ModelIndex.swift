/// The index written beside the page files: one entry per page plus run-level diagnostics.
public struct ModelIndex: Codable, Sendable, Hashable {
    /// One line of the index.
    public struct Entry: Codable, Sendable, Hashable {
        public var id: String
        /// The page's JSON file, relative to the output folder.
        public var file: String
        /// The source file, relative to its input argument.
        public var source: String
        public var symbol: String
        public var kind: SymbolKind
        public var format: DocFormat
        public var languages: [Language]
        public var examples: Int
        public var claims: Int
        public var diagnostics: Int

        public init(id: String, file: String, source: String, symbol: String, kind: SymbolKind,
                    format: DocFormat, languages: [Language], examples: Int, claims: Int, diagnostics: Int) {
            self.id = id
            self.file = file
            self.source = source
            self.symbol = symbol
            self.kind = kind
            self.format = format
            self.languages = languages
            self.examples = examples
            self.claims = claims
            self.diagnostics = diagnostics
        }
    }

    public var schemaVersion: Int
    /// Entries sorted by page id.
    public var pages: [Entry]
    /// Diagnostics about inputs that produced no page (unreadable files, symlink loops).
    public var diagnostics: [Diagnostic]

    public init(pages: [Entry], diagnostics: [Diagnostic]) {
        self.schemaVersion = DocModelSchema.version
        self.pages = pages
        self.diagnostics = diagnostics
    }
}
