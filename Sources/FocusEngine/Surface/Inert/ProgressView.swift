/// A view that shows the progress toward completion of a task (inert: never focusable, shown with
/// its title and value in dumps).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String?
    let fraction: Double?
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: fraction.map { ["value: \(formatNumber($0))"] } ?? [], title: title)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() { (title, fraction) = (nil, nil) }
    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        (title, fraction) = (nil, value.map { Double($0) / Double(total) })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a localized string.
    public init(_ titleKey: LocalizedStringKey) { (title, fraction) = (titleKey.resolved, nil) }
    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { (self.title, fraction) = (String(title), nil) }
    /// Creates a progress view for showing determinate progress that generates its label from a localized string.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        (title, fraction) = (titleKey.resolved, value.map { Double($0) / Double(total) })
    }
    /// Creates a progress view for showing determinate progress that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        (self.title, fraction) = (String(title), value.map { Double($0) / Double(total) })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) { (title, fraction) = (nil, nil) }
}
