extension TestPlan {
    /// The suite files to type-check again after the files named `changed` changed (cases were set
    /// aside): every file of the suites that own them, of the suites whose examples import types
    /// those suites' examples declare (`ExampleImport`: the only way one suite's code names
    /// another's), and of every suite those import from, transitively, so that each name resolves.
    /// The other suites' files were clean and nothing they use changed.
    ///
    /// A file's suite is its name up to `+` (a companion file, `SuiteTests+Example3.swift`) or `.swift`.
    public func recheckFiles(changed: Set<String>, existing: Set<String>) -> Set<String> {
        let owners = Set(changed.map(Self.suiteName(ofFile:)))
        var ownerOfNamespace: [String: String] = [:]
        var importsOf: [String: Set<String>] = [:]
        for suite in suites {
            for code in suite.cases.compactMap(\.example) {
                ownerOfNamespace[code.namespace] = suite.suiteName
                for item in code.imports ?? [] { importsOf[suite.suiteName, default: []].insert(item.namespace) }
            }
        }
        let exporters = { (suite: String) in Set((importsOf[suite] ?? []).compactMap { ownerOfNamespace[$0] }) }
        var checked = owners
        for suite in importsOf.keys where !exporters(suite).isDisjoint(with: owners) { checked.insert(suite) }
        var inputs = checked, frontier = Array(checked)
        while let suite = frontier.popLast() {
            for exporter in exporters(suite) where inputs.insert(exporter).inserted { frontier.append(exporter) }
        }
        return existing.filter { inputs.contains(Self.suiteName(ofFile: $0)) }
    }

    /// `SuiteTests+Example3.swift` and `SuiteTests.swift` → `SuiteTests`.
    static func suiteName(ofFile file: String) -> String {
        let base = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        return base.split(separator: "+", maxSplits: 1).first.map(String.init) ?? base
    }
}
