/// The core model: element tree, keyboard focus, per-technology accessibility focus, focus
/// bindings, the update cycle and the runtime-warning log. `FocusHost` is its public driver.
final class Engine {
    /// A pending write to a focus state (R6: applied in the next update).
    struct FocusRequest {
        let box: AnyFocusBox
        let match: MatchID?
        /// `focusChangeCount` when the request was made; an unmatched request is dropped once
        /// focus changes after it (R7).
        var stamp: Int
    }

    var rootView: any View
    let root: Node
    var configuration: FocusHost.Configuration
    @exclusivity(unchecked) var generation = 0
    /// The generation whose render has completed (equal to `generation` outside renders).
    @exclusivity(unchecked) var renderedGeneration = 0
    @exclusivity(unchecked) var dirty = true
    @exclusivity(unchecked) var hasAppeared = false
    @exclusivity(unchecked) var isUpdating = false

    var warnings: [RuntimeWarning] = []
    var calls: [CallRecord] = []
    @exclusivity(unchecked) var disappearQueue: [() -> Void] = []
    @exclusivity(unchecked) var appearQueue: [() -> Void] = []
    @exclusivity(unchecked) var changeQueue: [() -> Void] = []
    @exclusivity(unchecked) var keyboardAssigned: [AnyFocusBox] = []
    @exclusivity(unchecked) var accessibilityAssigned: [AnyFocusBox] = []
    @exclusivity(unchecked) var unmatchedAccessibilityRequests: [FocusRequest] = []
    var accessibilityChangeCount = 0

    // Keyboard focus
    @exclusivity(unchecked) var focused: Node?
    @exclusivity(unchecked) var focusChangeCount = 0
    @exclusivity(unchecked) var focusWriteCount = 0
    var navigationAnchor: Node?
    var anchorIsBeforeStart = false
    @exclusivity(unchecked) var keyboardRequests: [FocusRequest] = []
    @exclusivity(unchecked) var unmatchedRequests: [FocusRequest] = []
    @exclusivity(unchecked) var requestScratch: [FocusRequest] = []
    @exclusivity(unchecked) var assignedScratch: [AnyFocusBox] = []
    /// Incremented per binding resync; marks the boxes assigned in that pass (`AnyFocusBox.resyncStamp`).
    @exclusivity(unchecked) var resyncStamp = 0
    @exclusivity(unchecked) var resetRequests: [Namespace.ID] = []

    // Accessibility focus
    var activeTechnologies: AccessibilityTechnologies = []
    var accessibilityFocus: [AccessibilityTechnologies.Technology: Node] = [:]
    @exclusivity(unchecked) var accessibilityRequests: [FocusRequest] = []

    // Render bookkeeping
    @exclusivity(unchecked) var focusDependentBodies = false
    var defaultFocusNodes: [Node] = []
    var accessibilityDefaultFocusNodes: [Node] = []
    var searchFocusNodes: [Node] = []
    /// Presented and pushed screens created in the current render, whose default focus is
    /// evaluated once they are in the tree (R51).
    var appearedScreens: [Node] = []
    var focusableOrderCache: [Node]?
    /// Nodes publishing focused values in the last render, in tree order (R27, R28).
    var focusedValuePublishers: [Node] = []
    /// The focused values for the current tree and focus; nil when focus or the tree changed.
    @exclusivity(unchecked) var focusedValuesCache: FocusedValues?
    /// The focused values readers see during the current render (resolved before it started).
    var focusedValuesInRender = FocusedValues()
    /// Whether a `FocusedValue`/`FocusedBinding`/`FocusedObject` was read in the current render.
    var hasFocusedValueReaders = false
    /// The generation whose frames `Layout.ensure` computed (-1: none yet), and for which window.
    var layoutGeneration = -1
    var layoutWindow = CGSize.zero
    /// The focus sections found for the render `focusSectionsGeneration` (`Engine.focusSections`).
    var focusSectionNodes: [Node] = []
    var focusSectionsGeneration = -1

    /// The shared reference storage and publishers use; cleared on deinit.
    private(set) var reference: EngineReference!

    deinit {
        reference.engine = nil
        // A focus box's registry holds the nodes bound to it and those nodes hold the box (their
        // bindings, their view's storage): without this, a dropped host leaked its tree and
        // everything its views reach (found by LeakSanitizer, `HostLifetimeTests`).
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            node.releaseReferences()
        }
    }

    init(rootView: any View, configuration: FocusHost.Configuration) {
        self.rootView = rootView
        self.configuration = configuration
        root = Node(key: .index(0), viewType: Engine.self)
        root.role = .root
        reference = EngineReference(self)
    }

    /// Records a runtime warning.
    func warn(_ category: RuntimeWarning.Category, _ message: String) {
        warnings.append(RuntimeWarning(category: category, message: message))
    }

    /// Records a callback invocation.
    func record(_ kind: CallRecord.Kind, _ detail: String) {
        calls.append(CallRecord(kind: kind, detail: detail))
    }

    /// Marks the tree as needing re-evaluation of bodies in the next update.
    func markDirty() { dirty = true }
}
