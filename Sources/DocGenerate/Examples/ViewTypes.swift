import SwiftParser
import SwiftSyntax

/// An example view a case can create: `Name()` or `Name(binding: …)` with external bindings.
struct MountableView {
    var name: String
    var bindings: [ExternalBinding]
    var deriver: ScenarioDeriver
    /// A scene (`struct ExampleView: Scene`, a scene expression's wrapper), hosted with `FocusHost(scene:)`.
    var scene = false

    func fixture(example: String) -> Fixture {
        var fixture = Fixture(name: name, example: example, bindings: bindings.isEmpty ? nil : bindings)
        if scene { fixture.scene = true }
        return fixture
    }
}

/// Finds the view types of a wrapped example and how to create them.
enum ViewTypes {
    private static let selfInitialising: Set<String> = ["FocusState", "AccessibilityFocusState", "Namespace", "Environment"]
    private static let builtins: Set<String> = ["Bool", "Int", "Double", "String"]

    /// Top-level structs with a `body` but no `View` conformance (`struct LoginForm { … var body: some View`).
    static func missingConformances(in tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { item -> String? in
            guard let structure = item.item.as(StructDeclSyntax.self), structure.inheritanceClause == nil,
                  structure.memberBlock.members.contains(where: { isBody($0.decl) }) else { return nil }
            return structure.name.text
        }
    }

    /// The mountable views among the namespace's structs, each with its scenario deriver.
    /// `constructible`: imported types known to have `init()` (the page's shared stubs).
    static func mountable(in tree: SourceFileSyntax, namespace: String, conformances: [String], stubs: StubIndex,
                          constructible: Set<String> = []) -> [MountableView] {
        guard let (enumeration, topLevel) = Self.namespace(of: tree) else { return [] }
        let structs = enumeration.memberBlock.members.compactMap { $0.decl.as(StructDeclSyntax.self) }
        let records = Self.records(enumeration, constructible: constructible)
        return structs.compactMap { structure -> MountableView? in
            let name = structure.name.text
            let inherited = structure.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            let isView = conformances.contains(name) || inherited.contains("View")
            let isScene = !isView && inherited.contains("Scene")
            guard isView || isScene, structure.genericParameterClause == nil,
                  !structure.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }),
                  declaresBody(name, structure, in: tree, namespace: namespace) else { return nil }
            let sketch = ViewSketch(structure)
            let nested = Set(structure.memberBlock.members.compactMap { member -> String? in
                guard let type = typeName(member.decl), !isPrivate(member.decl) else { return nil }
                return type
            })
            let resolve = { (written: String) -> String? in
                let optional = written.hasSuffix("?")
                let base = optional ? String(written.dropLast()) : written
                let path: String
                if builtins.contains(base) { path = base }
                else if nested.contains(base) { path = "\(namespace).\(name).\(base)" }
                else if topLevel.contains(base) { path = "\(namespace).\(base)" }
                else { return nil }
                return path + (optional ? "?" : "")
            }
            var bindings: [ExternalBinding] = []
            var candidates: [String: [ScenarioValue]] = [:]
            for property in sketch.properties {
                if property.wrapper == "Binding" {
                    guard !isScene, let written = property.type, let type = resolve(written),
                          let initial = initialValue(written) ?? records.empty(written, typePath: resolve) else { return nil }
                    guard let portable = initial.stateValue(type: type) else { return nil }
                    bindings.append(ExternalBinding(name: property.name, value: portable))
                    candidates[property.name] = records.candidates(for: written, typePath: resolve)
                } else if property.initializer == nil, !selfInitialising.contains(property.wrapper ?? "") {
                    return nil
                } else if property.readsObjectByType, property.type?.hasSuffix("?") != true {
                    // `@Environment(Library.self)`: an object a view above must supply (a missing
                    // one stops the program, in SwiftUI as in the engine); the example does not mount it.
                    return nil
                }
            }
            let stateType = { (name: String) -> String? in
                guard let property = sketch.property(name) else { return nil }
                if let written = property.type { return resolve(written) }
                guard let initializer = property.initializer, let literal = try? Literals.value(initializer) else { return nil }
                switch literal {
                case .bool: return "Bool"
                case .double: return "Double"
                case .int: return "Int"
                case .string: return "String"
                default: return nil
                }
            }
            let external = Dictionary(uniqueKeysWithValues: bindings.compactMap { binding in
                let written = sketch.property(binding.name)?.type ?? ""
                return (initialValue(written) ?? records.empty(written, typePath: resolve)).map { (binding.name, $0) }
            })
            var oracle = FocusOracle(sketch: sketch, external: external)
            oracle.publications = Publication.all(in: sketch, typePath: resolve)
            let deriver = ScenarioDeriver(oracle: oracle, stubs: stubs,
                                          stateType: stateType, bindingCandidates: candidates)
            return MountableView(name: name, bindings: bindings, deriver: deriver, scene: isScene)
        }
    }

    /// A wrapped example's namespace enum and the types it declares (struct, enum, class, typealias).
    static func namespace(of tree: SourceFileSyntax) -> (enumeration: EnumDeclSyntax, types: Set<String>)? {
        guard let enumeration = tree.statements.first?.item.as(EnumDeclSyntax.self) else { return nil }
        return (enumeration, Set(enumeration.memberBlock.members.compactMap { typeName($0.decl) }))
    }

    /// The records of a namespace's structs and classes; `constructible` adds imported types it
    /// declares as aliases that are made with `init()`.
    static func records(_ enumeration: EnumDeclSyntax, constructible: Set<String>) -> Records {
        let members = enumeration.memberBlock.members
        let types = Set(members.compactMap { typeName($0.decl) })
        return Records(structs: members.compactMap { $0.decl.as(StructDeclSyntax.self) },
                       classes: members.compactMap { $0.decl.as(ClassDeclSyntax.self) }, constructible: constructible.intersection(types))
    }

    /// What an external binding starts as: nil, false, empty.
    private static func initialValue(_ written: String) -> ScenarioValue? {
        if written.hasSuffix("?") { return ScenarioValue.none }
        switch written {
        case "Bool": return .bool(false)
        case "String": return .string("")
        default: return nil
        }
    }

    /// Whether the struct or an extension of it declares `body`. A type whose body the example
    /// elides (`struct MyScene: Scene { @Environment(…) var scenePhase // ... }`) is not mounted:
    /// only the engine's built-in types have no body.
    private static func declaresBody(_ name: String, _ structure: StructDeclSyntax, in tree: SourceFileSyntax, namespace: String) -> Bool {
        if structure.memberBlock.members.contains(where: { isBody($0.decl) }) { return true }
        return tree.statements.contains { item in
            guard let extended = item.item.as(ExtensionDeclSyntax.self),
                  [name, namespace + "." + name].contains(extended.extendedType.trimmedDescription) else { return false }
            return extended.memberBlock.members.contains { isBody($0.decl) }
        }
    }

    private static func isBody(_ declaration: DeclSyntax) -> Bool {
        declaration.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
    }

    private static func typeName(_ declaration: DeclSyntax) -> String? {
        declaration.as(StructDeclSyntax.self)?.name.text ?? declaration.as(EnumDeclSyntax.self)?.name.text
            ?? declaration.as(ClassDeclSyntax.self)?.name.text ?? declaration.as(TypeAliasDeclSyntax.self)?.name.text
    }

    private static func isPrivate(_ declaration: DeclSyntax) -> Bool {
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers
        return modifiers?.contains { ["private", "fileprivate"].contains($0.name.text) } ?? false
    }
}

/// Structs the example declares, for values of external bindings (`CustomNotification`).
struct Records {
    private var fields: [String: [(String, String)]] = [:]
    /// Types created with `T()`: an explicit `init()`, or a struct whose stored properties all
    /// have initial values and no initialiser of its own.
    private var emptyInitialisable: Set<String> = []

    init(structs: [StructDeclSyntax], classes: [ClassDeclSyntax] = [], constructible: Set<String> = []) {
        emptyInitialisable = constructible
        for structure in structs where Self.hasEmptyInit(structure.memberBlock, memberwise: true) {
            emptyInitialisable.insert(structure.name.text)
        }
        for type in classes where Self.hasEmptyInit(type.memberBlock, memberwise: false) {
            emptyInitialisable.insert(type.name.text)
        }
        for structure in structs where structure.memberBlock.members.allSatisfy({ !$0.decl.is(InitializerDeclSyntax.self) }) {
            var stored: [(String, String)] = []
            for member in structure.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.trimmedDescription, binding.initializer == nil else { continue }
                    stored.append((name, type))
                }
            }
            fields[structure.name.text] = stored
        }
    }

    /// A value of a non-optional declared type made with `T()` (`MyDocument()`), or nil.
    func empty(_ written: String, typePath: (String) -> String?) -> ScenarioValue? {
        guard emptyInitialisable.contains(written), let type = typePath(written) else { return nil }
        return .record(type: type, fields: [])
    }

    private static func hasEmptyInit(_ members: MemberBlockSyntax, memberwise: Bool) -> Bool {
        let initialisers = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if initialisers.contains(where: { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } && $0.optionalMark == nil }) {
            return true
        }
        guard memberwise, initialisers.isEmpty else { return false }
        return members.members.allSatisfy { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return true }
            return variable.bindings.allSatisfy { $0.accessorBlock != nil || $0.initializer != nil
                || ($0.typeAnnotation?.type.trimmedDescription.hasSuffix("?") ?? false) && variable.bindingSpecifier.tokenKind == .keyword(.var) }
        }
    }

    /// For `T?` of a declared struct of strings and Booleans: one value with every Boolean true,
    /// one with every Boolean false (strings hold their field name).
    func candidates(for written: String, typePath: (String) -> String?) -> [ScenarioValue] {
        guard written.hasSuffix("?"), let stored = fields[String(written.dropLast())], !stored.isEmpty,
              let type = typePath(String(written.dropLast())) else { return [] }
        return [true, false].compactMap { flag -> ScenarioValue? in
            var values: [ScenarioValue.Field] = []
            for (name, type) in stored {
                switch type {
                case "String": values.append(.init(name: name, value: .string(name)))
                case "Bool": values.append(.init(name: name, value: .bool(flag)))
                default: return nil
                }
            }
            return .record(type: type, fields: values)
        }
    }
}

extension StubIndex {
    /// The stubs of an example: its recording functions, and the properties holding a stub model.
    init(stubs: StubSet, tree: some SyntaxProtocol) {
        self.init()
        for declaration in stubs.namespace {
            let item = Parser.parse(source: declaration).statements.first?.item
            if let function = item?.as(FunctionDeclSyntax.self) { functions.insert(function.name.text) }
            if let model = item?.as(ClassDeclSyntax.self), let property = ModelProperty.holding(model.name.text, in: tree) {
                models.insert(property)
            }
        }
    }
}
