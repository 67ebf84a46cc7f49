/// One node of the engine's element tree: the persistent record of a view at one structural identity.
///
/// Nodes are reused across updates while their identity (key + view type) stays the same, so the
/// storage of `@State`, `@FocusState` and friends survives re-created view values.
final class Node {
    /// How the node came to be in the tree.
    enum Role { case root, composite, primitive, modifier, structural }

    let key: ChildKey
    let viewType: Any.Type
    /// True during the render in which the node was created.
    var isNew = true
    var seenGeneration = -1
    /// The parent; cleared when the node leaves the tree (never dangles).
    unowned(unsafe) var parent: Node?
    /// The keyboard focus binding this (modifier) node carries, for fast chain walks.
    var focusBinding: BindingRecord?
    var children: [Node] = []
    var role: Role = .primitive
    var kind: ElementKind = .other
    /// Rendered text (Text) or title (controls).
    var text: String?
    /// Extra attributes shown by the tree dump, e.g. `spacing: 16`.
    var attributes: [String] = []
    var payload: ModifierPayload = .none
    /// Persistent storage of dynamic properties, in declaration order.
    var slots: [AnyObject?] = []
    var slotLabels: [String] = []
    /// Interaction closures and bindings of controls.
    var action: (() -> Void)?
    var textBinding: Binding<String>?
    var toggleBinding: Binding<Bool>?
    /// Focus traits computed during render.
    var isFocusable = false
    var tapFocuses = false
    var needsKeyboardNavigation = false
    var isEnabled = true
    var isAccessibilityElement = false
    var isAccessibilityHidden = false
    /// Bindings registered directly on this node (search fields).
    var directBindings: [(box: AnyFocusBox, match: MatchID)] = []
    /// Per-node storage used by modifiers (e.g. onChange's last value).
    var memo: Any?
    var isLive = true
    var order = 0
    var frame = Rect.zero

    init(key: ChildKey, viewType: Any.Type) {
        self.key = key
        self.viewType = viewType
    }

    /// The Swift type name of the view this node was rendered from.
    var typeName: String { String(describing: viewType) }

    /// Clears everything a render recomputes, keeping identity, slots and memo.
    func resetForRender() {
        attributes.removeAll(keepingCapacity: true)
        payload = .none
        focusBinding = nil
        action = nil
        textBinding = nil
        toggleBinding = nil
        isFocusable = false
        tapFocuses = false
        needsKeyboardNavigation = false
        isAccessibilityElement = false
        isAccessibilityHidden = false
        if !directBindings.isEmpty { directBindings.removeAll() }
        text = nil
    }
}

/// The position of a child among its parent's children: its part of structural identity.
enum ChildKey: Hashable {
    case index(Int)
    case trueBranch
    case falseBranch
    case some
    case id(AnyHashable)
    case explicit(AnyHashable)
}

/// What kind of element a primitive node is.
enum ElementKind: String {
    case text = "Text", textField = "TextField", secureField = "SecureField", searchField = "SearchField"
    case button = "Button", toggle = "Toggle", image = "Image", circle = "Circle", color = "Color"
    case spacer = "Spacer", vstack = "VStack", hstack = "HStack", zstack = "ZStack"
    case form = "Form", section = "Section", list = "List", navigationStack = "NavigationStack"
    case navigationView = "NavigationView", group = "Group", searchable = "Searchable", other = "View"

    var isTextInput: Bool { self == .textField || self == .secureField || self == .searchField }
    var isStack: Bool {
        switch self {
        case .vstack, .hstack, .zstack, .form, .section, .list, .navigationStack, .navigationView, .group: return true
        default: return false
        }
    }
}

/// A focus binding carried by a node: the bound state and the value that means "this view".
final class BindingRecord {
    let box: AnyFocusBox
    let match: MatchID
    init(box: AnyFocusBox, match: MatchID) {
        self.box = box
        self.match = match
    }
}
