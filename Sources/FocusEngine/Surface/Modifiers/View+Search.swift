/// Search modifiers: `searchable` vends a search field (submit trigger `.search`, R14);
/// `searchFocused` binds that field's focus.
extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, placement: placement, prompt: prompt?.content, suggestions: EmptyView())
    }

    /// Marks this view as searchable, with a localized prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, placement: placement, prompt: prompt.resolved, suggestions: EmptyView())
    }

    /// Marks this view as searchable, with suggestions.
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                              @ViewBuilder suggestions: () -> S) -> some View where S: View {
        SearchableView(content: self, text: text, placement: placement, prompt: prompt?.content, suggestions: suggestions())
    }

    /// Marks this view as searchable with programmatic presentation of the search field (R46):
    /// `isPresented` is `true` while the search interface is active; setting it presents or
    /// dismisses the interface.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, placement: placement, prompt: prompt?.content, suggestions: EmptyView(),
                       isPresented: isPresented)
    }

    /// Marks this view as searchable with programmatic presentation of the search field, with a
    /// localized prompt (R46).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, placement: placement, prompt: prompt.resolved, suggestions: EmptyView(),
                       isPresented: isPresented)
    }

    /// Modifies this view by binding the focus state of the search field associated with the
    /// nearest searchable modifier to the given Boolean value.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
        searchBinding(binding.location, match: true)
    }

    /// Modifies this view by binding the focus state of the search field associated with the
    /// nearest searchable modifier to the given value.
    public func searchFocused<V>(_ binding: FocusState<V>.Binding, equals value: V) -> some View where V: Hashable {
        searchBinding(binding.location, match: value)
    }

    private func searchBinding<Value>(_ location: FocusLocation<Value>, match: Value) -> some View {
        engineModifier({ node, context, _ in
            node.payload = .searchFocusBinding(box: location.box, match: location.box.id(for: match))
            node.memo = context.searchField
        }, after: { node, renderer in
            let field = (node.memo as? Node) ?? node.first { $0.kind == .searchField }
            guard let field else {
                renderer.engine.warn(.misuse, "searchFocused(_:) has no searchable modifier around or inside it")
                return
            }
            let key = location.box.id(for: match)
            field.directBindings.append((location.box, key))
            location.box.register(field, match: key, generation: renderer.engine.generation)
        })
    }
}

/// The view a `searchable` modifier produces: a search field, the content, and suggestions.
struct SearchableView<Content: View, Suggestions: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: Binding<String>
    let placement: SearchFieldPlacement
    let prompt: String?
    let suggestions: Suggestions
    /// The `isPresented:` binding of the presentation forms (R46); nil: none.
    var isPresented: Binding<Bool>? = nil

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.kind = .searchable
        node.attributes = ["placement: .\(placement.name)"]
        node.payload = .searchable(prompt: prompt ?? "Search")
        let session = (node.memo as? SearchSession) ?? SearchSession(reference: renderer.engine.reference)
        node.memo = session
        session.update(text: text, isPresented: isPresented, engine: renderer.engine)
        var inner = context
        inner.environment.isSearching = session.isActive
        inner.environment.dismissSearch = DismissSearchAction(session: session)
        renderer.withChildren(of: node) { emitter in
            emitter.emit(SearchField(title: prompt ?? "Search", text: text), key: .index(0), context: context)
            inner.searchField = emitter.lastEmitted
            session.field = emitter.lastEmitted
            emitter.emit(content, key: .index(1), context: inner)
            emitter.emit(suggestions, key: .index(2), context: context)
        }
        session.focusFieldIfPresented(engine: renderer.engine)
    }
}

/// The search field vended by `searchable`.
struct SearchField: View, _PrimitiveView {
    typealias Body = Never
    let title: String
    let text: Binding<String>

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderTextInput(kind: .searchField, title: title, text: text, context: context)
    }
}
