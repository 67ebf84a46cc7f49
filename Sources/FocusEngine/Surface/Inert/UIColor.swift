/// The UIKit color names SwiftUI code passes to `Color(_:)` (`Color(.systemGray6)`), recorded by name.
public final class UIColor: Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// The system background colors.
    public static let systemBackground = UIColor(name: "systemBackground"),
                      secondarySystemBackground = UIColor(name: "secondarySystemBackground"),
                      tertiarySystemBackground = UIColor(name: "tertiarySystemBackground"),
                      systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    /// The system grays.
    public static let systemGray = UIColor(name: "systemGray"), systemGray2 = UIColor(name: "systemGray2"),
                      systemGray3 = UIColor(name: "systemGray3"), systemGray4 = UIColor(name: "systemGray4"),
                      systemGray5 = UIColor(name: "systemGray5"), systemGray6 = UIColor(name: "systemGray6")
    /// The label colors.
    public static let label = UIColor(name: "label"), secondaryLabel = UIColor(name: "secondaryLabel"),
                      tertiaryLabel = UIColor(name: "tertiaryLabel"), placeholderText = UIColor(name: "placeholderText")
    /// The fixed colors.
    public static let white = UIColor(name: "white"), black = UIColor(name: "black"), clear = UIColor(name: "clear"),
                      gray = UIColor(name: "gray"), lightGray = UIColor(name: "lightGray"), darkGray = UIColor(name: "darkGray")
    /// The separator and fill colors.
    public static let separator = UIColor(name: "separator"), systemFill = UIColor(name: "systemFill"),
                      secondarySystemFill = UIColor(name: "secondarySystemFill")
    /// The system tint colors.
    public static let systemBlue = UIColor(name: "systemBlue"), systemRed = UIColor(name: "systemRed"),
                      systemGreen = UIColor(name: "systemGreen"), systemOrange = UIColor(name: "systemOrange")
}

extension Color {
    /// Creates a color from a UIKit color.
    public init(_ color: UIColor) { self.init(name: color.name) }
    /// Creates a color from a UIKit color.
    public init(uiColor: UIColor) { self.init(name: uiColor.name) }
}
