extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    func adding(_ trait: String) -> Image {
        var copy = self
        copy.traits.append(trait)
        return copy
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        adding("resizable")
    }
    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        adding("renderingMode: " + (renderingMode.map { ".\($0)" } ?? "nil"))
    }
    /// Creates a labeled image that you can use as content for controls (recorded by name).
    public init(_ name: String, label: Text) { self.init(name) }
}
