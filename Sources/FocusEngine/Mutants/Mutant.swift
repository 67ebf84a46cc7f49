#if DOCGEN_MUTANTS
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// Engine mutants for mutation testing of the generated conformance suites (`make mutants`,
/// `docs/mutants.md`). Each case breaks exactly one documented rule of `docs/focus-semantics.md`.
///
/// The catalog (this enum, `rule`, `breaks`, `Mutant.rulesWithoutMutant`) is always compiled so
/// it can be listed and tested. The *checks* in the engine are compiled only with
/// `-Xswiftc -DDOCGEN_MUTANTS`: in normal builds there is no check at all, so release behaviour
/// and the hot paths are untouched. In a mutant build the active mutant is read once, from the
/// `DOCGEN_MUTANT` environment variable (its `rawValue`; unset or empty = no mutant, an unknown
/// id stops the process so a typo cannot pass for a surviving mutant).
package enum Mutant: String, CaseIterable, Sendable {
    // R2 — reads reflect where focus is
    case r2ReadDoesNotRerender = "r2-read-does-not-rerender"
    // R3 — entering sets the match value, leaving resets
    case r3EnterDoesNotSetValue = "r3-enter-does-not-set-value"
    case r3LeaveDoesNotReset = "r3-leave-does-not-reset"
    // R4 — setting moves focus; nil/false dismisses
    case r4WriteDoesNotMove = "r4-write-does-not-move"
    case r4ResetDoesNotDismiss = "r4-reset-does-not-dismiss"
    case r4ResetClearsAnyFocus = "r4-reset-clears-any-focus"
    // R5 — several bindings; shared values
    case r5OnlyInnermostBindingUpdates = "r5-only-innermost-binding-updates"
    case r5AmbiguousWritePicksLast = "r5-ambiguous-write-picks-last"
    // R6 — writes are requests
    case r6WriteAppliedSynchronously = "r6-write-applied-synchronously"
    // R7 — unmatched values are held
    case r7UnmatchedWriteDropped = "r7-unmatched-write-dropped"
    case r7PendingSurvivesFocusChange = "r7-pending-survives-focus-change"
    // R8 — bindings on containers
    case r8ContainerBindingIgnored = "r8-container-binding-ignored"
    // R9 — isFocused
    case r9IsFocusedAlwaysFalse = "r9-is-focused-always-false"
    // R10 — focusability
    case r10TapDoesNotFocusTextInput = "r10-tap-does-not-focus-text-input"
    case r10FocusableModifierIgnored = "r10-focusable-modifier-ignored"
    case r10DisabledStillFocusable = "r10-disabled-still-focusable"
    case r10ActivateOnlyTakesFocusOnTap = "r10-activate-only-takes-focus-on-tap"
    case r10TapFocusesButtons = "r10-tap-focuses-buttons"
    // R11 — defaultFocus
    case r11DefaultFocusIgnored = "r11-default-focus-ignored"
    case r11UserInitiatedNotRedirected = "r11-user-initiated-not-redirected"
    case r11AutomaticRedirectsNavigation = "r11-automatic-redirects-navigation"
    // R12 — prefersDefaultFocus, resetFocus
    case r12PrefersDefaultFocusIgnored = "r12-prefers-default-focus-ignored"
    case r12ResetFocusIgnored = "r12-reset-focus-ignored"
    case r12PreferenceOutsideItsScope = "r12-preference-outside-its-scope"
    // R13 — order, sections, directions
    case r13SequentialOrderReversed = "r13-sequential-order-reversed"
    case r13DirectionalMoveIgnored = "r13-directional-move-ignored"
    case r13SectionDoesNotForward = "r13-section-does-not-forward"
    // R14 — onSubmit, submitScope
    case r14SubmitActionNotRun = "r14-submit-action-not-run"
    case r14SubmitDoesNotReachAncestor = "r14-submit-does-not-reach-ancestor"
    case r14SubmitScopeDoesNotBlock = "r14-submit-scope-does-not-block"
    case r14SubmitTriggersIgnored = "r14-submit-triggers-ignored"
    case r14SearchFieldSubmitsText = "r14-search-field-submits-text"
    // R15 — stacked handlers; resigning
    case r15OnlyInnermostOnSubmitRuns = "r15-only-innermost-on-submit-runs"
    case r15SubmittedFieldKeepsFocus = "r15-submitted-field-keeps-focus"
    case r15ResignsDespiteRefocus = "r15-resigns-despite-refocus"
    // R16 — accessibility focus mirrors R2–R4
    case r16AtFocusDoesNotSetValue = "r16-at-focus-does-not-set-value"
    case r16AtLeaveDoesNotReset = "r16-at-leave-does-not-reset"
    case r16AtWriteDoesNotMove = "r16-at-write-does-not-move"
    case r16AtResetDoesNotDismiss = "r16-at-reset-does-not-dismiss"
    case r16BoundElementTakesFocusUnasked = "r16-bound-element-takes-focus-unasked"
    // R18 — no active technology
    case r18WriteAppliesWithoutTechnology = "r18-write-applies-without-technology"
    // R19 — per technology
    case r19TechnologyFilterIgnored = "r19-technology-filter-ignored"
    case r19AggregateFollowsVoiceOverOnly = "r19-aggregate-follows-voiceover-only"
    // R20 — keyboard and AT focus independent
    case r20KeyboardMovesVoiceOver = "r20-keyboard-moves-voiceover"
    case r20VoiceOverMovesKeyboard = "r20-voiceover-moves-keyboard"
    // R21 — accessibility elements
    case r21CombinedChildrenExposed = "r21-combined-children-exposed"
    // R22 — accessibilityDefaultFocus
    case r22AccessibilityDefaultFocusIgnored = "r22-accessibility-default-focus-ignored"
    case r22NoRefocusAfterRemoval = "r22-no-refocus-after-removal"
    // R23 — accessibilityZoomAction
    case r23ZoomActionNotInvoked = "r23-zoom-action-not-invoked"
    case r23ZoomDirectionInverted = "r23-zoom-direction-inverted"
    case r23ZoomLocationIgnored = "r23-zoom-location-ignored"
    // R24 — removal drops focus
    case r24RemovedViewKeepsFocus = "r24-removed-view-keeps-focus"
    case r24NavigationRestartsAfterRemoval = "r24-navigation-restarts-after-removal"
    // R25 — FocusState written in onAppear
    case r25OnAppearWriteDropped = "r25-on-appear-write-dropped"
    // R26 — onChange / onAppear order
    case r26OnChangeNotCalled = "r26-on-change-not-called"
    case r26OnChangeOldValueIsNew = "r26-on-change-old-value-is-new"
    case r26OnAppearChildBeforeParent = "r26-on-appear-child-before-parent"
    // R27 — focused values follow focus
    case r27OutermostPublisherWins = "r27-outermost-publisher-wins"
    case r27ValueVisibleWithoutFocus = "r27-value-visible-without-focus"
    // R28 — scene-wide focused values
    case r28SceneValueNeedsFocus = "r28-scene-value-needs-focus"
    case r28SceneValueOverridesFocused = "r28-scene-value-overrides-focused"
    // R29 — readers re-render
    case r29ReaderNotRerendered = "r29-reader-not-rerendered"
    // R30 — FocusedBinding, FocusedObject
    case r30FocusedBindingWriteDropped = "r30-focused-binding-write-dropped"
    case r30FocusedObjectChangeNotObserved = "r30-focused-object-change-not-observed"
    // R31 — focus effects
    case r31InnerFocusEffectWins = "r31-inner-focus-effect-wins"
    // R32 — focusable(_:onFocusChange:)
    case r32OnFocusChangeNotCalled = "r32-on-focus-change-not-called"
    // R33 — @Entry
    case r33EntriesKeyedByValueType = "r33-entries-keyed-by-value-type"
    // R34 — commands read the active scene's focused values
    case r34SceneValuesHiddenWithoutFocus = "r34-scene-values-hidden-without-focus"
    // R35 — commands follow focus
    case r35CommandsNotReevaluated = "r35-commands-not-reevaluated"
    // R36 — choosing commands, keyboard shortcuts
    case r36DisabledCommandRuns = "r36-disabled-command-runs"
    case r36ShortcutModifiersIgnored = "r36-shortcut-modifiers-ignored"
    // R37 — DocumentGroup holds its document
    case r37DocumentRecreatedEachRender = "r37-document-recreated-each-render"
    // R50 — navigation push covers the previous screen
    case r50CoveredScreenStaysFocusable = "r50-covered-screen-stays-focusable"
    // R51 — presented and pushed screens get default focus
    case r51PresentedDefaultFocusIgnored = "r51-presented-default-focus-ignored"
    // R40 — layout: stacks, spacing, Spacer, frame, padding
    case r40StackSpacingIgnored = "r40-stack-spacing-ignored"
    case r40SpacerNotFlexible = "r40-spacer-not-flexible"
    case r40FrameModifierIgnored = "r40-frame-modifier-ignored"
    // R41 — layout: lists, sections, scroll views, grids
    case r41ListRowsCentered = "r41-list-rows-centered"
    case r41GridItemsIgnored = "r41-grid-items-ignored"
    // R42 — directional search
    case r42BandPreferenceIgnored = "r42-band-preference-ignored"
    // R46 — search activation
    case r46FocusDoesNotActivate = "r46-focus-does-not-activate"
    case r46DismissSearchIgnored = "r46-dismiss-search-ignored"
    // R43 — key presses go to the focused view, then up its ancestors
    case r43KeyPressNotPropagated = "r43-key-press-not-propagated"
    case r43HandledDoesNotStop = "r43-handled-does-not-stop"
    // R44 — phases and key matching
    case r44PhasesIgnored = "r44-phases-ignored"
    // R45 — commands and default actions
    case r45MoveCommandNotDelivered = "r45-move-command-not-delivered"
    case r45UnhandledMoveDoesNotMoveFocus = "r45-unhandled-move-does-not-move-focus"
    case r45HandledArrowStillMoves = "r45-handled-arrow-still-moves"

    /// The rule of `focus-rules.md` / `docs/focus-semantics.md` the mutant breaks (`"R4"`).
    package var rule: String {
        let digits = rawValue.dropFirst().prefix { $0.isNumber }
        return "R" + digits
    }

    /// What the mutated engine does instead of the documented behaviour.
    package var breaks: String {
        switch self {
        case .r2ReadDoesNotRerender: return "a focus change does not re-evaluate bodies that read the focus state (they show a stale value until something else re-renders)"
        case .r3EnterDoesNotSetValue: return "focus moving onto a bound view does not set the state to its match value"
        case .r3LeaveDoesNotReset: return "focus leaving a bound view does not reset the state to nil/false"
        case .r4WriteDoesNotMove: return "writing a match value does not move keyboard focus"
        case .r4ResetDoesNotDismiss: return "setting the state to nil/false does not dismiss focus"
        case .r4ResetClearsAnyFocus: return "setting nil/false dismisses focus even when it is in a view not bound to this state"
        case .r5OnlyInnermostBindingUpdates: return "only the innermost binding of the focused view updates; outer bindings (other states) keep their old value"
        case .r5AmbiguousWritePicksLast: return "a write matching several bound views focuses the last in tree order, without the ambiguity warning"
        case .r6WriteAppliedSynchronously: return "a write is applied at once (outside an update), so a read right after it already returns the new value"
        case .r7UnmatchedWriteDropped: return "a write that no bound view matches is dropped instead of held until a view binds it"
        case .r7PendingSurvivesFocusChange: return "a pending unmatched write survives an intervening focus change"
        case .r8ContainerBindingIgnored: return "a binding on a container is not focused while focus is on a descendant"
        case .r9IsFocusedAlwaysFalse: return "EnvironmentValues.isFocused is always false"
        case .r10TapDoesNotFocusTextInput: return "tapping a text field, secure field or search field does not focus it"
        case .r10FocusableModifierIgnored: return "focusable(_:) / focusable(_:interactions:) have no effect"
        case .r10DisabledStillFocusable: return "disabled views stay focusable and interactive"
        case .r10TapFocusesButtons: return "tapping a button (or any focusable control) gives it keyboard focus, not only text inputs and edit focusables"
        case .r10ActivateOnlyTakesFocusOnTap: return "a focusable(interactions: .activate) view takes focus on tap even without keyboard navigation"
        case .r11DefaultFocusIgnored: return "defaultFocus(_:_:priority:) is never evaluated"
        case .r11AutomaticRedirectsNavigation: return "user navigation into an .automatic defaultFocus region is redirected to its default, as if .userInitiated"
        case .r11UserInitiatedNotRedirected: return "user navigation into a .userInitiated defaultFocus region is not redirected"
        case .r12PrefersDefaultFocusIgnored: return "prefersDefaultFocus(_:in:) is ignored"
        case .r12ResetFocusIgnored: return "resetFocus(in:) requests are dropped"
        case .r12PreferenceOutsideItsScope: return "prefersDefaultFocus(_:in:) applies even when no enclosing focusScope(_:) uses its namespace"
        case .r13SequentialOrderReversed: return "Tab moves to the previous view and Shift-Tab to the next"
        case .r13DirectionalMoveIgnored: return "directional moves (arrows) do nothing"
        case .r13SectionDoesNotForward: return "a directional move never lands on a focusSection to forward to its nearest descendant"
        case .r14SubmitActionNotRun: return "return in a text field runs no onSubmit action at all"
        case .r14SubmitDoesNotReachAncestor: return "submit runs only onSubmit attached to the field itself, not ones on containers"
        case .r14SubmitScopeDoesNotBlock: return "submitScope() does not stop submit propagation"
        case .r14SubmitTriggersIgnored: return "onSubmit runs whatever its triggers"
        case .r14SearchFieldSubmitsText: return "a search field submits with the .text trigger instead of .search"
        case .r15OnlyInnermostOnSubmitRuns: return "of stacked onSubmit actions only the innermost runs"
        case .r15SubmittedFieldKeepsFocus: return "a submitted field never gives up focus"
        case .r15ResignsDespiteRefocus: return "a submitted field gives up focus even when an action wrote a focus state, and that write is lost"
        case .r16AtFocusDoesNotSetValue: return "AT focus entering a bound element does not set the accessibility focus state"
        case .r16AtLeaveDoesNotReset: return "AT focus leaving a bound element does not reset the accessibility focus state"
        case .r16AtWriteDoesNotMove: return "writing an accessibility focus state does not move AT focus"
        case .r16BoundElementTakesFocusUnasked: return "an element bound with accessibilityFocused takes an active technology's focus when it appears, though nothing wrote the state"
        case .r16AtResetDoesNotDismiss: return "setting an accessibility focus state to nil/false does not dismiss AT focus"
        case .r18WriteAppliesWithoutTechnology: return "with no assistive technology active, a write sets the accessibility focus state's value"
        case .r19TechnologyFilterIgnored: return "AccessibilityFocusState(for:) follows every technology"
        case .r19AggregateFollowsVoiceOverOnly: return "AccessibilityFocusState() follows only VoiceOver, not the aggregate"
        case .r20KeyboardMovesVoiceOver: return "keyboard focus moves also move VoiceOver focus"
        case .r20VoiceOverMovesKeyboard: return "VoiceOver focus moves also move keyboard focus"
        case .r21CombinedChildrenExposed: return "children of a combined/ignored accessibility element stay separate elements"
        case .r22AccessibilityDefaultFocusIgnored: return "accessibilityDefaultFocus is ignored (the technology lands on the first element)"
        case .r22NoRefocusAfterRemoval: return "when the AT-focused element disappears, AT focus is dropped, not re-evaluated"
        case .r23ZoomActionNotInvoked: return "an AT zoom does not call accessibilityZoomAction handlers"
        case .r23ZoomDirectionInverted: return "zoom handlers receive the opposite direction"
        case .r23ZoomLocationIgnored: return "zoom handlers receive the centre instead of the requested location and point"
        case .r24RemovedViewKeepsFocus: return "a focused view removed from the tree keeps focus and its bound state"
        case .r24NavigationRestartsAfterRemoval: return "after the focused view is removed, Tab restarts from the first view"
        case .r25OnAppearWriteDropped: return "focus-state writes made in onAppear are dropped"
        case .r26OnChangeNotCalled: return "onChange actions never run"
        case .r26OnChangeOldValueIsNew: return "onChange(old, new) receives the new value as the old one"
        case .r26OnAppearChildBeforeParent: return "onAppear actions run child before parent (reverse tree order)"
        case .r27OutermostPublisherWins: return "of several publishers of one key on the focus chain, the one farthest from focus wins"
        case .r27ValueVisibleWithoutFocus: return "focusedValue publications are visible wherever focus is, like scene values"
        case .r28SceneValueNeedsFocus: return "focusedSceneValue publications are visible only while focus is inside the publishing view"
        case .r28SceneValueOverridesFocused: return "a scene value wins over a value published on the focus chain for the same key"
        case .r29ReaderNotRerendered: return "FocusedValue readers are not re-rendered when the resolved value changes (they show the value of the previous render)"
        case .r30FocusedBindingWriteDropped: return "writes to a FocusedBinding do not reach the published binding"
        case .r30FocusedObjectChangeNotObserved: return "a FocusedObject reader does not observe its object: changes to it do not re-render the reader"
        case .r31InnerFocusEffectWins: return "the innermost focusEffectDisabled(_:) decides instead of the outermost"
        case .r32OnFocusChangeNotCalled: return "focusable(_:onFocusChange:) never calls its action"
        case .r33EntriesKeyedByValueType: return "focused values are stored by their value type, not their key: two @Entry properties of one type share a value"
        case .r34SceneValuesHiddenWithoutFocus: return "with no view focused nothing is visible, not even scene values (commands that read them are disabled)"
        case .r35CommandsNotReevaluated: return "commands are not re-evaluated once focus has moved: their disabled state keeps what it was before the first move"
        case .r36DisabledCommandRuns: return "choosing a disabled command (or pressing its shortcut) runs its action"
        case .r36ShortcutModifiersIgnored: return "a keyboard shortcut matches a command by its key alone, whatever the modifiers"
        case .r37DocumentRecreatedEachRender: return "DocumentGroup creates a new document on every render, so edits through $document are lost"
        case .r50CoveredScreenStaysFocusable: return "a screen under a pushed one stays focusable and keeps its focus"
        case .r51PresentedDefaultFocusIgnored: return "default focus is not evaluated when a sheet or pushed screen appears"
        case .r40StackSpacingIgnored: return "stacks place their children without spacing (spacing: and the default 8 points ignored)"
        case .r40SpacerNotFlexible: return "a Spacer keeps its minimum length instead of taking the space left in its stack"
        case .r40FrameModifierIgnored: return "frame(width:height:) does not change the size of the view it modifies"
        case .r41ListRowsCentered: return "List and Form rows are centered in the list instead of starting at its leading edge"
        case .r41GridItemsIgnored: return "lazy grids put every view in one column (LazyVGrid) or row (LazyHGrid), ignoring their GridItems"
        case .r43KeyPressNotPropagated: return "key presses reach only the handlers attached to the focused view, not its ancestors'"
        case .r43HandledDoesNotStop: return "a key press handled by an onKeyPress action still goes on to the handlers of ancestors"
        case .r44PhasesIgnored: return "onKeyPress actions run for every phase (down, repeat, up) whatever phases they asked for"
        case .r45MoveCommandNotDelivered: return "onMoveCommand actions never run: move commands and unhandled arrows only move focus"
        case .r45UnhandledMoveDoesNotMoveFocus: return "an arrow key or move command that nobody handles does not move focus (no default action)"
        case .r45HandledArrowStillMoves: return "an arrow key an onKeyPress action handled still moves focus"
        case .r42BandPreferenceIgnored: return "directional moves rank every candidate by edge distance, without preferring those aligned with the focused view"
        case .r46FocusDoesNotActivate: return "keyboard focus reaching a search field does not start the search interaction (isSearching stays false)"
        case .r46DismissSearchIgnored: return "dismissSearch does nothing: the interaction stays active, its text and focus stay"
        }
    }

    /// Rules that no engine mutant can break, with the reason.
    package static let rulesWithoutMutant: [String: String] = [
        "R1": "compile-time only: FocusState's value type (Bool or Optional<Hashable>, no value initializer) is decided by the type checker, not by engine behaviour; covered by must-not-compile cases",
        "R17": "compile-time only: AccessibilityFocusState's value type (Optional or Bool, Hashable) is decided by the type checker; covered by must-not-compile cases",
    ]

    /// Every rule id: R1…R37 (R33–R37 scenes and commands), R40–R46 (layout, directional search,
    /// key input, search activation) and R50–R51 (navigation and presentation).
    package static let rules: [String] = (Array(1...37) + Array(40...46) + [50, 51]).map { "R\($0)" }

    /// The environment variable naming the active mutant in mutant builds.
    package static let environmentVariable = "DOCGEN_MUTANT"

    /// Whether the engine was compiled with the mutant checks (`-DDOCGEN_MUTANTS`).
    package static var isCompiledIn: Bool {
        #if DOCGEN_MUTANTS
        return true
        #else
        return false
        #endif
    }

    /// The mutant in effect: always nil in normal builds.
    package static var active: Mutant? {
        #if DOCGEN_MUTANTS
        return activeFromEnvironment
        #else
        return nil
        #endif
    }

    #if DOCGEN_MUTANTS
    /// Read once, on first use.
    private static let activeFromEnvironment: Mutant? = {
        guard let raw = getenv(environmentVariable), raw.pointee != 0 else { return nil }
        let id = String(cString: raw)
        guard let mutant = Mutant(rawValue: id) else {
            fatalError("\(environmentVariable)=\(id): no such mutant (docs/mutants.md lists them)")
        }
        return mutant
    }()

    /// Whether `mutant` is the active one. Only mutant builds call this.
    @inline(__always)
    static func isOn(_ mutant: Mutant) -> Bool { activeFromEnvironment == mutant }
    #endif
}
