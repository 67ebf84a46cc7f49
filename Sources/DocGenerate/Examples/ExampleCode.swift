import SwiftParser
import SwiftSyntax

/// An example compiled verbatim inside a namespace enum of the generated file.
public struct ExampleCode: Codable, Sendable, Hashable {
    public var exampleID: String
    /// The enum the code is nested in (`SwiftuiFocusstateProjectedvalueExample1`).
    public var namespace: String
    /// The code exactly as the page shows it.
    public var code: String
    /// The view a fragment is wrapped in (`ExampleView`); nil for declarations.
    public var wrapper: String?
    /// `members` or `body` for fragments (see `ExampleLayout`); nil for declarations.
    public var layout: String?
    /// For `body` fragments: the UTF-8 offset where the body expression starts.
    public var bodyStart: Int?
    /// Stub declarations for free identifiers used as functions and types (namespace members).
    public var stubs: [String]
    /// Stub properties for free identifiers used as state (members of the wrapper view).
    public var viewStubs: [String]
    /// Types the example declares with a `body` but without `View`; they get `: View` by extension.
    public var viewConformances: [String]
    /// Elisions of the example and what was compiled in their place; nil when it compiled verbatim.
    public var fillings: [ElisionFilling]?
    /// The code compiled when `fillings` were needed (`code` stays verbatim); nil otherwise.
    public var filledCode: String?
    /// Ids of the following code blocks of the page compiled as part of this example (`code` is
    /// the blocks joined by a line break); nil when the example is one block.
    public var joined: [String]?
    /// Types this example uses that another compiled example declares, made available by
    /// `typealias` in its namespace; nil when none.
    public var imports: [ExampleImport]?
    /// Stub types the page's examples share, declared after this example (the first compiled one
    /// using them): types named in the page's extensions, which cannot see into a namespace
    /// (`PageStubs`); nil when none.
    public var sharedStubs: SharedStubs?
    /// The companion file the example and its cases are rendered in (`SwiftuiXTests+Example3.swift`)
    /// because it declares an extension member another example of the page declares too
    /// (`PageExtensions`); nil for the suite's own file.
    public var file: String?

    init(exampleID: String, namespace: String, code: String, layout: ExampleLayout,
         stubs: StubSet = StubSet(), viewConformances: [String] = []) {
        self.exampleID = exampleID
        self.namespace = namespace
        self.code = code
        self.wrapper = layout.shape == .declarations ? nil : ExampleLayout.viewName
        self.layout = layout.shape == .declarations ? nil : layout.shape.rawValue
        self.bodyStart = layout.bodyStart
        self.stubs = stubs.namespace
        self.viewStubs = stubs.view
        self.viewConformances = viewConformances
    }

    private enum CodingKeys: String, CodingKey {
        case exampleID, namespace, code, wrapper, layout, bodyStart, stubs, viewStubs, viewConformances, fillings, filledCode, joined, imports
        case sharedStubs, file
    }

    /// Decodes a case corpus written before `layout`, `viewStubs` and `viewConformances` existed.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exampleID = try container.decode(String.self, forKey: .exampleID)
        namespace = try container.decode(String.self, forKey: .namespace)
        code = try container.decode(String.self, forKey: .code)
        wrapper = try container.decodeIfPresent(String.self, forKey: .wrapper)
        layout = try container.decodeIfPresent(String.self, forKey: .layout) ?? (wrapper == nil ? nil : "members")
        bodyStart = try container.decodeIfPresent(Int.self, forKey: .bodyStart)
        stubs = try container.decodeIfPresent([String].self, forKey: .stubs) ?? []
        viewStubs = try container.decodeIfPresent([String].self, forKey: .viewStubs) ?? []
        viewConformances = try container.decodeIfPresent([String].self, forKey: .viewConformances) ?? []
        fillings = try container.decodeIfPresent([ElisionFilling].self, forKey: .fillings)
        filledCode = try container.decodeIfPresent(String.self, forKey: .filledCode)
        joined = try container.decodeIfPresent([String].self, forKey: .joined)
        imports = try container.decodeIfPresent([ExampleImport].self, forKey: .imports)
        sharedStubs = try container.decodeIfPresent(SharedStubs.self, forKey: .sharedStubs)
        file = try container.decodeIfPresent(String.self, forKey: .file)
    }

    var exampleLayout: ExampleLayout {
        ExampleLayout(shape: layout.flatMap(ExampleLayout.Shape.init(rawValue:)) ?? .declarations, bodyStart: bodyStart)
    }

    /// `enum Namespace {`, the stubs, the verbatim code (in its wrapper view for a fragment), `}`,
    /// then the `View` conformances the example's types lack.
    var wrapped: String {
        Self.wrappedSources.value(self) { wrappedSource }
    }

    /// Recent wrapped sources: the planner and the renderer ask for an example's many times.
    private static let wrappedSources = Memo<ExampleCode, String>(capacity: 64)

    private var wrappedSource: String {
        var lines = ["enum \(namespace) {"]
        if let imports, !imports.isEmpty {
            lines.append("    // Types declared by other examples of the run.")
            lines += imports.map { "    \($0.fileScoped == true ? "fileprivate " : "")typealias \($0.name) = \($0.namespace).\($0.name)" }
        }
        if !stubs.isEmpty {
            lines.append("    // Stubs synthesised for free identifiers; calls are recorded in ExampleStubs.calls.")
            lines += stubs.map { "    " + $0 }
        }
        let members = viewStubs.isEmpty ? [] : ["    // State synthesised for free identifiers the fragment uses."] + viewStubs.map { "    " + $0 }
        let placement = fileScope
        lines.append(placement.map { ExampleLayout.fileScopeAccess($0.nested) } ?? exampleLayout.wrap(filledCode ?? code, viewMembers: members))
        lines.append("}")
        if let placement {
            lines.append("// The example's extensions, at file scope (fileprivate: other pages may declare the same members).")
            lines += placement.extensions + placement.aliases + companionAliases
        }
        lines += sharedStubs?.lines ?? []
        lines += viewConformances.map { "extension \(namespace).\($0): View {}" }
        return lines.joined(separator: "\n")
    }

    /// For a declarations example with extensions: what nests in the namespace and what goes to
    /// file scope (`FileScopePlacement`); nil otherwise.
    var fileScope: FileScopePlacement? {
        wrapper == nil ? FileScopePlacement.of(filledCode ?? code, namespace: namespace) : nil
    }

    /// In a companion file, `fileprivate typealias`es for the imported types the example's
    /// extensions name: the suite's file has them from the example that owns the page's shared
    /// stubs, or not at all for another example's types, and a companion file sees neither.
    var companionAliases: [String] {
        guard file != nil, let placement = fileScope, let imports, !imports.isEmpty else { return [] }
        let own = Set(sharedStubs?.names ?? [])
        let referenced = placement.referencedNames
        return imports.filter { referenced.contains($0.name) && !own.contains($0.name) }.sorted { $0.name < $1.name }
            .map { "fileprivate typealias \($0.name) = \($0.namespace).\($0.name)" }
    }

    /// The wrapped source parses, and the enum (and wrapper view) hold exactly the example's
    /// items: page code cannot close its namespace early or add file-level declarations.
    var staysInNamespace: Bool {
        let file = ParsedSource.file(wrapped)
        let placement = fileScope
        let extensions = placement?.extensions.count ?? 0
        let aliases = (placement?.aliases.count ?? 0) + companionAliases.count
        let shared = sharedStubs?.statementCount ?? 0
        guard !file.hasError, file.statements.count == 1 + extensions + aliases + shared + viewConformances.count,
              let members = file.statements.first?.item.as(EnumDeclSyntax.self)?.memberBlock.members else { return false }
        if let placement, !placement.matches(file.statements.dropFirst().prefix(extensions + aliases), extraAliases: companionAliases.count) {
            return false
        }
        let sharedItems = file.statements.dropFirst(1 + extensions + aliases).prefix(shared)
        if let sharedStubs, !sharedStubs.matches(sharedItems) { return false }
        let items = ParsedSource.file(filledCode ?? code).statements
        let imported = imports?.count ?? 0
        guard wrapper != nil else { return members.count == imported + stubs.count + items.count - extensions }
        guard members.count == imported + stubs.count + 1, let view = members.last?.decl.as(StructDeclSyntax.self) else { return false }
        let viewMembers = view.memberBlock.members
        let emptyBody = layout == ExampleLayout.Shape.properties.rawValue ? 1 : 0
        guard layout == ExampleLayout.Shape.body.rawValue else { return viewMembers.count == viewStubs.count + items.count + emptyBody }
        let bodyItems = items.filter { $0.position.utf8Offset >= (bodyStart ?? 0) }.count
        guard let body = viewMembers.last?.decl.as(VariableDeclSyntax.self),
              case .getter(let statements)? = body.bindings.first?.accessorBlock?.accessors else { return false }
        return viewMembers.count == viewStubs.count + items.count - bodyItems + 1 && statements.count == bodyItems
    }
}

/// A type an example uses from another compiled example (`typealias Name = Namespace.Name`).
public struct ExampleImport: Codable, Sendable, Hashable {
    /// The type's name (`CustomNotification`).
    public var name: String
    /// The namespace of the example that declares it.
    public var namespace: String
    /// The declaring example and its page.
    public var exampleID: String
    public var pageID: String
    /// `true` when the type is declared `private` or `fileprivate` at the top of its example:
    /// the alias is `fileprivate` too (an internal alias of a file-private type does not compile).
    public var fileScoped: Bool?
}

extension ExampleImport {
    /// What other examples may import of `names`, the types `code` declares (marked file-scoped
    /// when declared `private` or `fileprivate` at its top level).
    static func exports(_ names: [String], of code: ExampleCode, pageID: String) -> [ExampleImport] {
        let fileScoped = ExampleLayout.fileScopedNames(code.filledCode ?? code.code)
        return names.map {
            ExampleImport(name: $0, namespace: code.namespace, exampleID: code.exampleID, pageID: pageID,
                          fileScoped: fileScoped.contains($0) ? true : nil)
        }
    }
}

/// An example no case compiles yet, and why.
public struct UncoveredExample: Codable, Sendable, Hashable {
    public var exampleID: String
    public var reason: String
    public var freeIdentifiers: [String]
}
