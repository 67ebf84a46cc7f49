/// A view that displays a root view and enables you to present additional views over it.
///
/// Pushing (`NavigationLink`, `navigationDestination`, a path write) renders the destination as a
/// screen after the root; every screen but the top one is *covered*: not focusable, not reachable by
/// assistive technologies, not found by queries, so focus in it is dropped (R50).
public struct NavigationStack<Data, Root: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let root: Root
    let path: NavigationModel.PathAccess?

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        NavigationHosting.render(node, kind: .navigationStack, root: root, path: path, context: context, renderer: renderer)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) { self.root = root(); path = nil }
    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationModel.PathAccess(get: { path.wrappedValue.elements },
                                               set: { path.wrappedValue.elements = $0 })
    }
}

extension NavigationStack {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationModel.PathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

/// A view for presenting a stack of views (sidebar and detail columns). `NavigationLink`s inside it
/// push as in a `NavigationStack` (R50).
public struct NavigationView<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let content: Content
    /// Creates a navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        NavigationHosting.render(node, kind: .navigationView, root: content, path: nil, context: context, renderer: renderer)
    }
}

/// Renders a navigation container: the root, then one screen per pushed value and per presented
/// destination; covers every screen but the top one (R50).
enum NavigationHosting {
    static func render<Root: View>(_ node: Node, kind: ElementKind, root: Root, path: NavigationModel.PathAccess?,
                                   context: RenderContext, renderer: Renderer) {
        node.kind = kind
        node.text = nil
        let model = (node.memo as? NavigationModel) ?? NavigationModel(reference: renderer.engine.reference!)
        node.memo = model
        model.beginRender(path: path)
        var inner = context
        inner.environment[NavigationModelKey.self] = model
        let values = model.path.get()
        renderer.withChildren(of: node) { emitter in
            emitter.emit(root, key: .index(0), context: inner)
            for (index, value) in values.enumerated() {
                var screen = inner
                let access = model.path!
                screen.environment[DismissKey.self] = DismissAction { access.set(Array(access.get().prefix(index))) }
                guard let destination = model.destination(for: value),
                      destination(&emitter, .explicit(PushedScreenKey(index: index, value: value)), screen, value) else {
                    renderer.engine.warn(.misuse, "no navigationDestination(for: \(type(of: value.base))) in this stack; the value \(value) pushes nothing")
                    continue
                }
            }
            var next = 0
            while next < model.presented.count {   // a presented screen may present another
                let destination = model.presented[next]
                var screen = inner
                screen.environment[DismissKey.self] = DismissAction(action: destination.pop)
                destination.emit(&emitter, .explicit(destination.id), screen)
                next += 1
            }
        }
        node.attributes = node.children.count > 1 ? ["\(node.children.count - 1) pushed"] : []
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r50CoveredScreenStaysFocusable) { return }
        #endif
        for screen in node.children.dropLast() { screen.cover() }
    }
}

extension Node {
    /// Marks a screen under a pushed one: unfocusable, hidden from assistive technologies and
    /// queries (R50).
    func cover() {
        forEachInTreeOrder { node in
            node.isCovered = true
            node.isEnabled = false
            node.isAccessibilityHidden = true
        }
    }
}

/// A pushed screen: its content renders with a `dismiss` that pops it; when it first appears its
/// default focus is evaluated (R51).
struct _PushedScreen<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: ["pushed"])
        if node.isNew { renderer.engine.appearedScreens.append(node) }
        renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: context) }
    }
}
