/// Accessibility modifiers: AT focus bindings (R16), elements and labels (R21), zoom (R23), default AT focus (R22).
extension View {
    /// Modifies this view by binding its accessibility element's focus state to the given boolean state value.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityBinding(condition.location, match: true)
    }

    /// Modifies this view by binding its accessibility element's focus state to the given state value.
    public func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable {
        accessibilityBinding(binding.location, match: value)
    }

    private func accessibilityBinding<Value>(_ location: FocusLocation<Value>, match: Value) -> some View {
        engineModifier { node, renderer in
            let box = location.box
            let key = box.id(for: match)
            node.payload = .accessibilityFocusBinding(box: box, match: key)
            box.register(node, match: key, generation: renderer.engine.generation)
        }
    }

    /// Defines a region in which default accessibility focus is evaluated by assigning a value to a
    /// given accessibility focus state binding.
    public func accessibilityDefaultFocus<Value>(_ binding: AccessibilityFocusState<Value>.Binding, _ value: Value) -> some View where Value: Hashable {
        engineModifier { node, renderer in
            let box = binding.location.box
            node.payload = .accessibilityDefaultFocus(box: box, match: box.id(for: value))
            renderer.engine.accessibilityDefaultFocusNodes.append(node)
        }
    }

    /// Creates a new accessibility element, or modifies the behaviour of the view's children.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachments: [.element(children)]))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachments: [.label(label.content)]))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachments: [.label(labelKey.resolved)]))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachments: [.label(String(label))]))
    }

    /// Adds an accessibility zoom action to the view.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachments: [.zoom(handler)]))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds an accessibility zoom action to the view. Actions allow assistive technologies, such as
    /// VoiceOver, to interact with the view by invoking the action.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.attachments.append(.zoom(handler))
        return copy
    }
}

/// A view modifier that adds accessibility properties to the view.
public struct AccessibilityAttachmentModifier: ViewModifier, _EngineModifier {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    var attachments: [AccessibilityAttachment]

    func _apply(node: Node, context: inout RenderContext, renderer: Renderer) {
        node.payload = .accessibility(attachments)
        for case .element(let behavior) in attachments where behavior != .contain {
            node.isAccessibilityElement = true
            node.isAccessibilityHidden = context.combinedElement != nil
            if context.combinedElement == nil { context.combinedElement = node }
        }
    }
}
