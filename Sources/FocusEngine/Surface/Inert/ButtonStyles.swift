/// A type that applies standard interaction behavior to all buttons within a view hierarchy.
public protocol PrimitiveButtonStyle {}
/// A type that applies standard interaction behavior and a custom appearance to all buttons within a
/// view hierarchy. Custom styles' `makeBody` is not run: the button keeps its label (recorded style).
public protocol ButtonStyle {
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View, _PrimitiveView {
        /// Primitive: rendered directly by the engine, it has no body.
        public typealias Body = Never
        func _render(node: Node, context: RenderContext, renderer: Renderer) { node.renderInert() }
    }
    /// A view that describes the effect of pressing the button.
    public let label = Label()
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed = false
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle { /** Creates a plain button style. */ public init() {} }
/// The default button style, based on the button's context.
public struct DefaultButtonStyle: PrimitiveButtonStyle { /** Creates a default button style. */ public init() {} }
/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle { /** Creates a bordered button style. */ public init() {} }
/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { /** Creates a bordered prominent button style. */ public init() {} }
/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { /** Creates a borderless button style. */ public init() {} }
/// A button style suitable for a card-style button (tvOS).
public struct CardButtonStyle: PrimitiveButtonStyle { /** Creates a card button style. */ public init() {} }

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A bordered prominent button style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A borderless button style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == CardButtonStyle {
    /// A card button style (tvOS).
    public static var card: CardButtonStyle { CardButtonStyle() }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        presentation("buttonStyle", shortTypeName(String(describing: S.self)))
    }
    /// Sets the style for buttons within this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        presentation("buttonStyle", shortTypeName(String(describing: S.self)))
    }
}
