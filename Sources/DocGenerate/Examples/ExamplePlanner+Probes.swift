import DocModel
import SwiftSyntax

/// Cases for what an example declares without a view whose scenarios show it: probes the test
/// declares (`KeyProbe`, `CommandsProbe`, `ResetFocusProbe`) and the example's own app hosted as
/// it is (`AppScenarios`).
extension ExamplePlanner {
    /// Probe cases for the focused-value keys a view-less example declares (`KeyProbe`).
    /// A key type without a member (`struct SelectedItemKey: FocusedValueKey`) is read through
    /// an accessor the case's file declares; its value type through the example's namespace.
    func keyProbeCases(_ done: Compiled, page: PageRecord, constructible: Set<String>) -> [ConformanceCase] {
        let code = done.code.filledCode ?? done.example.code
        let members = KeyProbe.keys(in: code).flatMap { key -> [ConformanceCase] in
            guard let value = KeyProbe.value(of: key.valueType, constructible: constructible) else { return [] }
            return probeCases(KeyProbe.scenarios(key, value: value), done, page)
        }
        let imported = Set(done.code.imports?.map(\.name) ?? [])
        let keyTypes = KeyProbe.keyTypes(in: code).flatMap { key -> [ConformanceCase] in
            guard let made = KeyProbe.value(of: key.valueType, constructible: constructible) else { return [] }
            let value = imported.contains(key.valueType) ? "\(done.code.namespace).\(made)" : made
            let member = KeyProbe.Key(name: KeyProbe.accessorMember(key.name, exampleID: done.example.id), valueType: key.valueType)
            return probeCases(KeyProbe.scenarios(member, value: value, keyType: "\(done.code.namespace).\(key.name)",
                                                    label: key.name), done, page)
        }
        return members + keyTypes
    }

    /// Probe cases for the commands an example declares whose enablement reads a focused value.
    func commandsProbeCases(_ done: Compiled, page: PageRecord, constructible: Set<String>,
                            keyTypes: [String: String]) -> [ConformanceCase] {
        let tree = Self.folded(done.code.wrapped)
        guard let (enumeration, declared) = ViewTypes.namespace(of: tree) else { return [] }
        let typePath = { (name: String) -> String? in declared.contains(name) ? "\(done.code.namespace).\(name)" : nil }
        let records = ViewTypes.records(enumeration, constructible: constructible)
        let scenarios = CommandsProbe.scenarios(
            in: tree, typePath: typePath,
            constructible: { records.empty($0, typePath: typePath) != nil },
            keyValue: { keyTypes[$0].flatMap { KeyProbe.value(of: $0, constructible: constructible) } })
        return probeCases(scenarios, done, page)
    }

    /// The app an example declares, hosted with its commands (`AppScenarios`).
    func appCases(_ done: Compiled, page: PageRecord) -> [ConformanceCase] {
        let tree = Self.folded(done.code.wrapped)
        guard let (_, declared) = ViewTypes.namespace(of: tree) else { return [] }
        return probeCases(AppScenarios.scenarios(in: tree) { declared.contains($0) ? $0 : nil }, done, page) { app in
            var fixture = Fixture(name: app, example: done.example.id)
            fixture.app = true
            return fixture
        }
    }

    /// Probe cases for an example whose only `resetFocus` call nothing triggers (`ResetFocusProbe`).
    func resetProbeCases(_ done: Compiled, page: PageRecord) -> [ConformanceCase] {
        guard let probe = ResetFocusProbe.call(in: Self.folded(done.code.wrapped)) else { return [] }
        return probeCases(ResetFocusProbe.scenarios(probe), done, page) {
            Fixture(name: "ResetFocusProbe", example: done.example.id, resetProbe: $0)
        }
    }

    func probeCases(_ scenarios: [(FocusedValueProbe, Scenario)], _ done: Compiled, _ page: PageRecord) -> [ConformanceCase] {
        probeCases(scenarios, done, page) { Fixture(name: "FocusedValueProbe", example: done.example.id, probe: $0) }
    }

    func probeCases<Probe>(_ scenarios: [(Probe, Scenario)], _ done: Compiled, _ page: PageRecord,
                           fixture: (Probe) -> Fixture) -> [ConformanceCase] {
        scenarios.map { probe, scenario in
            var item = ConformanceCase(
                id: "example-\(scenario.kind).\(done.example.id).\(scenario.detail)", kind: .example,
                template: "example-\(scenario.kind)", variant: done.example.id,
                fixture: fixture(probe),
                steps: scenario.steps, expectations: scenario.expectations,
                provenance: Self.provenance(done.example, page), availability: page.availability)
            if !scenario.preconditions.isEmpty {
                item.preconditions = scenario.preconditions
                item.actionStep = scenario.actionStep
            }
            return item
        }
    }
}
