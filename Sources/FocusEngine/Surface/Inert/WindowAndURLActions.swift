/// An action that presents a window (`@Environment(\.openWindow) private var openWindow`, then
/// `openWindow(id: "mail-viewer")`). Inert: the engine hosts one window and opens no other; a call
/// does nothing.
public struct OpenWindowAction: Sendable {
    init() {}
    /// Opens a window defined by the window group with the given identifier.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}
    /// Opens a window defined by the window group with the given identifier, presenting `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
    /// Opens a window defined by a window group that presents the type of `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
}

/// An action that dismisses a window (`@Environment(\.dismissWindow)`). Inert: the engine's one
/// window stays; a call does nothing.
public struct DismissWindowAction: Sendable {
    init() {}
    /// Dismisses the current window.
    @MainActor @preconcurrency public func callAsFunction() {}
    /// Dismisses the window defined by the window group with the given identifier.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}
    /// Dismisses the window with the given identifier that presents `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
    /// Dismisses the window that presents `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
}

/// An action that opens a URL (`@Environment(\.openURL)`). The engine opens nothing itself: a call
/// goes to the handler a view set with `.environment(\.openURL, OpenURLAction { … })`, and with
/// none it does nothing (`completion` gets `false`).
public struct OpenURLAction: @unchecked Sendable {
    /// The result of a custom open URL action.
    public struct Result: Sendable, Equatable {
        let name: String
        /// The handler opened the URL.
        public static let handled = Result(name: "handled")
        /// The handler discarded the URL.
        public static let discarded = Result(name: "discarded")
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(name: "systemAction")
        /// The handler asks the system to open the given URL.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: ((URL) -> Result)?

    /// Creates an action that opens a URL with `handler`.
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    init() { handler = nil }

    /// Opens a URL, following system conventions.
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) { _ = handler?(url) }
    /// Asynchronously opens a URL; `completion` tells whether it was accepted.
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler.map { $0(url) != .discarded } ?? false)
    }
    /// Opens a URL, in the app if `prefersInApp` and possible.
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, prefersInApp: Bool) { _ = handler?(url) }
}

struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction() } }
struct DismissWindowKey: EnvironmentKey { static var defaultValue: DismissWindowAction { DismissWindowAction() } }
struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction() } }

extension EnvironmentValues {
    /// A window presentation action stored in a view's environment.
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }
    /// A window dismissal action stored in a view's environment.
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
    /// An action that opens a URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
