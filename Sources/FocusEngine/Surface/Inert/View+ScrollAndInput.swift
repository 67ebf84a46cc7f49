/// Scroll, keyboard and container-layout modifiers that documentation examples put around focus
/// code (`scrollDismissesKeyboard`, `textInputAutocapitalization`, `containerRelativeFrame`,
/// `contextMenu`): inert, recorded as presentation payloads; they do not affect focus.
extension View {
    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        presentation("scrollDismissesKeyboard", "." + mode.name)
    }
    /// Sets how often the shift key in the keyboard is automatically enabled.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        presentation("textInputAutocapitalization", autocapitalization.map { "." + $0.name } ?? "nil")
    }
    /// Sets whether a scroll view clips its content to its bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        presentation("scrollClipDisabled", String(disabled))
    }
    /// Positions this view within an invisible frame with a size relative to the nearest container.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        presentation("containerRelativeFrame", Self.axesText(axes))
    }
    /// Positions this view within an invisible frame sized as `span` of `count` parts of the container.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        presentation("containerRelativeFrame", Self.axesText(axes) + ", count: \(count), span: \(span)")
    }
    /// Adds a context menu to a view; its items are not shown until the menu is opened.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        presentation("contextMenu", "")
    }

    private static func axesText(_ axes: Axis.Set) -> String {
        axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : axes.contains(.horizontal) ? ".horizontal" : ".vertical"
    }
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    /// Determine the mode automatically based on the surrounding context.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismiss the keyboard as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}
