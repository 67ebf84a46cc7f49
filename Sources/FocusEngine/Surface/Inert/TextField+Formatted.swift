import Foundation

// Text fields and texts over a formatted value (`TextField("Amount", value: $amount, format: .number)`):
// the field edits the value's formatted text; typed text that parses sets the value, as SwiftUI
// commits a parsed value. Inert for focus: the field is focusable like any text field.

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value, with a label generated from a localized title string.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: titleKey.resolved, text: FormattedText.binding(value, format: format), prompt: prompt)
    }
    /// Creates a text field that applies a format style to a bound value, with a label generated from a title string.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                           prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: String(title), text: FormattedText.binding(value, format: format), prompt: prompt)
    }
    /// Creates a text field that applies a formatter to a bound value, with a label generated from a localized title string.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title: titleKey.resolved, text: FormattedText.binding(value, formatter: formatter), prompt: nil)
    }
    /// Creates a text field that applies a formatter to a bound value, with a label generated from a title string.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), text: FormattedText.binding(value, formatter: formatter), prompt: nil)
    }
}

extension Text {
    /// Creates a text view that displays the formatted representation of a value.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

/// The text of a formatted value, as a binding a text field edits.
enum FormattedText {
    static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String> where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) },
                set: { text in if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed } })
    }

    static func binding<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.string(for: value.wrappedValue) ?? "" },
                set: { text in
                    // A number formatter's parse (Foundation on Linux keeps `getObjectValue` internal).
                    guard let number = (formatter as? NumberFormatter)?.number(from: text) else { return }
                    let parsed: Any? = V.self == Double.self ? number.doubleValue : V.self == Float.self ? number.floatValue
                        : V.self == Int.self ? number.intValue : V.self == CGFloat.self ? CGFloat(number.doubleValue) : nil
                    if let parsed = parsed as? V { value.wrappedValue = parsed }
                })
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a formatter to a bound value, with a label generated from a localized title string and a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: titleKey.resolved, text: FormattedText.binding(value, formatter: formatter), prompt: prompt)
    }
    /// Creates a text field that applies a formatter to a bound value, with a label generated from a title string and a prompt.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: String(title), text: FormattedText.binding(value, formatter: formatter), prompt: prompt)
    }
}

extension TextField {
    /// Creates a text field that applies a format style to a bound value, with a label view (its text, if a `Text`, is the title).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format: format), prompt: prompt, label: label)
    }
    /// Creates a text field that applies a formatter to a bound value, with a label view (its text, if a `Text`, is the title).
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: FormattedText.binding(value, formatter: formatter), prompt: prompt, label: label)
    }
}

extension Text {
    /// Creates a text view that displays the formatted representation of a value as attributed text.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(verbatim: String(format.format(input).characters))
    }
}
