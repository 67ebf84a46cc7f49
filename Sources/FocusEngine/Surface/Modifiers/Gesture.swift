/// An instance that matches a sequence of events to a gesture (recorded only; the engine does not
/// synthesize touches).
public protocol Gesture {
    /// The type representing the gesture's value.
    associatedtype Value
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
public struct MagnificationGesture: Gesture {
    /// Same role as SwiftUI's declaration of this name.
    public typealias Value = CGFloat
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnification gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }
}

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture {
    /// Same role as SwiftUI's declaration of this name.
    public typealias Value = Void
    /// The required number of taps.
    public var count: Int
    /// Creates a tap gesture.
    public init(count: Int = 1) { self.count = count }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends; it receives the gesture's value (`Void`
    /// for a tap, so `{ _ in … }` and `{ … }` both fit, as in SwiftUI).
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// Options that control how adding a gesture to a view affects other gestures.
public struct GestureMask: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates a value from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The `none` value.
    public static let none = GestureMask([])
    /// The `gesture` value.
    public static let gesture = GestureMask(rawValue: 1)
    /// The `subviews` value.
    public static let subviews = GestureMask(rawValue: 2)
    /// The `all` value.
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    /// Attaches a gesture to the view (recorded in the tree).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        engineModifier { node, _ in node.payload = .gesture(shortTypeName(String(describing: T.self))) }
    }

    /// Adds an action to perform when this view recognizes a tap gesture (recorded; `FocusHost.tap`
    /// runs it).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        engineModifier { node, _ in
            node.payload = .gesture("TapGesture")
            node.action = action
        }
    }
}
