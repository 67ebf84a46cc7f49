/// The adapters that put apps, scenes and commands into the engine's node tree, so their
/// property wrappers (`@FocusedBinding`, `@FocusedObject`, `@State`, …) are linked like a view's
/// and re-evaluated by the same update cycle (R34, R35).

/// Adapters name the type they host in dumps and queries (`DocumentApp`, not `_AppView<…>`).
protocol _HostingAdapter {
    static var hostedTypeName: String { get }
}

/// The root of an app: links the app's dynamic properties, then renders its scenes.
struct _AppView<A: App>: View, _PrimitiveView, _HostingAdapter {
    typealias Body = Never
    let app: A
    static var hostedTypeName: String { String(describing: A.self) }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .composite
        DynamicPropertyLinker.link(app, node: node, engine: renderer.engine, context: context)
        let body = MainActorCode.run(app) { $0.body }
        renderer.withChildren(of: node) { $0.emitScene(body, key: .index(0), context: context) }
    }
}

/// One scene as a node: built-in scenes render themselves; custom scenes link their dynamic
/// properties and render their body.
struct _SceneView<S: Scene>: View, _PrimitiveView, _HostingAdapter {
    typealias Body = Never
    let scene: S
    static var hostedTypeName: String { String(describing: S.self) }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        if let primitive = scene as? any _PrimitiveScene {
            node.role = .primitive
            primitive._renderScene(node: node, context: context, renderer: renderer)
            return
        }
        node.role = .composite
        DynamicPropertyLinker.link(scene, node: node, engine: renderer.engine, context: context)
        let body = MainActorCode.run(scene) { $0.body }
        renderer.withChildren(of: node) { $0.emitScene(body, key: .index(0), context: context) }
    }
}

/// Window scenes: the first one rendered is mounted and active; later ones are recorded only.
enum SceneWindow {
    static func render<Content: View>(_ node: Node, attributes: [String], title: String?, content: () -> Content?,
                                      context: RenderContext, renderer: Renderer) {
        guard !renderer.windowMounted, let content = content() else {
            node.renderInert(attributes: attributes + ["not mounted"], title: title)
            renderer.withChildren(of: node) { _ in }
            return
        }
        renderer.windowMounted = true
        node.renderInert(attributes: attributes + ["active"], title: title)
        renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: context) }
    }
}

extension Node {
    /// The Swift type name of the view this node was rendered from (for adapters: of the app,
    /// scene or commands they host).
    var typeName: String {
        if let adapter = viewType as? any _HostingAdapter.Type { return adapter.hostedTypeName }
        return String(describing: viewType)
    }
}
