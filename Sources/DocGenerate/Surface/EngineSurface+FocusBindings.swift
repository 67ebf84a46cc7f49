extension EngineSurface {
    /// The view modifiers whose first, unlabelled parameter is a focus state's binding, and the
    /// property wrapper that binding projects (`focused` → `FocusState`, `accessibilityFocused` →
    /// `AccessibilityFocusState`, `defaultFocus` → `FocusState`), read from the engine's
    /// declarations. A free `$name` passed there is a focus state (`StubSynthesizer`).
    public static let focusBindingModifiers: [String: String] = bundled.focusBindingModifiers()

    /// See `focusBindingModifiers`; a name whose overloads bind different wrappers is left out.
    func focusBindingModifiers() -> [String: String] {
        var wrappers: [String: Set<String>] = [:]
        for symbol in byParent["View", default: []] where symbol.kind == "method" {
            guard let open = symbol.declaration.firstIndex(of: "(") else { continue }
            let first = symbol.declaration[symbol.declaration.index(after: open)...].prefix { $0 != "," && $0 != ")" }
            let parts = first.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0].hasPrefix("_ "),
                  let wrapper = ["FocusState", "AccessibilityFocusState"].first(where: { parts[1].hasPrefix($0 + "<") }) else { continue }
            wrappers[symbol.baseName, default: []].insert(wrapper)
        }
        return wrappers.compactMapValues { $0.count == 1 ? $0.first : nil }
    }
}
