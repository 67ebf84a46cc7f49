import DocModel
import Foundation

/// Chooses the inert surface to generate from a documentation model: what the documentation
/// declares and the engine's hand-written code does not (issue: the inert surface is generated
/// from the documentation, the modelled parts stay hand-written and win).
///
/// Three shapes are generated, each only when every type its declaration names resolves (to the
/// engine's hand-written types, Swift's and Foundation's types in `Phrasebooks/swift-types.json`,
/// generic parameters, or another generated type) and every default value is a literal or a
/// member the engine or the plan provides:
/// - enumerations with their documented cases;
/// - value sets: structures whose documented members are static values of the type itself;
/// - view modifiers (`View` instance methods returning `some View`) whose base name the engine
///   does not declare, and overloads of a hand-written modifier whose every call names a label no
///   hand-written overload has (`searchable(text:tokens:placement:prompt:token:)`'s `tokens:`), so
///   no call becomes ambiguous between hand-written and generated code.
public struct InertSurfacePlanner: Sendable {
    /// The engine's hand-written symbols (generated ones are ignored: the plan must not depend
    /// on its own previous output).
    public let engine: [EngineSymbol]
    /// Type names visible to the engine from Swift, Foundation and Observation.
    public let swiftTypes: Set<String>
    /// The first id component of the pages the engine mirrors.
    public let module: String
    /// Inert default values of Swift's and Foundation's types (`Bool` → `false`), for generated
    /// environment values (`Phrasebooks/swift-types.json`, `defaults`).
    public let swiftDefaults: [String: String]
    /// Static members of Swift's types a default value may name (`TaskPriority.userInitiated`;
    /// `Phrasebooks/swift-types.json`, `members`).
    public let swiftMembers: Set<String>

    /// Conformances the compiler synthesizes for a generated type.
    static let synthesized: Set<String> = ["Equatable", "Hashable", "Sendable", "CaseIterable", "Comparable"]
    /// Attributes of a parameter's type the language knows (result builders must be the engine's).
    static let typeAttributes: Set<String> = ["@escaping", "@autoclosure", "@Sendable", "@MainActor"]
    /// Conformances that need no declaration (marker protocols every type has).
    static let implicit: Set<String> = ["Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"]

    public init(engine: [EngineSymbol], swiftTypes: Set<String>, swiftDefaults: [String: String] = [:],
                swiftMembers: Set<String> = [], module: String = "swiftui") {
        self.engine = engine.filter { !$0.generated }
        self.swiftTypes = swiftTypes
        self.swiftDefaults = swiftDefaults
        self.swiftMembers = swiftMembers
        self.module = module
    }

    /// The plan for `pages`; the result does not depend on the pages' order.
    public func plan(_ pages: [PageRecord]) -> InertSurfacePlan {
        var plan = InertSurfacePlan()
        let pages = pages.filter { $0.id.hasPrefix(module + "/") && !$0.id.contains("~") }
            .sorted { $0.id < $1.id }
        let byID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let children = Dictionary(grouping: pages) { parentID(of: $0.id) ?? "" }
        let engineTypes = Set(engine.filter(\.isType).map { $0.path.replacingOccurrences(of: "/", with: ".") })
        let engineMembers = Set(engine.map { $0.path.replacingOccurrences(of: "/", with: ".") })
            .union(engine.map { ($0.parentPath.map { $0.replacingOccurrences(of: "/", with: ".") + "." } ?? "") + $0.baseName })

        // Candidate types: documented, not declared by hand.
        var candidates: [String: (page: PageRecord, isEnum: Bool)] = [:]
        for page in pages where page.symbol.kind == .enumeration || page.symbol.kind == .structure {
            guard let name = typeName(of: page.id, byID: byID), let structure = page.declaration?.structure,
                  structure.genericParameters.isEmpty, !engineTypes.contains(name) else { continue }
            candidates[name] = (page, page.symbol.kind == .enumeration)
        }
        // Resolve to a fixed point: a type stays only while its parent and its members resolve.
        var enumerations: [String: InertSurfacePlan.Enumeration] = [:]
        var valueSets: [String: InertSurfacePlan.ValueSet] = [:]
        var known = engineTypes.union(swiftTypes).union(candidates.keys)
        let markers = markerProtocols
        while true {
            enumerations = [:]
            valueSets = [:]
            for (name, candidate) in candidates where known.contains(name) {
                let parent = name.split(separator: ".").dropLast().joined(separator: ".")
                if !parent.isEmpty, !known.contains(parent) { continue }
                let members = children[candidate.page.id] ?? []
                let conformances = self.conformances(of: candidate.page)
                if candidate.isEnum {
                    let cases = members.compactMap { enumCase($0, known: known) }
                    guard !cases.isEmpty else { continue }
                    let hasPayload = cases.contains { $0.contains("(") }
                    enumerations[name] = .init(name: name, pageID: candidate.page.id,
                                               conformances: hasPayload ? [] : conformances, cases: cases)
                } else {
                    let simple = String(name.split(separator: ".").last ?? "")
                    let statics = members.filter {
                        $0.symbol.kind == .typeProperty && $0.declaration?.structure.map {
                            [simple, name, "Self"].contains($0.type ?? "") && TypeReferences.isIdentifier(TypeReferences.unescaped($0.name))
                        } == true
                    }.compactMap { $0.declaration?.structure?.name }
                    guard !statics.isEmpty else { continue }
                    let markerConformances = conformsTo(candidate.page).filter { markers.contains($0) }
                    valueSets[name] = .init(name: name, pageID: candidate.page.id,
                                            conformances: Array(Set(conformances.filter { $0 != "CaseIterable" && $0 != "Comparable" }
                                                + markerConformances)).sorted(),
                                            members: Array(Set(statics)).sorted())
                }
            }
            let survivors = engineTypes.union(swiftTypes).union(enumerations.keys).union(valueSets.keys)
            if survivors == known { break }
            known = survivors
        }
        plan.enumerations = enumerations.values.sorted { $0.name < $1.name }
        plan.valueSets = valueSets.values.sorted { $0.name < $1.name }
        plan.protocolValues = protocolValues(pages, valueSets: plan.valueSets, markers: markers, engineMembers: engineMembers)
        plan.environmentValues = environmentValues(children[module + "/environmentvalues"] ?? [], plan: plan,
                                                   known: known, engineMembers: engineMembers, skipped: &plan.skipped)

        // Members a default value may name: the engine's, Swift's and the plan's.
        var members = engineMembers.union(swiftMembers)
        for enumeration in plan.enumerations {
            for item in enumeration.cases { members.insert(enumeration.name + "." + String(item.prefix { $0 != "(" })) }
        }
        for set in plan.valueSets { for member in set.members { members.insert(set.name + "." + TypeReferences.unescaped(member)) } }
        // The labels of every hand-written overload, by base name.
        var handWrittenLabels: [String: Set<String>] = [:]
        for symbol in engine where symbol.parentPath == "View" {
            handWrittenLabels[symbol.baseName, default: []].formUnion(symbol.components.last.flatMap(EngineSymbol.labels) ?? [])
        }
        var modifiers: Set<InertSurfacePlan.Modifier> = []
        for page in children[module + "/view"] ?? [] where page.symbol.kind == .instanceMethod {
            guard let structure = page.declaration?.structure, structure.keyword == "func" else { continue }
            // An overload of a hand-written modifier is written only when every call to it names a
            // label no hand-written overload has (`searchable(text:tokens:…)`'s `tokens:`): no call
            // can then be ambiguous, and the hand-written (modelled) forms keep every call they take.
            if let labels = handWrittenLabels[structure.name] {
                let required = structure.parameters.filter { $0.defaultValue == nil }.map { $0.label ?? $0.name }.filter { $0 != "_" }
                guard required.contains(where: { !labels.contains($0) }) else {
                    plan.skipped["hand-written", default: 0] += 1
                    continue
                }
            }
            switch modifier(structure, known: known, members: members) {
            case .success(let signature):
                modifiers.insert(.init(name: structure.name, pageID: page.id, signature: signature))
            case .failure(let reason):
                plan.skipped[reason.text, default: 0] += 1
            }
        }
        // One modifier per signature (two pages may document the same declaration).
        var seen: Set<String> = []
        plan.modifiers = modifiers.sorted { ($0.signature, $0.pageID) < ($1.signature, $1.pageID) }
            .filter { seen.insert($0.signature).inserted }
        return plan
    }

    /// Why a declaration is left out.
    struct Reason: Error {
        var text: String
    }

    /// The modifier's signature (`func name<V>(…) -> some View where V: View`), or why not.
    func modifier(_ structure: DeclarationStructure, known: Set<String>, members: Set<String>) -> Result<String, Reason> {
        guard TypeReferences.isIdentifier(structure.name) else { return .failure(Reason(text: "not an identifier")) }
        // `some View`, or a `ModifiedContent<Self, M>` (Apple's accessibility modifiers), written as
        // `some View`: the engine records every inert modifier the same way (docs/surface.md).
        guard let returnType = structure.returnType, returnType == "some View"
                || returnType.hasPrefix("ModifiedContent<Self, ") && returnType.hasSuffix(">") else {
            return .failure(Reason(text: "returns no opaque view"))
        }
        guard structure.effects.isEmpty else { return .failure(Reason(text: "effects")) }
        guard structure.genericParameters.allSatisfy({ !$0.isPack && TypeReferences.isIdentifier($0.name) }) else {
            return .failure(Reason(text: "parameter pack"))
        }
        let generics = Set(structure.genericParameters.map(\.name))
        var texts = structure.genericParameters.compactMap(\.constraint)
        texts += structure.genericRequirements.flatMap { [$0.subject, $0.constraint] }
        texts += structure.parameters.map(\.type)
        if returnType != "some View" { texts.append(returnType) }
        for text in texts {
            guard let names = TypeReferences.names(in: text) else { return .failure(Reason(text: "not plain type syntax")) }
            if let unknown = names.first(where: { !resolves($0, known: known, generics: generics) }) {
                return .failure(Reason(text: "unknown type \(unknown)"))
            }
        }
        var parameters: [String] = []
        for parameter in structure.parameters {
            guard TypeReferences.isIdentifier(parameter.name),
                  parameter.label.map({ $0 == "_" || TypeReferences.isIdentifier($0) }) ?? true,
                  parameter.attributes.allSatisfy({ TypeReferences.isIdentifier(String($0.dropFirst())) && $0.hasPrefix("@") })
            else { return .failure(Reason(text: "not an identifier")) }
            let split = EngineSurface.parameterAttributes(parameter.attributes)
            if let unknown = split.type.first(where: { !Self.typeAttributes.contains($0) }) {
                return .failure(Reason(text: "unknown attribute \(unknown)"))
            }
            var text = (split.declaration + [parameter.label, parameter.name].compactMap { $0 }).joined(separator: " ")
            text += ": " + (split.type + [parameter.type]).joined(separator: " ") + (parameter.isVariadic ? "..." : "")
            if let value = parameter.defaultValue {
                guard defaultResolves(value, type: parameter.type, members: members, generics: generics) else {
                    return .failure(Reason(text: "default value"))
                }
                text += " = " + value
            }
            parameters.append(text)
        }
        var signature = "func " + structure.name
        if !structure.genericParameters.isEmpty {
            signature += "<" + structure.genericParameters.map { [$0.name, $0.constraint].compactMap { $0 }.joined(separator: ": ") }
                .joined(separator: ", ") + ">"
        }
        signature += "(" + parameters.joined(separator: ", ") + ") -> some View"
        let requirements = structure.genericRequirements.compactMap { requirement -> String? in
            switch requirement.relation {
            case .conformance: return requirement.subject + ": " + requirement.constraint
            case .sameType: return requirement.subject + " == " + requirement.constraint
            case .other: return nil
            }
        }
        guard requirements.count == structure.genericRequirements.count else { return .failure(Reason(text: "layout requirement")) }
        if !requirements.isEmpty { signature += " where " + requirements.joined(separator: ", ") }
        return .success(signature)
    }

    /// Whether a dotted type name resolves.
    func resolves(_ name: String, known: Set<String>, generics: Set<String>) -> Bool {
        let head = String(name.prefix { $0 != "." })
        return generics.contains(head) || head == "Self" || known.contains(name)
    }

    /// Whether a default value is a literal or a member of the parameter's (non-generic) type that exists.
    func defaultResolves(_ value: String, type: String, members: Set<String>, generics: Set<String>) -> Bool {
        if ["nil", "true", "false"].contains(value) { return true }
        // The caller's position, as the compiler fills it in.
        if ["#fileID", "#file", "#filePath", "#line", "#column", "#function"].contains(value) { return true }
        // An empty collection literal only for a collection type (an option set's `[]` needs OptionSet).
        if ["[]", "[:]"].contains(value) { return type.hasPrefix("[") }
        if value.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }), value.contains(where: \.isNumber) { return true }
        guard value.hasPrefix("."), TypeReferences.isIdentifier(String(value.dropFirst())) else { return false }
        var base = type.trimmingCharacters(in: .whitespaces)
        if base.hasSuffix("?") { base.removeLast() }
        guard TypeReferences.names(in: base) == [base], !generics.contains(base) else { return false }
        return members.contains(base + value)
    }

    /// An enum case page's case (`mini`, `custom(String)`) when its payload types resolve.
    func enumCase(_ page: PageRecord, known: Set<String>) -> String? {
        guard page.symbol.kind == .case, let structure = page.declaration?.structure, structure.keyword == "case",
              TypeReferences.isIdentifier(structure.name) else { return nil }
        if structure.parameters.isEmpty { return structure.name }
        var payload: [String] = []
        for parameter in structure.parameters {
            guard let names = TypeReferences.names(in: parameter.type), parameter.defaultValue == nil,
                  names.allSatisfy({ resolves($0, known: known, generics: []) }) else { return nil }
            let label = parameter.label ?? parameter.name
            payload.append(label == "_" || label.isEmpty || !TypeReferences.isIdentifier(label)
                           ? parameter.type : label + ": " + parameter.type)
        }
        return structure.name + "(" + payload.joined(separator: ", ") + ")"
    }

    /// The page's Conforms To names the compiler synthesizes, sorted.
    func conformances(of page: PageRecord) -> [String] {
        Array(Set(conformsTo(page).filter { Self.synthesized.contains($0) })).sorted()
    }

    /// The names of the page's Conforms To list.
    func conformsTo(_ page: PageRecord) -> [String] {
        page.relationships.filter { $0.kind == .conformsTo }.flatMap(\.targets).map(\.name)
    }

    /// The engine's hand-written protocols that have no requirements (`ShapeStyle`): a generated
    /// type the documentation says conforms can declare it with nothing to implement.
    var markerProtocols: Set<String> {
        let protocols = Set(engine.filter { $0.kind == "protocol" }.map(\.path))
        let required = Set(engine.filter(\.requirement).compactMap(\.parentPath))
        return protocols.subtracting(required)
    }

    /// Static values of the engine's marker protocols whose type is a generated value set that
    /// conforms to the protocol (`ShapeStyle.quaternary: HierarchicalShapeStyle`), unless the
    /// engine declares the member.
    func protocolValues(_ pages: [PageRecord], valueSets: [InertSurfacePlan.ValueSet],
                        markers: Set<String>, engineMembers: Set<String>) -> [InertSurfacePlan.ProtocolValue] {
        let sets = Dictionary(valueSets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var values: Set<InertSurfacePlan.ProtocolValue> = []
        for page in pages where page.symbol.kind == .typeProperty {
            guard let parent = parentID(of: page.id), let protocolName = parent.split(separator: "/").last.map(String.init),
                  parent == module + "/" + protocolName.lowercased(),
                  let marker = markers.first(where: { $0.lowercased() == protocolName.lowercased() }),
                  let structure = page.declaration?.structure, structure.keyword == "var",
                  TypeReferences.isIdentifier(structure.name), let type = structure.type,
                  let set = sets[type], set.conformances.contains(marker),
                  !engineMembers.contains(marker + "." + structure.name) else { continue }
            values.insert(.init(protocolName: marker, name: structure.name, type: type, pageID: page.id))
        }
        // One per protocol and name (two pages may document one member).
        var seen: Set<String> = []
        return values.sorted { ($0.protocolName, $0.name, $0.pageID) < ($1.protocolName, $1.name, $1.pageID) }
            .filter { seen.insert($0.protocolName + "." + $0.name).inserted }
    }

    /// The dotted type name of a type page (`swiftui/text/case` → `Text.Case`), nil when a
    /// parent is not a documented type or a name is not an identifier.
    func typeName(of id: String, byID: [String: PageRecord]) -> String? {
        guard let page = byID[id], TypeReferences.isIdentifier(page.symbol.name) else { return nil }
        guard let parent = parentID(of: id), parent != module else { return page.symbol.name }
        guard let parentPage = byID[parent], [.structure, .enumeration, .class, .protocol].contains(parentPage.symbol.kind),
              let parentName = typeName(of: parent, byID: byID) else { return nil }
        return parentName + "." + page.symbol.name
    }

    func parentID(of id: String) -> String? {
        guard let slash = id.lastIndex(of: "/") else { return nil }
        return String(id[..<slash])
    }
}

extension InertSurfacePlanner {
    /// A planner over the engine surface docgen was built with and the bundled
    /// `Phrasebooks/swift-types.json`.
    public static func bundled() throws -> InertSurfacePlanner {
        guard let url = Bundle.module.url(forResource: "swift-types", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw GenerateError.phrasebook("Phrasebooks/swift-types.json missing from the DocGenerate bundle")
        }
        struct File: Decodable { var types: [String]; var defaults: [String: String]?; var members: [String]? }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url)) } catch {
            throw GenerateError.phrasebook("Phrasebooks/swift-types.json: \(error)")
        }
        return InertSurfacePlanner(engine: EngineSurface.generatedSymbols, swiftTypes: Set(file.types), swiftDefaults: file.defaults ?? [:],
                                   swiftMembers: Set(file.members ?? []))
    }
}
