import Foundation

/// The key of a localized string; this engine resolves it to the interpolated text directly.
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
    /// The resolved text.
    let resolved: String

    /// Creates a key from a string.
    public init(_ value: String) { resolved = value }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { resolved = value }
    /// Creates a key from an interpolation.
    public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

    /// String interpolation supporting `specifier:` and `format:` as SwiftUI's does.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { output += literal }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { output += string }
        /// Appends any value's description.
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        /// Appends a value formatted with a printf-style specifier such as `%.1f`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        /// Appends a value formatted by a `FormatStyle`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }
        /// Appends the text of a `Text`.
        public mutating func appendInterpolation(_ text: Text) { output += text.content }
    }
}
