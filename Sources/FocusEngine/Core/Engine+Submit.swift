/// Submission (R14, R15): onSubmit propagation up the hierarchy, submitScope, search triggers.
extension Engine {
    /// Submits from a text input: runs matching onSubmit actions innermost first, stopping at a
    /// blocking submitScope; the field resigns focus unless an action wrote a focus state.
    func submit(from field: Node) {
        #if DOCGEN_MUTANTS
        if Mutant.active?.rule == "R14" || Mutant.active?.rule == "R15" { return mutatedSubmit(from: field) }
        #endif
        let trigger: SubmitTriggers = field.kind == .searchField ? .search : .text
        let writesBefore = focusWriteCount
        var cursor: Node? = field
        while let node = cursor {
            if case .submitScope(true) = node.payload { break }
            if case .onSubmit(let triggers, let action) = node.payload, triggers.contains(trigger) {
                record(.onSubmit, "\(trigger) from \(field.displayName)")
                action()
            }
            cursor = node.parent
        }
        if focusWriteCount == writesBefore, focused === field, configuration.submitResignsFocus {
            moveKeyboardFocus(to: nil)
        }
    }
}

#if DOCGEN_MUTANTS
extension Engine {
    /// `submit(from:)` with one R14/R15 mutant applied (mutant builds only).
    func mutatedSubmit(from field: Node) {
        let trigger: SubmitTriggers = field.kind == .searchField && !Mutant.isOn(.r14SearchFieldSubmitsText) ? .search : .text
        let writesBefore = focusWriteCount
        let ownChain = field.attachmentChain
        var cursor: Node? = field
        while let node = cursor {
            if Mutant.isOn(.r14SubmitDoesNotReachAncestor), !ownChain.contains(where: { $0 === node }) { break }
            if case .submitScope(true) = node.payload, !Mutant.isOn(.r14SubmitScopeDoesNotBlock) { break }
            if case .onSubmit(let triggers, let action) = node.payload,
               triggers.contains(trigger) || Mutant.isOn(.r14SubmitTriggersIgnored),
               !Mutant.isOn(.r14SubmitActionNotRun) {
                record(.onSubmit, "\(trigger) from \(field.displayName)")
                action()
                if Mutant.isOn(.r15OnlyInnermostOnSubmitRuns) { break }
            }
            cursor = node.parent
        }
        if Mutant.isOn(.r15SubmittedFieldKeepsFocus) { return }
        if Mutant.isOn(.r15ResignsDespiteRefocus), focused === field, configuration.submitResignsFocus {
            keyboardRequests.removeAll()   // the action's focus write is lost with the resign
            moveKeyboardFocus(to: nil)
            return
        }
        if focusWriteCount == writesBefore, focused === field, configuration.submitResignsFocus {
            moveKeyboardFocus(to: nil)
        }
    }
}
#endif
