/// `safeAreaInset(edge:alignment:spacing:content:)`: content shown beside a view (a chat's input
/// bar below its messages). Inert for focus, but the inset views are rendered and recorded after
/// the content, as an overlay's are, so a text field or button in an inset is as real as any other.
extension View {
    /// Shows the specified content beside the modified view, at a vertical edge.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content(), role: "safeAreaInset(edge: .\(edge))", alignment: .center)
    }
    /// Shows the specified content beside the modified view, at a horizontal edge.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content(), role: "safeAreaInset(edge: .\(edge))", alignment: .center)
    }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int8
        /// Creates a value from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The `top` value.
        public static let top = Set(rawValue: 1)
        /// The `bottom` value.
        public static let bottom = Set(rawValue: 2)
        /// The `all` value.
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int8
        /// Creates a value from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The `leading` value.
        public static let leading = Set(rawValue: 1)
        /// The `trailing` value.
        public static let trailing = Set(rawValue: 2)
        /// The `all` value.
        public static let all: Set = [.leading, .trailing]
    }
}
