/// Button scenarios: inputs are chosen so that every branch of the action is reached.
extension ScenarioDeriver {
    /// Values typed into the fields the action reads: empty, a name, an e-mail address (long
    /// enough for length checks) — enough to take each branch of the validations examples show.
    static let inputDomain = ["", "Ada", "ada@example.com"]
    /// At most this many fields are varied, and this many scenarios kept per button.
    static let maxFields = 3
    static let maxScenariosPerButton = 6

    func buttons() throws -> [Scenario] {
        var result: [Scenario] = []
        let fields = sketch.controls.indices.filter { sketch.controls[$0].textBinding != nil && sketch.controls[$0].title != nil }
        let varied = Array(fields.prefix(Self.maxFields))
        for (index, control) in sketch.controls.enumerated() where control.action != nil && control.title != nil {
            let stubs = try booleanStubs(pressing: index)
            var seen: Set<String> = []
            var kept: [Scenario] = []
            for combination in Self.combinations(fields: varied.count, stubs: stubs.count) {
                guard kept.count < Self.maxScenariosPerButton else { break }
                var current = session()
                do {
                    try current.appear()
                    for (stub, result) in zip(stubs, combination.stubs) where !result { current.setStubResult(stub, result) }
                    for (field, value) in zip(varied, combination.inputs) where !value.isEmpty { try current.type(value, into: field) }
                    let before = current
                    try current.tap(index)
                    let derived = scenario("button", Self.slug(control.title ?? "") + "-\(kept.count + 1)", before, current)
                    guard !derived.expectations.isEmpty, seen.insert(Self.outcome(current)).inserted else { continue }
                    kept.append(derived)
                } catch { continue }
            }
            result += kept
        }
        return result
    }

    /// Signatures of the Boolean stubs the button's action consults (with every stub true).
    private func booleanStubs(pressing index: Int) throws -> [String] {
        var current = session()
        try current.appear()
        try current.tap(index)
        return Array(Set(current.consulted).sorted().prefix(2))
    }

    /// What a branch of the action ends in: focus-state values, stub calls, texts shown. Inputs
    /// reaching the same outcome give one scenario.
    static func outcome(_ session: ScenarioSession) -> String {
        let oracle = session.oracle
        let focus = oracle.sketch.properties.filter { $0.wrapper == "FocusState" || $0.wrapper == "AccessibilityFocusState" }
            .map { "\($0.name)=\(String(describing: oracle.values[$0.name]))" }
        let texts = oracle.shownTexts().filter(\.value).keys.sorted()
        return (focus + ["calls=\(session.calls)"] + texts).joined(separator: "|")
    }

    /// Input combinations in a fixed order: all stubs true first, inputs varying fastest.
    static func combinations(fields: Int, stubs: Int) -> [(inputs: [String], stubs: [Bool])] {
        var result: [(inputs: [String], stubs: [Bool])] = []
        let inputCount = (0..<fields).reduce(1) { product, _ in product * inputDomain.count }
        for stubMask in 0..<(1 << stubs) {
            let stubValues = (0..<stubs).map { stubMask & (1 << $0) == 0 }
            for number in 0..<inputCount {
                var rest = number
                var inputs: [String] = []
                for _ in 0..<fields {
                    inputs.append(inputDomain[rest % inputDomain.count])
                    rest /= inputDomain.count
                }
                result.append((inputs, stubValues))
            }
        }
        return result
    }
}
