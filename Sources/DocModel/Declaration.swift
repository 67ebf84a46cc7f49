/// A symbol's declaration: the text the page shows and the structure SwiftParser found in it.
public struct Declaration: Codable, Sendable, Hashable {
    /// The declaration as shown, with links and markup removed, whitespace preserved.
    public var text: String
    /// Lines of the declaration in the source file.
    public var lines: LineRange
    /// The parsed structure; nil when the text did not parse as a declaration.
    public var structure: DeclarationStructure?
    /// Whether SwiftParser accepted the text without diagnostics.
    public var parsesCleanly: Bool
    /// SwiftParser's diagnostics, if any.
    public var parseDiagnostics: [ParseDiagnostic]
    /// Hash of the normalized content (`ContentHash`), set by extraction; nil in models written before schema 2.
    public var contentHash: String?

    public init(text: String, lines: LineRange, structure: DeclarationStructure?,
                parsesCleanly: Bool, parseDiagnostics: [ParseDiagnostic] = []) {
        self.text = text
        self.lines = lines
        self.structure = structure
        self.parsesCleanly = parsesCleanly
        self.parseDiagnostics = parseDiagnostics
    }
}

/// A message from SwiftParser about a piece of code, with its position in the source file.
public struct ParseDiagnostic: Codable, Sendable, Hashable {
    /// 1-based line in the source file.
    public var line: Int
    /// 1-based column within that line.
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// The syntactic structure of a declaration, as SwiftParser sees it.
public struct DeclarationStructure: Codable, Sendable, Hashable {
    /// Attributes in order, with arguments (`@propertyWrapper`, `@available(iOS 15, *)`).
    public var attributes: [String]
    /// Modifiers in order (`nonisolated`, `static`, `mutating`).
    public var modifiers: [String]
    /// The introducing keyword: `func`, `init`, `subscript`, `var`, `let`, `struct`, `class`,
    /// `enum`, `protocol`, `actor`, `typealias`, `associatedtype`, `case`, `macro`, `operator`.
    public var keyword: String
    /// The declared name (`focused`, `AccessibilityFocusState`, `init`).
    public var name: String
    public var genericParameters: [GenericParameter]
    /// Requirements of the `where` clause.
    public var genericRequirements: [GenericRequirement]
    /// Function-like parameters (funcs, inits, subscripts, macros, enum case payloads).
    public var parameters: [DeclaredParameter]
    /// Return type of function-like declarations (`some View`).
    public var returnType: String?
    /// Type annotation of properties (`FocusState<Value>.Binding`), aliased type of typealiases.
    public var type: String?
    /// `async`, `throws`, `rethrows`, `throws(E)` in source order.
    public var effects: [String]
    /// Inherited types or conformances (`: Hashable, Sendable`).
    public var inheritedTypes: [String]
    /// Accessor kinds of a property (`get`, `set`).
    public var accessors: [String]

    public init(attributes: [String] = [], modifiers: [String] = [], keyword: String, name: String,
                genericParameters: [GenericParameter] = [], genericRequirements: [GenericRequirement] = [],
                parameters: [DeclaredParameter] = [], returnType: String? = nil, type: String? = nil,
                effects: [String] = [], inheritedTypes: [String] = [], accessors: [String] = []) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.keyword = keyword
        self.name = name
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.parameters = parameters
        self.returnType = returnType
        self.type = type
        self.effects = effects
        self.inheritedTypes = inheritedTypes
        self.accessors = accessors
    }
}

/// A generic parameter (`Value`, `V: Hashable`, `each T`).
public struct GenericParameter: Codable, Sendable, Hashable {
    public var name: String
    /// The inline constraint, if any (`Hashable`).
    public var constraint: String?
    /// Whether it is a parameter pack (`each T`).
    public var isPack: Bool

    public init(name: String, constraint: String? = nil, isPack: Bool = false) {
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
    }
}

/// One requirement of a `where` clause.
public struct GenericRequirement: Codable, Sendable, Hashable {
    public enum Relation: String, Codable, Sendable, Hashable {
        /// `T : P`
        case conformance
        /// `T == U`
        case sameType = "same-type"
        /// `T : AnyObject` layout constraints and anything else
        case other
    }

    public var subject: String
    public var relation: Relation
    public var constraint: String

    public init(subject: String, relation: Relation, constraint: String) {
        self.subject = subject
        self.relation = relation
        self.constraint = constraint
    }
}

/// A parameter in a declaration (`of triggers: SubmitTriggers = .text`).
public struct DeclaredParameter: Codable, Sendable, Hashable {
    /// The argument label; `_` for none, nil when the parameter has a single name used as both.
    public var label: String?
    /// The parameter name used in the documentation's Parameters section.
    public var name: String
    public var type: String
    public var defaultValue: String?
    /// Attributes on the type (`@escaping`, `@ViewBuilder`).
    public var attributes: [String]
    /// Whether it is variadic (`T...`).
    public var isVariadic: Bool

    public init(label: String?, name: String, type: String, defaultValue: String? = nil,
                attributes: [String] = [], isVariadic: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.attributes = attributes
        self.isVariadic = isVariadic
    }
}
