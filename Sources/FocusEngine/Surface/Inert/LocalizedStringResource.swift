/// A reference to a localizable string (Foundation's type on Apple platforms, which
/// swift-corelibs-foundation lacks): a key and its default value, written as a string literal or
/// interpolation (`.accessibilityHint("Opens the item")`). Inert: the engine does not localize.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The key and default value: the literal's text.
    public let key: String

    /// A resource whose key and default value is `value`.
    public init(stringLiteral value: String) { key = value }

    /// A resource whose key is `key`.
    public init(_ key: String) { self.key = key }

    /// The key, as the engine shows it.
    public var description: String { key }
}
