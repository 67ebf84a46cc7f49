/// Conforming types represent items that can be placed in various locations in a toolbar.
/// (In this engine toolbar items are also views, so `toolbar { … }` takes a `@ViewBuilder`.)
public protocol ToolbarContent {}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Equatable, Sendable, CustomStringConvertible {
    let name: String
    /// `.keyboard`.
    public var description: String { "." + name }
    /// The system places the item automatically.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The item is placed in the keyboard section.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The item is placed in the principal item section.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The item is placed in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The item is placed in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The item is placed in the leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The item is placed in the trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The item is placed in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: View, ToolbarContent, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        InertContainer.render(node, attributes: ["placement: \(placement)"], content: content, context: context, renderer: renderer)
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// A model that represents a group of toolbar items.
public struct ToolbarItemGroup<Content: View>: View, ToolbarContent, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        InertContainer.render(node, attributes: ["placement: \(placement)"], content: content, context: context, renderer: renderer)
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items: rendered after the view's
    /// content (`_Decorated`, role `toolbar`), so their buttons can be found and tapped.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _Decorated(content: self, decoration: content(), role: "toolbar", alignment: .center)
    }
}

/// A type that defines the display mode of a navigation bar title.
public enum NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

extension View {
    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        presentation("navigationBarTitleDisplayMode", ".\(displayMode)")
    }
    /// Hides the navigation bar back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        presentation("navigationBarBackButtonHidden", String(hidesBackButton))
    }
    /// Sets the navigation bar items for this view (deprecated form): the item is rendered and tappable.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        _Decorated(content: self, decoration: trailing, role: "navigationBarItems(trailing)", alignment: .center)
    }
    /// Sets the navigation bar items for this view (deprecated form).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        _Decorated(content: self, decoration: leading, role: "navigationBarItems(leading)", alignment: .center)
    }
    /// Sets the navigation bar items for this view (deprecated form).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        _Decorated(content: self, decoration: HStack { leading; trailing }, role: "navigationBarItems", alignment: .center)
    }
    /// Sets the title in the navigation bar for this view (deprecated form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        presentation("navigationTitle", "\"\(titleKey.resolved)\"")
    }
    /// Sets the title and the title display mode in the navigation bar for this view (deprecated form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        presentation("navigationTitle", "\"\(titleKey.resolved)\", displayMode: .\(displayMode)")
    }
    /// Sets the title and the title display mode in the navigation bar for this view (deprecated form).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        presentation("navigationTitle", "\"\(title)\", displayMode: .\(displayMode)")
    }
    /// Sets the title and the title display mode in the navigation bar for this view (deprecated form).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        presentation("navigationTitle", "\"\(title.content)\", displayMode: .\(displayMode)")
    }
    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View { presentation("navigationTitle", "\"\(title.content)\"") }
    /// Sets an editable navigation title bound to `title` (recorded with its current value).
    public func navigationTitle(_ title: Binding<String>) -> some View { presentation("navigationTitle", "\"\(title.wrappedValue)\"") }
    /// Sets an editable navigation title with a menu of `actions` (a `RenameButton` among them);
    /// the menu is never opened, so its views are not rendered.
    public func navigationTitle<C: View>(_ title: Binding<String>, @ViewBuilder actions: () -> C) -> some View {
        presentation("navigationTitle", "\"\(title.wrappedValue)\"")
    }
}
