/// A control that displays an editable text interface.
public struct TextField<Label: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let prompt: Text?

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderTextInput(kind: .textField, title: title, text: text, context: context)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.resolved; self.text = text; prompt = nil
    }
    /// Creates a text field with a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title); self.text = text; prompt = nil
    }
    /// Creates a text field with a localized title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        title = titleKey.resolved; self.text = text; self.prompt = prompt
    }
}

/// A control into which people securely enter private text.
public struct SecureField<Label: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String
    let text: Binding<String>

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderTextInput(kind: .secureField, title: title, text: text, context: context)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { title = titleKey.resolved; self.text = text }
    /// Creates a secure field with a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.title = String(title); self.text = text }
}

extension Node {
    /// Text inputs are focusable for editing (R10) and accessibility elements.
    func renderTextInput(kind: ElementKind, title: String, text: Binding<String>, context: RenderContext) {
        self.kind = kind
        self.text = title
        textBinding = text
        isFocusable = true
        tapFocuses = true
        isAccessibilityElement = true
        isAccessibilityHidden = context.combinedElement != nil
    }

    /// Buttons and toggles: focusable through keyboard navigation only, activated by tap.
    func renderControl(kind: ElementKind, title: String?, context: RenderContext) {
        self.kind = kind
        text = title
        isFocusable = true
        needsKeyboardNavigation = true
        isAccessibilityElement = true
        isAccessibilityHidden = context.combinedElement != nil
    }
}

/// A control that initiates an action.
public struct Button<Label: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let label: Label
    /// Main-actor isolated, as Apple declares it; the engine delivers activation on the main thread.
    let action: @MainActor () -> Void

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        Self.render(label: label, action: { [action] in MainActorCode.run(action) { $0() } },
                    node: node, context: context, renderer: renderer)
    }

    /// Renders a button whose activation runs `action`; also the rendering of controls that are
    /// buttons with an engine-made action (`NavigationLink`).
    static func render(label: Label, action: @escaping () -> Void, node: Node, context: RenderContext, renderer: Renderer) {
        node.renderControl(kind: .button, title: (label as? Text)?.content, context: context)
        node.action = action
        guard !(label is Text) else { return }
        var inner = context
        inner.combinedElement = inner.combinedElement ?? node
        inner.environment.isFocused = renderer.engine.focused === node   // R9: the button is focusable
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r9IsFocusedAlwaysFalse) { inner.environment.isFocused = false }
        #endif
        renderer.withChildren(of: node) { $0.emit(label, key: .index(0), context: inner) }
        if node.text == nil { node.text = node.first { $0.kind == .text && $0 !== node }?.text }
    }
}

extension Button where Label == Text {
    /// Creates a button with a localized title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        label = Text(titleKey); self.action = action
    }
    /// Creates a button with a title string.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        label = Text(title); self.action = action
    }
}

/// A control that toggles between on and off states.
public struct Toggle<Label: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String
    let isOn: Binding<Bool>

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderControl(kind: .toggle, title: title, context: context)
        node.toggleBinding = isOn
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { title = titleKey.resolved; self.isOn = isOn }
    /// Creates a toggle with a title string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.title = String(title); self.isOn = isOn }
}
