/// The update cycle: render → diff → focus fix-up → pending focus requests → callbacks, looped
/// until stable (with a bound and a runtime warning).
extension Engine {
    /// Queues a callback of `kind` to run after the current render pass.
    func enqueueCallback(_ kind: CallRecord.Kind, _ detail: @autoclosure @escaping () -> String,
                         _ action: @escaping () -> Void) {
        let entry = { [unowned self] in
            self.record(kind, detail())
            action()
        }
        switch kind {
        case .onDisappear: disappearQueue.append(entry)
        case .onAppear: appearQueue.append(entry)
        default: changeQueue.append(entry)
        }
    }

    /// Whether another pass is needed.
    var needsPass: Bool {
        dirty || !keyboardRequests.isEmpty || !accessibilityRequests.isEmpty || !resetRequests.isEmpty
            || !disappearQueue.isEmpty || !appearQueue.isEmpty || !changeQueue.isEmpty
    }

    /// Runs update passes until nothing is pending.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var passes = 0
        while needsPass {
            if passes >= configuration.maxUpdatePasses {
                warn(.updateDidNotSettle,
                     "update did not settle after \(passes) passes; pending work dropped (state keeps changing in callbacks)")
                dropPendingWork()
                break
            }
            passes += 1
            runPass()
        }
    }

    /// One pass of the update cycle.
    func runPass() {
        if dirty {
            dirty = false
            let previousOrder = focused == nil ? nil : focusableOrder
            let renderer = Renderer(engine: self)
            renderer.renderRoot()
            fixUpKeyboardFocus(previousOrder: previousOrder)
            applyScreenDefaultFocus()
            fixUpAccessibilityFocus()
            resyncKeyboardBindings()
            resyncAccessibilityBindings()
            retryUnmatchedRequests()
            checkFocusedValueReaders()
        }
        applyKeyboardRequests()
        applyResetRequests()
        applyAccessibilityRequests()
        runCallbacks()
    }

    private func runCallbacks() {
        if disappearQueue.isEmpty, appearQueue.isEmpty, changeQueue.isEmpty { return }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r25OnAppearWriteDropped) || Mutant.isOn(.r26OnAppearChildBeforeParent) {
            return runMutatedCallbacks()
        }
        #endif
        let batch = disappearQueue + appearQueue + changeQueue
        disappearQueue.removeAll()
        appearQueue.removeAll()
        changeQueue.removeAll()
        for callback in batch { callback() }
    }

    private func dropPendingWork() {
        dirty = false
        keyboardRequests.removeAll()
        accessibilityRequests.removeAll()
        resetRequests.removeAll()
        disappearQueue.removeAll()
        appearQueue.removeAll()
        changeQueue.removeAll()
    }
}

#if DOCGEN_MUTANTS
extension Engine {
    /// `runCallbacks` with an R25/R26 mutant applied (mutant builds only).
    private func runMutatedCallbacks() {
        let disappear = disappearQueue, appear = appearQueue, change = changeQueue
        disappearQueue.removeAll()
        appearQueue.removeAll()
        changeQueue.removeAll()
        for callback in disappear { callback() }
        for callback in Mutant.isOn(.r26OnAppearChildBeforeParent) ? appear.reversed() : appear {
            let before = keyboardRequests.count
            callback()
            if Mutant.isOn(.r25OnAppearWriteDropped), keyboardRequests.count > before {
                keyboardRequests.removeSubrange(before...)
            }
        }
        for callback in change { callback() }
    }
}
#endif
