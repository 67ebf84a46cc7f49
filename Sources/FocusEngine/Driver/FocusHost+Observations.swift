/// Observations: what a user or an assistive technology would perceive.
extension FocusHost {
    /// The element with keyboard focus, if any.
    public var focusedElement: Element? {
        ensureAppeared()
        return engine.focused.map(Element.init(node:))
    }

    /// The element a technology's cursor is on (`.voiceOver` or `.switchControl`), if any.
    public func accessibilityFocusedElement(_ technology: AccessibilityTechnologies = .voiceOver) -> Element? {
        ensureAppeared()
        guard let tech = Engine.technologyOrder.first(where: { technology.contains($0.set) }) else { return nil }
        return engine.accessibilityFocus[tech].map(Element.init(node:))
    }

    /// The active assistive technologies.
    public var activeTechnologies: AccessibilityTechnologies { engine.activeTechnologies }

    /// Rendered text of every `Text` in tree order (screens covered by a pushed one excluded, R50).
    public var texts: [String] {
        ensureAppeared()
        var result: [String] = []
        engine.root.forEachInTreeOrder { node in
            if node.role == .primitive, node.kind == .text, !node.isCovered, let text = node.text { result.append(text) }
        }
        return result
    }

    /// The text shown by an element: a Text's content, a field's current text, a control's title.
    public func text(of element: Element) -> String? {
        let content = element.node.contentNode
        return content.textBinding?.wrappedValue ?? content.text
    }

    /// Every callback invocation so far (onSubmit, onChange, zoom, onAppear, onDisappear, actions).
    public var calls: [CallRecord] { engine.calls }

    /// Callback invocations of one kind.
    public func calls(_ kind: CallRecord.Kind) -> [CallRecord] { engine.calls.filter { $0.kind == kind } }

    /// Runtime warnings emitted so far.
    public var warnings: [RuntimeWarning] { engine.warnings }

    /// A deterministic text dump of the tree with modifiers and focus markers.
    public func dump() -> String {
        ensureAppeared()
        var dump = TreeDump(engine: engine)
        return dump.render()
    }
}
