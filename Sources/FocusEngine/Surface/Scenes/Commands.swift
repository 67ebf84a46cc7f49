/// Conforming types represent a group of related commands that can be exposed to the user via the
/// main menu on macOS and key commands on iOS.
///
/// The engine renders a scene's commands beside its window: their buttons are recorded (dump,
/// `FocusHost.commands`), never focusable, and their readers follow focus like a view's (R34–R36).
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Built-in commands have no body; the engine renders them directly.
    public var body: Never { fatalError("\(Self.self) is built-in; its body must not be called") }
}

/// Constructs command sets from multi-expression closures.
@resultBuilder
public struct CommandsBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    /// Builds an empty command set from a block containing no statements.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// Passes a single command group written as a child group through modified.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// Several command groups, each keeping its position as identity.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> some Commands {
        var children: [any Commands] = []
        for child in repeat each content { children.append(child) }
        return _TupleCommands(children: children)
    }
    /// Produces an optional command group, present only when the condition is true.
    public static func buildIf<C: Commands>(_ content: C?) -> some Commands {
        _TupleCommands(children: content.map { [$0] } ?? [])
    }
    /// Produces content for a conditional statement when the condition is true.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(first: first, second: nil)
    }
    /// Produces content for a conditional statement when the condition is false.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(first: nil, second: second)
    }
    /// Processes commands for a conditional compiler-control statement that performs an availability check.
    public static func buildLimitedAvailability(_ content: some Commands) -> some Commands {
        _TupleCommands(children: [content])
    }
}

/// An empty group of commands.
public struct EmptyCommands: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    /// Creates an empty command hierarchy.
    public init() {}
    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) { node.role = .structural }
}

/// The result of an `if`/`else` in a commands builder.
public struct _ConditionalCommands<First: Commands, Second: Commands>: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    let first: First?
    let second: Second?

    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            if let first { emitter.emit(_CommandsView(commands: first), key: .trueBranch, context: context) }
            if let second { emitter.emit(_CommandsView(commands: second), key: .falseBranch, context: context) }
        }
    }
}

/// Several commands of one builder block.
struct _TupleCommands: Commands, _PrimitiveCommands {
    typealias Body = Never
    let children: [any Commands]

    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            for (index, child) in children.enumerated() { emitter.emitCommands(child, key: .index(index), context: context) }
        }
    }
}

extension Commands {
    /// Disables the commands' controls when `disabled` is true, as `View.disabled(_:)` does for
    /// views (the form Apple's `focusedSceneValue(_:_:)` example applies to a `CommandMenu`).
    public func disabled(_ disabled: Bool) -> some Commands {
        _DisabledCommands(content: self, disabled: disabled)
    }
}

/// `Commands.disabled(_:)`.
struct _DisabledCommands<Content: Commands>: Commands, _PrimitiveCommands {
    typealias Body = Never
    let content: Content
    let disabled: Bool

    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .modifier
        node.payload = .disabled(disabled)
        var inner = context
        if disabled { inner.environment.isEnabled = false }
        renderer.withChildren(of: node) { $0.emit(_CommandsView(commands: content), key: .index(0), context: inner) }
    }
}

