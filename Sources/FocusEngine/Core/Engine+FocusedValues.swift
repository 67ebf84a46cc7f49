/// Focused values (R27–R29): resolving what `FocusedValue`, `FocusedBinding` and `FocusedObject`
/// readers see, and re-rendering readers when it changes.
///
/// Publications are node payloads recorded by the last render. Readers are linked during a render,
/// when payloads are being rebuilt, so they read the values resolved *before* the render started;
/// after the render (and focus fix-up) the values are resolved again and, if a reader saw
/// something else, another pass renders them (a reader above its publisher settles in two passes).
extension Engine {
    /// The focused values for the current tree and focus.
    var currentFocusedValues: FocusedValues {
        if let cache = focusedValuesCache { return cache }
        let values = resolveFocusedValues()
        focusedValuesCache = values
        return values
    }

    /// Values published on the focused view's ancestor chain, nearest first (R27); then the
    /// scene-wide ones: those on the chain nearest first, then the rest in tree order (R28). A
    /// publication never replaces a value a nearer one already set.
    func resolveFocusedValues() -> FocusedValues {
        var values = FocusedValues()
        guard !focusedValuePublishers.isEmpty else { return values }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r34SceneValuesHiddenWithoutFocus), focused == nil { return values }
        #endif
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r28SceneValueOverridesFocused) { applyScenePublications(to: &values) }
        #endif
        var chain: [Node] = []
        var cursor = focused
        while let node = cursor {
            if case .focusedValue = node.payload { chain.append(node) }
            cursor = node.parent
        }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r27OutermostPublisherWins) { chain.reverse() }
        #endif
        for node in chain {
            guard case .focusedValue(let publication) = node.payload, !publication.scene else { continue }
            apply(publication, of: node, to: &values)
        }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r27ValueVisibleWithoutFocus) {
            for node in focusedValuePublishers where node.isLive {
                guard case .focusedValue(let publication) = node.payload, !publication.scene else { continue }
                apply(publication, of: node, to: &values)
            }
        }
        #endif
        for node in chain {
            guard case .focusedValue(let publication) = node.payload, publication.scene else { continue }
            apply(publication, of: node, to: &values)
        }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r28SceneValueNeedsFocus) { return values }
        #endif
        applyScenePublications(to: &values)
        return values
    }

    private func applyScenePublications(to values: inout FocusedValues) {
        for node in focusedValuePublishers where node.isLive {
            guard case .focusedValue(let publication) = node.payload, publication.scene else { continue }
            apply(publication, of: node, to: &values)
        }
    }

    private func apply(_ publication: FocusedValuePublication, of node: Node, to values: inout FocusedValues) {
        values.currentPublisher = ObjectIdentifier(node)
        publication.apply(&values)
        values.currentPublisher = nil
    }

    /// Called by the renderer before a render: fixes the values readers will see in it.
    func beginFocusedValuesRender() {
        focusedValuesInRender = focusedValuePublishers.isEmpty ? FocusedValues() : currentFocusedValues
        focusedValuePublishers.removeAll(keepingCapacity: true)
        focusedValuesCache = nil
        hasFocusedValueReaders = false
    }

    /// What a reader linked in the current render sees; its body now depends on focus (R29).
    func focusedValuesForReaders() -> FocusedValues {
        hasFocusedValueReaders = true
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r29ReaderNotRerendered) { return focusedValuesInRender }
        #endif
        focusDependentBodies = true
        return focusedValuesInRender
    }

    /// Called after a render and focus fix-up: if readers saw values that are no longer current
    /// (a publisher after them in tree order changed, or focus moved), render again (R29).
    func checkFocusedValueReaders() {
        focusedValuesCache = nil
        guard hasFocusedValueReaders else { return }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r29ReaderNotRerendered) { return }
        #endif
        if currentFocusedValues != focusedValuesInRender { dirty = true }
    }
}
