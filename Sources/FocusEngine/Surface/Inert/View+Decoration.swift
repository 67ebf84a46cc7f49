/// Decoration and layout modifiers: inert, recorded in the tree (they do not affect focus).
extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let parts: [(String, CGFloat?)] = [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                                           ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)]
        var text = parts.compactMap { name, value in value.map { "\(name): \(describeLength($0))" } }
        if alignment != .center { text.append("alignment: \(alignment)") }
        func double(_ value: CGFloat?) -> Double? { value.map { Double($0) } }
        let layout = LayoutModifier.flexibleFrame(
            width: FrameLimits(min: double(minWidth), ideal: double(idealWidth), max: double(maxWidth)),
            height: FrameLimits(min: double(minHeight), ideal: double(idealHeight), max: double(maxHeight)),
            x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
        return layoutModifier(layout, "frame", text.joined(separator: ", "))
    }
    /// Adds an equal padding amount to specific edges of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        let layout = LayoutModifier.padding(top: Double(insets.top), leading: Double(insets.leading),
                                            bottom: Double(insets.bottom), trailing: Double(insets.trailing))
        return layoutModifier(layout, "padding", "top: \(formatNumber(Double(insets.top))), leading: \(formatNumber(Double(insets.leading))), "
                              + "bottom: \(formatNumber(Double(insets.bottom))), trailing: \(formatNumber(Double(insets.trailing)))")
    }
    /// Sets a clipping shape for this view.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        presentation("clipShape", shortTypeName(String(describing: S.self)))
    }
    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View { presentation("clipped", "") }
    /// Defines the content shape for hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        presentation("contentShape", shortTypeName(String(describing: S.self)))
    }
    /// Brightens this view by the specified amount.
    public func brightness(_ amount: Double) -> some View { presentation("brightness", formatNumber(amount)) }
    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        presentation("offset", "x: \(formatNumber(Double(x))), y: \(formatNumber(Double(y)))")
    }
    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        presentation("offset", "x: \(formatNumber(Double(offset.width))), y: \(formatNumber(Double(offset.height)))")
    }
    /// Adds a shadow to this view.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        presentation("shadow", "radius: \(formatNumber(Double(radius)))")
    }
    /// Applies the given animation to this view when the specified value changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        presentation("animation", animation.map(String.init(describing:)) ?? "nil")
    }
    /// Applies the given animation to all animatable values within this view (deprecated form).
    public func animation(_ animation: Animation?) -> some View {
        presentation("animation", animation.map(String.init(describing:)) ?? "nil")
    }
    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        presentation("multilineTextAlignment", ".\(alignment)")
    }
    /// Sets to a closed range the number of lines that text can occupy in this view.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        presentation("lineLimit", "\(limit.lowerBound)...\(limit.upperBound)")
    }
    /// Sets to a partial range the number of lines that text can occupy in this view.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { presentation("lineLimit", "\(limit.lowerBound)...") }
    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View { presentation("lineLimit", number.map(String.init) ?? "nil") }
    /// Sets a limit for the number of lines text can occupy in this view, optionally reserving the space.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        presentation("lineLimit", "\(limit), reservesSpace: \(reservesSpace)")
    }
    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { presentation("lineSpacing", formatNumber(Double(lineSpacing))) }
    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { presentation("fontWeight", weight.map { ".\($0.name)" } ?? "nil") }
    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { presentation("tint", tint.map(String.init(describing:)) ?? "nil") }
    /// Sets the accent color for this view and the views it contains.
    public func accentColor(_ accentColor: Color?) -> some View {
        presentation("accentColor", accentColor.map(String.init(describing:)) ?? "nil")
    }
    /// Sets whether to disable autocorrection for this view.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        presentation("disableAutocorrection", disable.map(String.init) ?? "nil")
    }
    /// Sets whether to disable autocorrection for this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        presentation("autocorrectionDisabled", String(disable))
    }
    /// Sets whether this view mirrors its contents horizontally when the layout direction is right-to-left.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        presentation("ignoresSafeArea", "")
    }
    /// Scales images within the view according to one of the relative sizes available.
    public func imageScale(_ scale: Image.Scale) -> some View { presentation("imageScale", ".\(scale)") }
    /// Constrains this view's dimensions to the aspect ratio of its container.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        presentation("aspectRatio", ".\(contentMode)")
    }
    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View { presentation("scaledToFit", "") }
    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View { presentation("scaledToFill", "") }
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View { presentation("layoutPriority", formatNumber(value)) }
    /// Controls the display order of overlapping views.
    public func zIndex(_ value: Double) -> some View { presentation("zIndex", formatNumber(value)) }
    /// Associates a transition with the view.
    public func transition(_ t: AnyTransition) -> some View { presentation("transition", t.name) }
    /// Adds help text to a view (a tooltip on macOS).
    public func help(_ textKey: LocalizedStringKey) -> some View { presentation("help", "\"\(textKey.resolved)\"") }
}

/// `.infinity` shows as `.infinity`, other lengths as numbers.
func describeLength(_ value: CGFloat) -> String { value.isInfinite ? ".infinity" : formatNumber(Double(value)) }

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    /// The inset distances.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Creates edge insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Creates zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The `container` value.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The `keyboard` value.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// The `all` value.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A transition (recorded by name).
public struct AnyTransition: Sendable {
    let name: String
    /// The `opacity` transition.
    public static let opacity = AnyTransition(name: ".opacity")
    /// The `slide` transition.
    public static let slide = AnyTransition(name: ".slide")
    /// The `scale` transition.
    public static let scale = AnyTransition(name: ".scale")
    /// A transition that moves the view away towards the specified edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: ".move(edge: .\(edge))") }
}

/// The way a view changes over time (recorded by description).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// `.linear(duration: 0.2)`.
    public let description: String
    /// The `default` animation.
    public static let `default` = Animation(description: ".default")
    /// The `linear` animation.
    public static let linear = Animation(description: ".linear")
    /// The `easeIn`, `easeOut` and `easeInOut` animations.
    public static let easeIn = Animation(description: ".easeIn"), easeOut = Animation(description: ".easeOut"),
                      easeInOut = Animation(description: ".easeInOut")
    /// The `spring` animation.
    public static let spring = Animation(description: ".spring")
    /// The `bouncy` and `smooth` animations.
    public static let bouncy = Animation(description: ".bouncy"), smooth = Animation(description: ".smooth")
    /// An animation with a linear curve.
    public static func linear(duration: TimeInterval) -> Animation { Animation(description: ".linear(duration: \(formatNumber(duration)))") }
    /// An animation with an ease-in-out curve.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(description: ".easeInOut(duration: \(formatNumber(duration)))") }
    /// An animation with an ease-in curve.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(description: ".easeIn(duration: \(formatNumber(duration)))") }
    /// An animation with an ease-out curve.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(description: ".easeOut(duration: \(formatNumber(duration)))") }
    /// A persistent spring animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(description: ".spring(response: \(formatNumber(response)))")
    }
}

/// Executes a closure with the specified animation (the engine applies changes at once).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
