/// One node of the engine's element tree: the persistent record of a view at one structural identity.
///
/// Nodes are reused across updates while their identity (key + view type) stays the same, so the
/// storage of `@State`, `@FocusState` and friends survives re-created view values.
final class Node {
    /// How the node came to be in the tree.
    enum Role { case root, composite, primitive, modifier, structural }

    // Declared first, so they share the object's first cache line with its reference count: the
    // focus hot path reads them on every change, on nodes scattered over the whole tree.

    /// The parent, not owned; cleared when the node leaves the tree (never dangles). Stored as
    /// `Unmanaged` so that walks up the tree on the focus hot path retain nothing.
    @exclusivity(unchecked) var parentRef: Unmanaged<Node>?
    /// The box of the keyboard focus binding this (modifier) node carries in this render, for
    /// fast chain walks; not owned (`focusBindingCache` holds the box).
    @exclusivity(unchecked) var focusBindingBox: Unmanaged<AnyFocusBox>?
    /// The match of that binding (meaningful when `focusBindingBox` is set).
    @exclusivity(unchecked) var focusBindingMatch: MatchID = 0
    @exclusivity(unchecked) var children: [Node] = []
    /// Bindings registered directly on this node (search fields).
    @exclusivity(unchecked) var directBindings: [(box: AnyFocusBox, match: MatchID)] = []
    /// Focus traits computed during render.
    @exclusivity(unchecked) var isFocusable = false
    @exclusivity(unchecked) var isEnabled = true
    var isLive = true
    /// Under a pushed navigation screen in this render: unfocusable, hidden, not queried (R50).
    var isCovered = false
    /// `EnvironmentValues.isFocusEffectEnabled` where the node was rendered (R31).
    var isFocusEffectEnabled = true

    let key: ChildKey
    let viewType: Any.Type
    /// Whether `viewType` is primitive, resolved on first render (see `Renderer.render`).
    var renderKind = RenderKind.unresolved
    /// True during the render in which the node was created.
    var isNew = true
    var seenGeneration = -1
    /// The node's last focus binding (owning); kept across renders so an unchanged binding is
    /// reused as is.
    @exclusivity(unchecked) var focusBindingCache: BindingRecord?
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
    var tapFocuses = false
    var needsKeyboardNavigation = false
    var isAccessibilityElement = false
    #if DOCGEN_MUTANTS
    var storedIsAccessibilityHidden = false
    /// `r21-combined-children-exposed` makes every hidden child visible to assistive technologies.
    var isAccessibilityHidden: Bool {
        get { storedIsAccessibilityHidden && !Mutant.isOn(.r21CombinedChildrenExposed) }
        set { storedIsAccessibilityHidden = newValue }
    }
    #else
    var isAccessibilityHidden = false
    #endif
    /// Per-node storage used by modifiers (e.g. onChange's last value).
    var memo: Any?
    var order = 0
    /// How the node lays out its content; set by its view's render (a node always renders one
    /// view type, so it is not reset between renders).
    var layout = LayoutSpec.automatic
    /// The node's size ranges and frame from the last layout pass (`Layout.ensure`).
    var measure = LayoutMeasure.zero
    var frame = Rect.zero

    init(key: ChildKey, viewType: Any.Type) {
        self.key = key
        self.viewType = viewType
    }

    /// The parent; cleared when the node leaves the tree.
    var parent: Node? {
        get { parentRef?.takeUnretainedValue() }
        set { parentRef = newValue.map(Unmanaged.passUnretained) }
    }

    /// The keyboard focus binding this node carries in this render, if any.
    var focusBinding: (box: AnyFocusBox, match: MatchID)? {
        focusBindingBox.map { ($0.takeUnretainedValue(), focusBindingMatch) }
    }

    /// Clears everything a render recomputes, keeping identity, slots and memo.
    func resetForRender() {
        if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
        payload = .none
        focusBindingBox = nil
        action = nil
        textBinding = nil
        toggleBinding = nil
        isFocusable = false
        tapFocuses = false
        needsKeyboardNavigation = false
        isAccessibilityElement = false
        isAccessibilityHidden = false
        isCovered = false
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
    case text = "Text", textField = "TextField", secureField = "SecureField", searchField = "SearchField", textEditor = "TextEditor"
    case button = "Button", toggle = "Toggle", image = "Image", circle = "Circle", color = "Color"
    case spacer = "Spacer", vstack = "VStack", hstack = "HStack", zstack = "ZStack"
    case form = "Form", section = "Section", list = "List", navigationStack = "NavigationStack"
    case navigationView = "NavigationView", group = "Group", searchable = "Searchable", other = "View"

    var isTextInput: Bool { self == .textField || self == .secureField || self == .searchField || self == .textEditor }
    var isStack: Bool {
        switch self {
        case .vstack, .hstack, .zstack, .form, .section, .list, .navigationStack, .navigationView, .group: return true
        default: return false
        }
    }
}

/// A focus binding carried by a node: the bound state and the value that means "this view".
@usableFromInline
final class BindingRecord {
    @usableFromInline let box: AnyFocusBox
    @usableFromInline let match: MatchID

    @usableFromInline
    init(box: AnyFocusBox, match: MatchID) {
        self.box = box
        self.match = match
    }
}

extension Node {
    /// Makes `record` this render's keyboard focus binding of the node and registers the node as
    /// a candidate for its value (R5).
    func applyFocusBinding(_ record: BindingRecord, generation: Int) {
        focusBindingCache = record
        payload = .focusBinding(box: record.box, match: record.match)
        focusBindingBox = Unmanaged.passUnretained(record.box)
        focusBindingMatch = record.match
        record.box.register(self, match: record.match, generation: generation)
    }
}
