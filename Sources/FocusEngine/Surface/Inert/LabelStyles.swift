/// A type that applies a custom appearance to all labels within a view (inert: the style is
/// recorded on the view, labels render as they are).
public protocol LabelStyle {}

/// The default label style in the current context.
public struct DefaultLabelStyle: LabelStyle { /** Creates an automatic label style. */ public init() {} }
/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle { /** Creates an icon-only label style. */ public init() {} }
/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle { /** Creates a title-only label style. */ public init() {} }
/// A label style that shows both the title and icon of the label using a system-standard layout.
public struct TitleAndIconLabelStyle: LabelStyle { /** Creates a label style that shows both the title and icon of the label using a system-standard layout. */ public init() {} }

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label using a system-standard layout.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        presentation("labelStyle", shortTypeName(String(describing: S.self)))
    }
}
