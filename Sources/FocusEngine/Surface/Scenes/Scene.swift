/// A part of an app's user interface with a life cycle managed by the system, as in SwiftUI.
///
/// The engine hosts scenes headless (`FocusHost(app:)`, `FocusHost(scene:)`): the first window
/// scene in declaration order is mounted and active, the others are recorded (R34).
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Built-in scenes have no body; the engine renders them directly.
    public var body: Never { fatalError("\(Self.self) is a built-in scene; its body must not be called") }
}

/// A type that represents the structure and behavior of an app.
///
/// `@main` is optional: a test mounts the app with `FocusHost(app: MyApp())`.
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// Initializes and runs the app headless: mounts it in a `FocusHost`, settles the first
    /// update and prints the tree dump (the engine has no event loop to keep running).
    @MainActor public static func main() {
        let host = FocusHost(app: Self())
        host.appear()
        print(host.dump())
    }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
    /// Passes a single scene expression through unmodified.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// A single scene is passed through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes are combined, each keeping its position as identity.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        var children: [any Scene] = []
        for child in repeat each content { children.append(child) }
        return _TupleScene(children: children)
    }
    /// A lone `if`: the scene exists only while the condition holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> some Scene {
        _ConditionalScene<Content, _TupleScene>(first: content, second: nil)
    }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
        _ConditionalScene(first: first, second: nil)
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
        _ConditionalScene(first: nil, second: second)
    }
    /// Content behind an availability check.
    public static func buildLimitedAvailability(_ content: some Scene) -> some Scene {
        _TupleScene(children: [content])
    }
}

/// Built-in scenes: how a scene value becomes nodes.
protocol _PrimitiveScene {
    func _renderScene(node: Node, context: RenderContext, renderer: Renderer)
}

/// Several scenes of one `body`; each child's position is part of its identity.
struct _TupleScene: Scene, _PrimitiveScene {
    typealias Body = Never
    let children: [any Scene]

    func _renderScene(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            for (index, child) in children.enumerated() { emitter.emitScene(child, key: .index(index), context: context) }
        }
    }
}

/// The result of an `if`/`else` in a scene builder: the branches have distinct identities.
public struct _ConditionalScene<First: Scene, Second: Scene>: Scene, _PrimitiveScene {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    let first: First?
    let second: Second?

    func _renderScene(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            if let first { emitter.emitScene(first, key: .trueBranch, context: context) }
            if let second { emitter.emitScene(second, key: .falseBranch, context: context) }
        }
    }
}

extension ChildEmitter {
    /// Renders a scene as the next child (through its `_SceneView` adapter).
    mutating func emitScene<S: Scene>(_ scene: S, key: ChildKey, context: RenderContext) {
        emit(_SceneView(scene: scene), key: key, context: context)
    }
}
