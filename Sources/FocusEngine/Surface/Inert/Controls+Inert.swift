/// A view that can display and edit long-form text; focusable like a text field (R10).
public struct TextEditor: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let text: Binding<String>
    /// Creates a plain text editor.
    public init(text: Binding<String>) { self.text = text }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderTextInput(kind: .textEditor, title: "", text: text, context: context)
        node.text = nil
    }
}

extension Toggle {
    /// Creates a toggle that displays a custom label (its text, if a `Text`, is the title).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(title: (label as? Text)?.content ?? "", isOn: isOn)
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A role that indicates a destructive action.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

extension Button where Label == Text {
    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleKey, action: action)
    }
    /// Creates a button with a specified role that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
    }
}

/// A control for selecting from a set of mutually exclusive values (inert: selection is recorded,
/// options are rendered as its children).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String?
    let selection: Binding<SelectionValue>
    let content: Content
    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let label = label()
        title = (label as? Text)?.content; self.selection = selection; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        InertContainer.render(node, attributes: ["selection: \(describeValue(selection.wrappedValue))"], title: title,
                              content: content, context: context, renderer: renderer)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
    /// Creates a picker that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// A specification for the appearance and interaction of a picker.
public protocol PickerStyle {}
/// The default picker style.
public struct DefaultPickerStyle: PickerStyle { /** Creates a default picker style. */ public init() {} }
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle { /** Creates a segmented picker style. */ public init() {} }
/// A picker style that presents the options as a menu.
public struct MenuPickerStyle: PickerStyle { /** Creates a menu picker style. */ public init() {} }
/// A picker style that presents the options in a scrollable wheel.
public struct WheelPickerStyle: PickerStyle { /** Creates a wheel picker style. */ public init() {} }
/// A picker style represented by a navigation link that pushes a list of options.
public struct NavigationLinkPickerStyle: PickerStyle { /** Creates a navigation link picker style. */ public init() {} }
extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        presentation("pickerStyle", shortTypeName(String(describing: S.self)))
    }
}

/// A control for selecting an absolute date (inert: the selection is recorded).
public struct DatePicker<Label: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String?
    let selection: Binding<Date>
    /// Creates an instance that selects a date, with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        title = (label() as? Text)?.content; self.selection = selection
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) { node.renderInert(title: title) }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a date, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
}

/// The components of a date that a date picker displays.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Displays hour and minute components.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// Displays day, month, and year components.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control for presenting a menu of actions (inert: its items are rendered as children).
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let label: Label
    let content: Content
    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        InertContainer.render(node, title: (label as? Text)?.content, content: content, context: context, renderer: renderer)
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// A control for selecting a value from a bounded linear range of values (inert).
public struct Slider<Label: View, ValueLabel: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let value: Double
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: ["value: \(formatNumber(value))"])
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = Double(value.wrappedValue)
    }
}

/// A control that performs increment and decrement actions (inert).
public struct Stepper<Label: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String?
    func _render(node: Node, context: RenderContext, renderer: Renderer) { node.renderInert(title: title) }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key and bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        title = titleKey.resolved
    }
    /// Creates a stepper with a title and bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.title = String(title)
    }
    /// Creates a stepper with a title key, without bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        title = titleKey.resolved
    }
    /// Creates a stepper with a title, without bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.title = String(title)
    }
}

extension Stepper {
    /// Creates a stepper with a label (not rendered: the stepper is inert), within bounds.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        title = nil
    }
    /// Creates a stepper with a label (not rendered), without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        title = nil
    }
    /// Creates a stepper with a label (not rendered) and increment and decrement actions.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        title = nil
    }
}

/// The label `Button(_:systemImage:action:)` makes (outside `Button`, whose generic parameter is named `Label`).
public typealias _ButtonSystemImageLabel = Label<Text, Image>

extension Button where Label == _ButtonSystemImageLabel {
    /// Creates a button that generates its label from a localized string key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { _ButtonSystemImageLabel(titleKey, systemImage: systemImage) }
    }
    /// Creates a button that generates its label from a string and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { _ButtonSystemImageLabel(title, systemImage: systemImage) }
    }
    /// Creates a button with a specified role that generates its label from a localized string key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleKey, systemImage: systemImage, action: action)
    }
    /// Creates a button with a specified role that generates its label from a string and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, systemImage: systemImage, action: action)
    }
}
