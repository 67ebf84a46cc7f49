import DocModel

extension InertSurfacePlanner {
    /// The documented `EnvironmentValues` properties the engine does not declare by hand, each
    /// with an inert default (`inertDefault`); the others are counted in `skipped` by reason.
    /// Sorted by name; two pages documenting one property give one value.
    func environmentValues(_ pages: [PageRecord], plan: InertSurfacePlan, known: Set<String>,
                           engineMembers: Set<String>, skipped: inout [String: Int]) -> [InertSurfacePlan.EnvironmentValue] {
        var values: [String: InertSurfacePlan.EnvironmentValue] = [:]
        let protocols = Set(engine.filter { $0.kind == "protocol" }.map { $0.path.replacingOccurrences(of: "/", with: ".") })
        for page in pages.sorted(by: { $0.id < $1.id }) where page.symbol.kind == .instanceProperty {
            guard let structure = page.declaration?.structure, structure.keyword == "var",
                  TypeReferences.isIdentifier(structure.name), structure.effects.isEmpty,
                  let type = structure.type?.trimmingCharacters(in: .whitespaces), !type.isEmpty else { continue }
            if engineMembers.contains("EnvironmentValues." + structure.name) {
                skipped["hand-written", default: 0] += 1
                continue
            }
            guard let names = TypeReferences.names(in: type) else {
                skipped["not plain type syntax", default: 0] += 1
                continue
            }
            if let unknown = names.first(where: { !resolves($0, known: known, generics: []) }) {
                skipped["unknown type \(unknown)", default: 0] += 1
                continue
            }
            // A bare engine protocol is no value type: `realityKitScene: Scene?` names RealityKit's
            // class, which the engine's `Scene` protocol only shares a name with.
            if let named = names.first(where: { protocols.contains($0) }) {
                skipped["a protocol as a type: \(named)", default: 0] += 1
                continue
            }
            guard let value = inertDefault(of: type, plan: plan) else {
                skipped["no inert default", default: 0] += 1
                continue
            }
            guard values[structure.name] == nil else { continue }
            values[structure.name] = .init(name: structure.name, pageID: page.id, type: type, defaultValue: value,
                                           settable: structure.accessors.contains("set"))
        }
        return values.values.sorted { $0.name < $1.name }
    }

    /// A value of `type` that says nothing about SwiftUI's own default, or nil when the type has
    /// none the generator can write:
    /// - an optional: `nil`; an array or a set: `[]`;
    /// - a Swift or Foundation type with an entry in `swiftDefaults` (`Bool` → `false`);
    /// - an enumeration without payloads (generated, or the engine's): its first case by name;
    /// - a generated value set: its first member by name.
    func inertDefault(of type: String, plan: InertSurfacePlan) -> String? {
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") { return "[]" }
        if type.hasPrefix("Set<") { return "[]" }
        if let value = swiftDefaults[type] { return value }
        if let enumeration = plan.enumerations.first(where: { $0.name == type }) {
            guard !enumeration.cases.contains(where: { $0.contains("(") }),
                  let first = enumeration.cases.sorted().first else { return nil }
            return "." + first
        }
        if let set = plan.valueSets.first(where: { $0.name == type }), let first = set.members.sorted().first {
            return "." + first
        }
        let prefix = type.replacingOccurrences(of: ".", with: "/") + "/"
        let cases = engine.filter { $0.kind == "enum.case" && $0.path.hasPrefix(prefix) }
            .map { String($0.path.dropFirst(prefix.count)) }
        guard !cases.isEmpty, cases.allSatisfy(TypeReferences.isIdentifier) else { return nil }
        return "." + cases.sorted()[0]
    }
}
