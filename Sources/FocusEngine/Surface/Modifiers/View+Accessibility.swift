/// Accessibility modifiers: AT focus bindings (R16), elements and labels (R21), zoom (R23), default AT focus (R22).
extension View {
    // Rules R16, R20.
    /// Modifies this view by binding its accessibility element's focus state to the given boolean
    /// state value.
    ///
    /// When an assistive technology such as VoiceOver moves its focus to the modified view, SwiftUI
    /// sets the bound value to `true`. When its focus leaves the view, SwiftUI sets the value to
    /// `false`. Keyboard focus does not change the value.
    ///
    /// - Parameter condition: The accessibility focus state to bind. If a caller sets the value
    ///   to `true`, the focus of the assistive technology moves to the modified view.
    /// - Returns: The modified view.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityBinding(condition.location, match: true)
    }

    // Rule R16.
    /// Modifies this view by binding its accessibility element's focus state to the given state
    /// value.
    ///
    /// - Parameters:
    ///   - binding: The state binding to register. When accessibility focus moves to the
    ///     accessibility element of the modified view, SwiftUI sets the bound value to the
    ///     corresponding match value. If you set the state value programmatically to the matching
    ///     value, then accessibility focus moves to the accessibility element of the modified view.
    ///     SwiftUI sets the value to `nil` if accessibility focus leaves the accessibility element
    ///     associated with the modified view, and programmatically setting the value to `nil`
    ///     dismisses focus automatically.
    ///   - value: The value to match against when determining whether the binding should change.
    /// - Returns: The modified view.
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
