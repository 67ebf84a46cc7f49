/// Submission (R14, R15): onSubmit propagation up the hierarchy, submitScope, search triggers.
extension Engine {
    /// Submits from a text input: runs matching onSubmit actions innermost first, stopping at a
    /// blocking submitScope; the field resigns focus unless an action wrote a focus state.
    func submit(from field: Node) {
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
