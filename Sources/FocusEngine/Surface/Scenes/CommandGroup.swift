/// Groups of controls that you can add to existing command menus.
public struct CommandGroup<Content: View>: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    let position: String
    let placement: CommandGroupPlacement
    let content: Content

    /// A value describing the addition of the given views to the end of the indicated group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = "after"; placement = group; content = addition()
    }
    /// A value describing the addition of the given views to the beginning of the indicated group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = "before"; placement = group; content = addition()
    }
    /// A value describing the complete replacement of the contents of the indicated group with the given views.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = "replacing"; placement = group; content = addition()
    }

    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) {
        InertContainer.render(node, attributes: ["\(position): \(placement)"], content: content, context: context, renderer: renderer)
    }
}

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands.
public struct CommandMenu<Content: View>: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    let name: String
    let content: Content

    /// Creates a new menu with a localized name for a collection of app-specific commands.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = nameKey.resolved; self.content = content()
    }
    /// Creates a new menu for a collection of app-specific commands, titled with a string.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name); self.content = content()
    }
    /// Creates a new menu titled with a text view.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.content; self.content = content()
    }

    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) {
        InertContainer.render(node, title: name, content: content, context: context, renderer: renderer)
    }
}

/// The standard locations that you can place new command groups relative to.
public struct CommandGroupPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// `.undoRedo`.
    public var description: String { "." + name }

    /// Placement for commands that provide information about the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Placement for commands that expose app settings and preferences.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Placement for commands that result in app termination.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Placement for commands that control the visibility of running apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Placement for commands that expose services other apps provide.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Placement for commands that relate to importing and exporting data.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Placement for commands that create different kinds of documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Placement for commands related to printing app content.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Placement for commands that save open documents and close windows.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Placement for commands that interact with the Clipboard and the current selection.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Placement for commands that manipulate and transform text selections.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Placement for commands that manipulate and transform the styles applied to text selections.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Placement for commands that control the Undo Manager.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Placement for commands that control the app's sidebar and full-screen modes.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Placement for commands that manipulate the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Placement for commands that describe and reveal any windows that the app defines.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Placement for commands that arrange all of an app's windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Placement for commands that describe and reveal the app's open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Placement for commands that control the size of the window.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Placement for commands that present documentation and helpful information to people.
    public static let help = CommandGroupPlacement(name: "help")
}
