/// The test host: mounts a view, drives it like a user or an assistive technology, and exposes
/// what they would observe. This is the engine's stable test vocabulary.
///
/// ```swift
/// let host = FocusHost(ContentView())
/// host.appear()
/// try host.tap(host.element(label: "Email"))
/// XCTAssertEqual(host.focusedElement?.label, "Email")
/// ```
public final class FocusHost {
    /// Platform-dependent choices the docs leave open.
    public struct Configuration: Sendable {
        /// Buttons, toggles and `.activate`-only views take part in keyboard navigation (full
        /// keyboard access / tvOS). Default `true`.
        public var keyboardNavigation = true
        /// Sequential navigation wraps at the ends (choice 5). Default `true`.
        public var wrapsSequentialNavigation = true
        /// Something is always focused, tvOS-style: the first focusable view gets focus on appear
        /// and after the focused view disappears. Default `false` (iOS-style).
        public var automaticFocus = false
        /// A submitted text field gives up focus unless the submit action writes a focus state (R15).
        public var submitResignsFocus = true
        /// The window the layout fills (points), for frames and directional navigation (R40).
        /// Default 390×844, an iPhone's portrait window.
        public var windowSize = CGSize(width: 390, height: 844)
        /// Bound on update passes before a runtime warning (update loops).
        public var maxUpdatePasses = 100

        /// The default, iOS-like configuration.
        public init() {}

        /// tvOS-like: automatic focus on appear.
        public static var tvOS: Configuration {
            var configuration = Configuration()
            configuration.automaticFocus = true
            return configuration
        }
    }

    let engine: Engine

    /// Creates a host for `view`; call `appear()` (or any action) to mount it.
    public init<V: View>(_ view: V, configuration: Configuration = Configuration()) {
        engine = Engine(rootView: view, configuration: configuration)
    }

    /// A host for an engine made by another host's initializer (`init(preview:)`).
    init(engine: Engine) { self.engine = engine }

    /// Mounts the view: first render, default focus evaluation (R11, R12), onAppear callbacks,
    /// and updates until stable. Calling it again has no effect.
    public func appear() {
        guard !engine.hasAppeared else { return }
        engine.hasAppeared = true
        engine.isUpdating = true
        engine.dirty = false
        let renderer = Renderer(engine: engine)
        renderer.renderRoot()
        engine.checkFocusedValueReaders()
        if engine.focused == nil {
            engine.evaluateDefaultFocus(in: engine.root, reason: .appear)
        }
        engine.applyScreenDefaultFocus()
        for tech in Engine.technologyOrder where engine.activeTechnologies.contains(tech.set) {
            engine.evaluateAccessibilityDefaultFocus(for: tech, fallbackToFirst: true)
        }
        engine.isUpdating = false
        engine.update()
    }

    /// Applies pending state changes and focus requests (R6): runs update passes until stable.
    /// Bodies are re-evaluated only if state they depend on changed.
    public func flush() {
        ensureAppeared()
        engine.update()
    }

    /// Re-evaluates every body, then applies pending work until stable.
    public func refresh() {
        ensureAppeared()
        engine.markDirty()
        engine.update()
    }

    /// Runs `body` (e.g. writes to external state or objects the engine cannot observe) and then
    /// refreshes the whole tree.
    public func perform(_ body: () -> Void) {
        ensureAppeared()
        body()
        refresh()
    }

    func ensureAppeared() {
        if !engine.hasAppeared { appear() }
    }

    /// The configuration in effect.
    public var configuration: Configuration { engine.configuration }
}
