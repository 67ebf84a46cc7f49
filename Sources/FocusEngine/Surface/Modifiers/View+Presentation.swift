/// Presentation modifiers: real, inspectable no-ops recorded in the tree (they do not affect focus).
extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { presentation("font", font.map(String.init(describing:)) ?? "nil") }
    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        presentation("foregroundColor", color.map(String.init(describing:)) ?? "nil")
    }
    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { presentation("foregroundStyle", "\(style)") }
    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        presentation("background", "\(style)")
    }
    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        var parts: [String] = []
        if let width { parts.append("width: \(formatNumber(Double(width)))") }
        if let height { parts.append("height: \(formatNumber(Double(height)))") }
        let layout = LayoutModifier.frame(width: width.map { Double($0) }, height: height.map { Double($0) },
                                          x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
        return layoutModifier(layout, "frame", parts.joined(separator: ", "))
    }
    /// Adds padding to the specified edges (16 points when `length` is nil, R40).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length.map { Double($0) } ?? LayoutConstants.padding
        func inset(_ edge: Edge.Set) -> Double { edges.contains(edge) ? value : 0 }
        let layout = LayoutModifier.padding(top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing))
        return layoutModifier(layout, "padding", length.map { formatNumber(Double($0)) } ?? "")
    }
    /// Adds a specific padding amount to each edge.
    public func padding(_ length: CGFloat) -> some View {
        let value = Double(length)
        return layoutModifier(.padding(top: value, leading: value, bottom: value, trailing: value), "padding", formatNumber(value))
    }
    /// Scales this view's rendered output by the given amount in both directions.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        presentation("scaleEffect", formatNumber(Double(s)))
    }
    /// Adds a border with the specified style and width.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        presentation("border", "\(content), width: \(formatNumber(Double(width)))")
    }
    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View { presentation("opacity", formatNumber(opacity)) }
    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        presentation("cornerRadius", formatNumber(Double(radius)))
    }
    /// Configures the view's title for purposes of navigation.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { presentation("navigationTitle", "\"\(titleKey.resolved)\"") }
    /// Configures the view's title for purposes of navigation, using a string.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { presentation("navigationTitle", "\"\(title)\"") }
    /// Sets the text content type for this view (used by autofill).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        presentation("textContentType", textContentType.map { "." + $0.rawValue } ?? "nil")
    }
    /// Sets the keyboard type for this view.
    public func keyboardType(_ type: UIKeyboardType) -> some View { presentation("keyboardType", ".\(type)") }
    /// Sets the tag of the view, used for selection.
    public func tag<V: Hashable>(_ tag: V) -> some View { presentation("tag", "\(tag)") }
}
