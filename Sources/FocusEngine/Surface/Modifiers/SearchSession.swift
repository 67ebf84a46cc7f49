/// The search interaction of one `searchable` modifier (R46): whether its search interface is
/// active, as `isSearching` reports it to the modifier's content and `isPresented` binds it.
///
/// The interface becomes active when its search field gets keyboard focus ("when the user first
/// taps or clicks in a search field, the `isSearching` property becomes `true`") or when the app
/// sets `isPresented` to `true`, which also focuses the field ("SwiftUI focuses the search field
/// when presenting search"). It stays active when focus leaves the field ("the search field can
/// also lose focus while the search interface remains presented"). It ends when the app sets
/// `isPresented` to `false` (the field loses focus) or calls `dismissSearch`, which also clears
/// the text ("Sets isSearching to false. Clears any text from the search field. Removes focus
/// from the search field."); dismissing has no effect while the interface is not active.
/// Sendable as the engine is used: on the main thread only.
final class SearchSession: @unchecked Sendable {
    private(set) var isActive = false
    /// The search field the modifier vends (set as it is rendered).
    weak var field: Node?
    private var text: Binding<String>?
    private var isPresented: Binding<Bool>?
    /// The `isPresented` value this session last saw or wrote: a different value is the app's write.
    private var seenPresented: Bool?
    private var focusOnRender = false
    let reference: EngineReference?

    init(reference: EngineReference?) {
        self.reference = reference
    }

    /// Takes the modifier's bindings of this render and applies what changed since the last one:
    /// an app write to `isPresented`, or keyboard focus reaching the search field.
    func update(text: Binding<String>, isPresented: Binding<Bool>?, engine: Engine) {
        self.text = text
        self.isPresented = isPresented
        if let isPresented {
            let value = isPresented.wrappedValue
            if value != seenPresented, value != isActive {
                seenPresented = value
                if value {
                    isActive = true
                    focusOnRender = true
                } else {
                    end(clearingText: false, engine: engine)
                }
            }
        }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r46FocusDoesNotActivate) { return }
        #endif
        if !isActive, let field, engine.focused === field {
            isActive = true
            writePresented(true, engine: engine)
        }
    }

    /// Focuses the search field after the render that presented the interface.
    func focusFieldIfPresented(engine: Engine) {
        guard focusOnRender, let field else { return }
        focusOnRender = false
        // After the render, with the callbacks (not recorded as one: no app code runs).
        engine.changeQueue.append { [weak field, unowned engine] in
            guard let field, field.isLive else { return }
            engine.moveKeyboardFocus(to: field)
        }
    }

    /// `dismissSearch()`: ends an active interaction and clears its text; nothing otherwise.
    func dismiss() {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r46DismissSearchIgnored) { return }
        #endif
        guard isActive, let engine = reference?.engine else { return }
        end(clearingText: true, engine: engine)
        writePresented(false, engine: engine)
        engine.markDirty()
    }

    private func end(clearingText: Bool, engine: Engine) {
        isActive = false
        focusOnRender = false
        if clearingText, let text, !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        if let field, engine.focused === field { engine.moveKeyboardFocus(to: nil) }
    }

    private func writePresented(_ value: Bool, engine: Engine) {
        seenPresented = value
        guard let isPresented, isPresented.wrappedValue != value else { return }
        // Written after the render, as a state write from a callback would be.
        engine.changeQueue.append { isPresented.wrappedValue = value }
    }
}

/// An action that can end a search interaction (R46): read it from `EnvironmentValues.dismissSearch`
/// inside the content of a `searchable` modifier, and call it.
@MainActor @preconcurrency
public struct DismissSearchAction {
    nonisolated let session: SearchSession?

    nonisolated init(session: SearchSession?) {
        self.session = session
    }

    /// Dismisses the current search operation, if any: `isSearching` becomes `false`, the search
    /// field's text is cleared and the field loses focus (R46). Outside a searchable view's
    /// content, or while no search is active, nothing happens.
    public func callAsFunction() {
        session?.dismiss()
    }
}
