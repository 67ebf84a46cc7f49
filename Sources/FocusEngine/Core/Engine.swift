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
    var generation = 0
    var dirty = true
    var hasAppeared = false
    var isUpdating = false

    var warnings: [RuntimeWarning] = []
    var calls: [CallRecord] = []
    var disappearQueue: [() -> Void] = []
    var appearQueue: [() -> Void] = []
    var changeQueue: [() -> Void] = []
    var keyboardAssigned: [AnyFocusBox] = []
    var accessibilityAssigned: [AnyFocusBox] = []
    var unmatchedAccessibilityRequests: [FocusRequest] = []
    var accessibilityChangeCount = 0

    // Keyboard focus
    var focused: Node?
    var focusChangeCount = 0
    var focusWriteCount = 0
    var navigationAnchor: Node?
    var anchorIsBeforeStart = false
    var keyboardRequests: [FocusRequest] = []
    var unmatchedRequests: [FocusRequest] = []
    var requestScratch: [FocusRequest] = []
    var assignedScratch: [AnyFocusBox] = []
    var resetRequests: [Namespace.ID] = []

    // Accessibility focus
    var activeTechnologies: AccessibilityTechnologies = []
    var accessibilityFocus: [AccessibilityTechnologies.Technology: Node] = [:]
    var accessibilityRequests: [FocusRequest] = []

    // Render bookkeeping
    var focusDependentBodies = false
    var defaultFocusNodes: [Node] = []
    var accessibilityDefaultFocusNodes: [Node] = []
    var searchFocusNodes: [Node] = []
    var focusableOrderCache: [Node]?

    init(rootView: any View, configuration: FocusHost.Configuration) {
        self.rootView = rootView
        self.configuration = configuration
        root = Node(key: .index(0), viewType: Engine.self)
        root.role = .root
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
