import SwiftSyntax

/// Search scenarios: submitting from a `searchable` field runs the `onSubmit(of: .search)` actions.
extension ScenarioDeriver {
    func search() throws -> [Scenario] {
        let actions = sketch.modifiers.filter { modifier in
            modifier.name == "onSubmit" && (modifier.call.arguments.first { $0.label?.text == "of" }?.expression.trimmedDescription.contains(".search") ?? false)
        }.compactMap(\.closure)
        guard !actions.isEmpty else { return [] }
        return sketch.modifiers.filter { $0.name == "searchable" }.compactMap { searchable in
            let prompt = searchable.call.arguments.first { $0.label?.text == "prompt" }.flatMap { SyntaxFacts.stringLiteral($0.expression) }
            var current = session()
            do {
                try current.appear()
                current.steps.append(CaseStep(action: .tap, element: prompt ?? "Search"))
                current.keyboardUnknown = true  // the search field is not a control of the sketch
                let before = current
                try current.submit(actions)
                var result = scenario("search-submit", Self.slug(prompt ?? "search"), before, current)
                result.expectations.append(CaseExpectation(observe: .submitCount, count: current.submitCount))
                return result
            } catch { return nil }
        }
    }
}
