/// Scenarios of what a view shows readers outside it: published focused values (R27, R28) and
/// focus effects (R31).
extension ScenarioDeriver {
    /// For a view publishing focused values: what readers see once it appears (scene-wide values
    /// only, unless default focus lands in a publisher), and after focusing each text input.
    func publish() throws -> [Scenario] {
        guard !oracle.publications.isEmpty else { return [] }
        var mounted = session()
        if usesAccessibility { mounted.activateVoiceOver() }
        let before = mounted
        try mounted.appear()
        var result = [scenario("publish", "appear", before, mounted, alwaysDerive: true)]
        for index in sketch.controls.indices where sketch.controls[index].isTextInput {
            var current = mounted
            guard (try? current.tap(index)) != nil,
                  current.oracle.publishedKeys() != mounted.oracle.publishedKeys() else { continue }
            let name = oracle.element(index)?.0 ?? sketch.controls[index].kind
            result.append(scenario("publish", "focus-" + Self.slug(name), mounted, current))
        }
        return result
    }

    /// For a view with `focusEffectDisabled`: once it appears, whether each control under one may
    /// show focus effects (the outermost modifier decides, R31).
    func focusEffects() throws -> [Scenario] {
        guard !oracle.focusEffects().isEmpty else { return [] }
        var mounted = session()
        let before = mounted
        try mounted.appear()
        return [scenario("effect", "appear", before, mounted, alwaysDerive: true)]
    }
}
