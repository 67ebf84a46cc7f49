/// Fonts, weights and the rest of Color's palette (recorded for the dump).
extension Font {
    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// The `ultraLight`, `thin` and `light` weights.
        public static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        /// The `regular` and `medium` weights.
        public static let regular = Weight(name: "regular"), medium = Weight(name: "medium")
        /// The `semibold` and `bold` weights.
        public static let semibold = Weight(name: "semibold"), bold = Weight(name: "bold")
        /// The `heavy` and `black` weights.
        public static let heavy = Weight(name: "heavy"), black = Weight(name: "black")
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, extraLargeTitle, extraLargeTitle2
    }

    /// A system font with the given size, weight and design.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var parts = ["size: \(formatNumber(Double(size)))"]
        if let weight { parts.append("weight: .\(weight.name)") }
        if let design { parts.append("design: .\(design)") }
        return Font(name: "system(\(parts.joined(separator: ", ")))")
    }

    /// A system font for the given text style, design and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        var parts = [".\(style)"]
        if let design { parts.append("design: .\(design)") }
        if let weight { parts.append("weight: .\(weight.name)") }
        return Font(name: "system(\(parts.joined(separator: ", ")))")
    }

    /// A custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: "custom(\"\(name)\", size: \(formatNumber(Double(size))))")
    }

    /// Adds italics to the font.
    public func italic() -> Font { Font(name: name + ".italic()") }
    /// Adds bold styling to the font.
    public func bold() -> Font { Font(name: name + ".bold()") }
    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { Font(name: name + ".weight(.\(weight.name))") }
    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { Font(name: name + ".monospaced()") }
}

extension Color {
    /// The `pink`, `indigo` and `teal` values.
    public static let pink = Color(name: "pink"), indigo = Color(name: "indigo"), teal = Color(name: "teal")
    /// The `mint`, `cyan` and `brown` values.
    public static let mint = Color(name: "mint"), cyan = Color(name: "cyan"), brown = Color(name: "brown")

    /// Creates a color from white and opacity components.
    public init(white: Double, opacity: Double = 1) {
        self.init(name: "white(\(formatNumber(white)))", alpha: opacity)
    }
    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb(\(formatNumber(hue)), \(formatNumber(saturation)), \(formatNumber(brightness)))", alpha: opacity)
    }
    /// Creates a color from a color set in the app's asset catalog (recorded by name).
    public init(_ name: String, bundle: Bundle? = nil) { self.init(name: "asset(\"\(name)\")") }
}

extension ShapeStyle where Self == Color {
    /// The `pink` value.
    public static var pink: Color { Color.pink }
    /// The `indigo` value.
    public static var indigo: Color { Color.indigo }
    /// The `teal` value.
    public static var teal: Color { Color.teal }
    /// The `mint` value.
    public static var mint: Color { Color.mint }
    /// The `cyan` value.
    public static var cyan: Color { Color.cyan }
    /// The `brown` value.
    public static var brown: Color { Color.brown }
    /// The `accentColor` value.
    public static var accentColor: Color { Color.accentColor }
}

extension View {
    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View { presentation("bold", String(isActive)) }
    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View { presentation("italic", String(isActive)) }
}

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }
}

extension View {
    /// Sets a transform for the case of the text contained in this view when displayed (recorded;
    /// the text the driver reads is unchanged).
    public func textCase(_ textCase: Text.Case?) -> some View {
        presentation("textCase", textCase.map { ".\($0)" } ?? "nil")
    }
}
