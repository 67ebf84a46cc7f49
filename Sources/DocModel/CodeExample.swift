/// A code listing on a page.
public struct CodeExample: Codable, Sendable, Hashable {
    /// What the page says the listing is for.
    public enum Role: String, Codable, Sendable, Hashable {
        /// An ordinary example.
        case example
        /// A rule document's "Incorrect" listing: shows what not to do.
        case incorrect
        /// A rule document's "Correct" listing: shows the rule applied.
        case correct
    }

    /// What kind of Swift the listing is, which decides how it is compiled.
    public enum Shape: String, Codable, Sendable, Hashable {
        /// Complete top-level declarations (types, functions, extensions).
        case declarations
        /// Members of a type without the type (`@State var x …  var body: some View { … }`).
        case memberFragment = "member-fragment"
        /// Statements, as in a function body.
        case statements
        /// A single expression (a view expression with modifiers).
        case expression
        /// Not Swift, or not classifiable.
        case other
    }

    /// Stable id within the page (`example-1`).
    public var id: String
    public var code: String
    /// The fence's info string (`swift`), or `swift` when recovered from unfenced text.
    public var language: String
    public var role: Role
    /// The label the page gives the listing (`Incorrect (no focus management …)`, a file name).
    public var label: String?
    /// Where the listing stands, per language block of the page.
    public var lines: Localized<LineRange>
    public var shape: Shape
    public var parsesCleanly: Bool
    public var parseDiagnostics: [ParseDiagnostic]
    /// Hash of the normalized content (`ContentHash`), set by extraction; nil in models written before schema 2.
    public var contentHash: String?

    public init(id: String, code: String, language: String, role: Role, label: String? = nil,
                lines: Localized<LineRange>, shape: Shape, parsesCleanly: Bool,
                parseDiagnostics: [ParseDiagnostic] = []) {
        self.id = id
        self.code = code
        self.language = language
        self.role = role
        self.label = label
        self.lines = lines
        self.shape = shape
        self.parsesCleanly = parsesCleanly
        self.parseDiagnostics = parseDiagnostics
    }
}
