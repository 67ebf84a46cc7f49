/// Rendering commands: `Scene.commands(content:)` renders the scene, then its commands, whose
/// controls are recorded but never focusable or accessibility elements (menu items, R34–R36).

/// Built-in commands: how a commands value becomes nodes.
protocol _PrimitiveCommands {
    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer)
}

extension Scene {
    /// Adds commands to the scene.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(content: self, commands: content(), replacesContent: false)
    }

    /// Removes all commands defined by the modified scene (those added inside it with
    /// `commands(content:)`; the engine has no built-in window commands to remove).
    public func commandsRemoved() -> some Scene {
        _CommandsScene(content: self, commands: EmptyCommands(), replacesContent: true)
    }

    /// Replaces all commands defined by the modified scene with the commands from the builder.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(content: self, commands: content(), replacesContent: true)
    }
}

/// A scene with commands: the scene first, then its commands under a `Commands` node. Replacing
/// commands (`commandsRemoved`, `commandsReplaced`) drops those the content scene defines.
struct _CommandsScene<Content: Scene, C: Commands>: Scene, _PrimitiveScene {
    typealias Body = Never
    let content: Content
    let commands: C
    let replacesContent: Bool

    func _renderScene(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        let suppressed = renderer.commandsSuppressed > 0
        renderer.withChildren(of: node) {
            if replacesContent { renderer.commandsSuppressed += 1 }
            $0.emitScene(content, key: .index(0), context: context)
            if replacesContent { renderer.commandsSuppressed -= 1 }
            if !suppressed, !(commands is EmptyCommands) {
                $0.emit(_CommandsRoot(commands: commands), key: .index(1), context: context)
            }
        }
    }
}

/// The node all of a `commands(content:)` modifier's commands render under.
struct _CommandsRoot<C: Commands>: View, _PrimitiveView, _HostingAdapter {
    typealias Body = Never
    let commands: C
    static var hostedTypeName: String { "Commands" }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert()
        #if DOCGEN_MUTANTS
        // Frozen once focus has moved: the commands keep the state of the last render before.
        if Mutant.isOn(.r35CommandsNotReevaluated), !node.isNew, node.memo as? Int != renderer.engine.focusChangeCount { return }
        node.memo = renderer.engine.focusChangeCount
        #endif
        renderer.withChildren(of: node) { $0.emit(_CommandsView(commands: commands), key: .index(0), context: context) }
        node.forEachInTreeOrder { item in
            guard item !== node else { return }
            item.isFocusable = false
            item.tapFocuses = false
            item.needsKeyboardNavigation = false
            item.isAccessibilityElement = false
        }
    }
}

/// One commands value as a node: built-in commands render themselves; custom `Commands` link
/// their dynamic properties (`@FocusedValue`, `@FocusedObject`, …) and render their body.
struct _CommandsView<C: Commands>: View, _PrimitiveView, _HostingAdapter {
    typealias Body = Never
    let commands: C
    static var hostedTypeName: String { String(describing: C.self) }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        if let primitive = commands as? any _PrimitiveCommands {
            node.role = .primitive
            primitive._renderCommands(node: node, context: context, renderer: renderer)
            return
        }
        node.role = .composite
        DynamicPropertyLinker.link(commands, node: node, engine: renderer.engine, context: context)
        let body = MainActorCode.run(commands) { $0.body }
        renderer.withChildren(of: node) { $0.emitCommands(body, key: .index(0), context: context) }
    }
}

extension ChildEmitter {
    /// Renders commands as the next child (through their `_CommandsView` adapter).
    mutating func emitCommands<C: Commands>(_ commands: C, key: ChildKey, context: RenderContext) {
        emit(_CommandsView(commands: commands), key: key, context: context)
    }
}
