/// A result builder that constructs views from closures, as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view expression through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty block produces an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A single view is passed through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views are combined into a `TupleView`, each child keeping its position as identity.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView((repeat each content), children: children)
    }
    /// A lone `if` produces an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `else` branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// Content behind an availability check is type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
