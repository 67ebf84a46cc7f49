/// A color or pattern used when rendering a shape (recorded, not drawn).
public protocol ShapeStyle {}

/// A color, usable as a view and as a shape style.
public struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let name: String
    let alpha: Double
    init(name: String, alpha: Double = 1) { self.name = name; self.alpha = alpha }
    /// Creates a color from RGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: "rgb(\(formatNumber(red)), \(formatNumber(green)), \(formatNumber(blue)))", alpha: opacity)
    }
    /// Returns this color with the given opacity multiplied in.
    public func opacity(_ opacity: Double) -> Color { Color(name: name, alpha: alpha * opacity) }
    /// `.blue` or `.blue.opacity(0.2)`.
    public var description: String { alpha == 1 ? ".\(name)" : ".\(name).opacity(\(formatNumber(alpha)))" }
    /// The `red`, `green` and `blue` values.
    public static let red = Color(name: "red"), green = Color(name: "green"), blue = Color(name: "blue")
    /// The `black`, `white` and `gray` values.
    public static let black = Color(name: "black"), white = Color(name: "white"), gray = Color(name: "gray")
    /// The `orange`, `yellow` and `purple` values.
    public static let orange = Color(name: "orange"), yellow = Color(name: "yellow"), purple = Color(name: "purple")
    /// The `clear`, `primary` and `secondary` values.
    public static let clear = Color(name: "clear"), primary = Color(name: "primary"), secondary = Color(name: "secondary")
    /// The `accentColor` value.
    public static let accentColor = Color(name: "accentColor")

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.kind = .color
        node.attributes = [description]
    }
}

extension ShapeStyle where Self == Color {
    /// The `red` value.
    public static var red: Color { Color.red }
    /// The `green` value.
    public static var green: Color { Color.green }
    /// The `blue` value.
    public static var blue: Color { Color.blue }
    /// The `black` value.
    public static var black: Color { Color.black }
    /// The `white` value.
    public static var white: Color { Color.white }
    /// The `gray` value.
    public static var gray: Color { Color.gray }
    /// The `orange` value.
    public static var orange: Color { Color.orange }
    /// The `yellow` value.
    public static var yellow: Color { Color.yellow }
    /// The `purple` value.
    public static var purple: Color { Color.purple }
    /// The `clear` value.
    public static var clear: Color { Color.clear }
    /// The `primary` value.
    public static var primary: Color { Color.primary }
    /// The `secondary` value.
    public static var secondary: Color { Color.secondary }
}

/// A font (recorded for the dump).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// `.largeTitle`, `.system(size: 12)`.
    public var description: String { "." + name }
    /// The `largeTitle` and `title` values.
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title")
    /// The `title2` and `title3` values.
    public static let title2 = Font(name: "title2"), title3 = Font(name: "title3")
    /// The `headline` and `subheadline` values.
    public static let headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    /// The `body` and `callout` values.
    public static let body = Font(name: "body"), callout = Font(name: "callout")
    /// The `footnote` and `caption` values.
    public static let footnote = Font(name: "footnote"), caption = Font(name: "caption")
    /// The `caption2` value.
    public static let caption2 = Font(name: "caption2")
    /// A system font of the given size.
    public static func system(size: CGFloat) -> Font { Font(name: "system(size: \(formatNumber(Double(size))))") }
}

/// The kind of keyboard to display for a text field (recorded only).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The semantic meaning of a text input's content (recorded only).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The `emailAddress` value.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// The `username` value.
    public static let username = UITextContentType(rawValue: "username")
    /// The `password` value.
    public static let password = UITextContentType(rawValue: "password")
    /// The `newPassword` value.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// The `name` value.
    public static let name = UITextContentType(rawValue: "name")
    /// The `oneTimeCode` value.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}
