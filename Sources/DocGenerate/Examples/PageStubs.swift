import SwiftParser
import SwiftSyntax

/// Stub types shared by the examples of one page.
///
/// An example's stubs live in its namespace, but an extension it declares sits at file scope
/// (`FileScopePlacement`) and cannot see into the namespace: `extension FocusedValues { @Entry
/// var focusedDocument: Binding<MyDocument>? }` needs `MyDocument` at file scope. And the page's
/// other examples must use the *same* `MyDocument`, or `.focusedValue(\.focusedDocument, $document)`
/// does not type-check. So a free type named by any of the page's extensions is stubbed once per
/// page, from how all the page's examples use it (`TypeStub` over their joined code), in a shared
/// namespace (`SwiftuiXExampleShared`) after the first compiled example that uses it; every example
/// using it imports it (`typealias`), and the file scope sees it through `fileprivate typealias`es.
struct PageStubs {
    /// Name → stub declaration, for names every use of which can be stubbed.
    let declarations: [String: String]

    /// `codes`: the page's code blocks; `extensionCodes`: those with extensions.
    /// `surface`: for the conformances engine initializers require of a stub (`StubConformances`).
    init(codes: [String], extensionCodes: [String], knownNames: Set<String>, surface: EngineSurfaceLookup? = nil) {
        guard !extensionCodes.isEmpty else { declarations = [:]; return }
        let all = codes.map { ExampleLayout.of($0)?.wrap($0) ?? $0 }
        var declared: Set<String> = []
        var wanted: Set<String> = []
        for code in all { declared.formUnion(ExamplePlanner.declaredTypes(code)) }
        for code in extensionCodes {
            let names = NameCollector(viewMode: .sourceAccurate)
            names.walk(ParsedSource.file(code))
            wanted.formUnion(names.referenced.subtracting(names.declared).subtracting(knownNames).filter { $0.first?.isUppercase == true })
        }
        wanted.subtract(declared)
        let tree = ExamplePlanner.folded(all.joined(separator: "\n"))
        let uses = FreeNameUses(names: wanted)
        uses.walk(tree)
        var made: [String: String] = [:]
        let conformances = surface.map(StubConformances.init(surface:))
        for name in wanted.sorted() {
            if let stub = TypeStub.declaration(name, uses: uses.uses[name, default: []], in: tree,
                                               required: conformances?.conformances(of: name, in: tree)) { made[name] = stub }
        }
        declarations = made
    }

    /// The names stubbed for the page.
    var names: Set<String> { Set(declarations.keys) }

    /// Gives the first compiled unit using a shared name the shared namespace, and every compiled
    /// unit using one an import of it.
    func attach(to outcomes: inout [Swift.Result<ExamplePlanner.Compiled, ExamplePlanner.Blocked>], units: [ExamplePlanner.Unit],
                knownNames: KnownNames, namespace: String, pageID: String) {
        guard !declarations.isEmpty else { return }
        let users = outcomes.indices.compactMap { index -> (index: Int, used: Set<String>, file: String?)? in
            guard case .success(let done) = outcomes[index] else { return nil }
            let used = ExamplePlanner.freeTypeNames(units[index], knownNames: knownNames).intersection(names)
            return used.isEmpty && done.code.fileScope == nil ? nil : (index, used, done.code.file)
        }
        // The owner is in the suite's own file when any user is (its aliases serve that file's
        // extensions); a companion file's extensions get aliases of their own.
        guard let owner = users.first(where: { $0.file == nil }) ?? users.first,
              case .success(let owning) = outcomes[owner.index] else { return }
        for user in users {
            guard case .success(var done) = outcomes[user.index] else { continue }
            if user.index == owner.index {
                done.code.sharedStubs = SharedStubs(namespace: namespace, declarations: names.sorted().compactMap { declarations[$0] },
                                                    names: names.sorted())
            }
            let imports = user.used.sorted().map { ExampleImport(name: $0, namespace: namespace, exampleID: owning.example.id, pageID: pageID) }
            done.code.imports = ((done.code.imports ?? []) + imports).nilIfEmpty
            outcomes[user.index] = .success(done)
        }
    }
}

/// The page's shared stub types, rendered after the example that owns them: an enum holding the
/// stubs, then a `fileprivate typealias` per name so the page's file-scope extensions see them.
public struct SharedStubs: Codable, Sendable, Hashable {
    /// The enum's name (`SwiftuiXExampleShared`).
    public var namespace: String
    public var declarations: [String]
    public var names: [String]

    var lines: [String] {
        ["// Stub types the page's examples share (its extensions, at file scope, name them).",
         "enum \(namespace) {"] + declarations.map { "    " + $0 } + ["}"]
            + names.map { "fileprivate typealias \($0) = \(namespace).\($0)" }
    }

    /// Number of file-scope statements `lines` makes.
    var statementCount: Int { 1 + names.count }

    /// The rendered statements are the enum (holding exactly the declarations) and the aliases.
    func matches(_ statements: some Collection<CodeBlockItemSyntax>) -> Bool {
        guard statements.count == statementCount, let first = statements.first?.item.as(EnumDeclSyntax.self),
              first.name.text == namespace, first.memberBlock.members.count == declarations.count else { return false }
        return statements.dropFirst().allSatisfy { $0.item.is(TypeAliasDeclSyntax.self) }
    }
}

extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
