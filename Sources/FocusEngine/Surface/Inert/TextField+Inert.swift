extension TextField where Label == Text {
    /// Creates a text field with a preferred axis and a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.resolved, text: text, prompt: nil)
    }
    /// Creates a text field with a preferred axis and a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, prompt: nil)
    }
    /// Creates a text field with a preferred axis, a localized title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: titleKey.resolved, text: text, prompt: prompt)
    }
    /// Creates a text field with a localized title and editing callbacks (deprecated form; `onCommit`
    /// is not run by the engine, use `onSubmit`). Both callbacks have defaults, as in SwiftUI's
    /// interface (DocC's page prints the declaration without them), so
    /// `TextField("", text: $text, onEditingChanged: { _ in … })` compiles.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(title: titleKey.resolved, text: text, prompt: nil)
    }
    /// Creates a text field with a title string and editing callbacks (deprecated form).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title: String(title), text: text, prompt: nil)
    }
}

extension TextField {
    /// Creates a text field with a prompt and a label view (its text, if a `Text`, is the title).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(title: (label as? Text)?.content ?? "", text: text, prompt: prompt)
    }
    /// Creates a text field with a preferred axis, a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(title: (label as? Text)?.content ?? "", text: text, prompt: prompt)
    }
}

extension SecureField {
    /// Creates a secure field with a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(title: (label as? Text)?.content ?? "", text: text)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey.resolved, text: text)
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal, vertical
    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int8
        /// Creates a value from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The `horizontal` value.
        public static let horizontal = Set(rawValue: 1)
        /// The `vertical` value.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}

/// The default text field style, based on the text field's context.
public struct DefaultTextFieldStyle: TextFieldStyle { /** Creates a default text field style. */ public init() {} }
/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { /** Creates a rounded border text field style. */ public init() {} }
/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle { /** Creates a plain text field style. */ public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        presentation("textFieldStyle", shortTypeName(String(describing: S.self)))
    }
}

extension UITextContentType {
    /// The `givenName`, `familyName`, `middleName` and `nickname` values.
    public static let givenName = UITextContentType(rawValue: "givenName"), familyName = UITextContentType(rawValue: "familyName"),
                      middleName = UITextContentType(rawValue: "middleName"), nickname = UITextContentType(rawValue: "nickname")
    /// The `namePrefix`, `nameSuffix`, `jobTitle` and `organizationName` values.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix"), nameSuffix = UITextContentType(rawValue: "nameSuffix"),
                      jobTitle = UITextContentType(rawValue: "jobTitle"), organizationName = UITextContentType(rawValue: "organizationName")
    /// The `telephoneNumber`, `URL` and `location` values.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber"), URL = UITextContentType(rawValue: "URL"),
                      location = UITextContentType(rawValue: "location")
    /// The postal address values.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress"),
                      streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1"),
                      streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2"),
                      addressCity = UITextContentType(rawValue: "addressCity"), addressState = UITextContentType(rawValue: "addressState"),
                      postalCode = UITextContentType(rawValue: "postalCode"), countryName = UITextContentType(rawValue: "countryName")
    /// The `creditCardNumber` and `birthdate` values.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber"), birthdate = UITextContentType(rawValue: "birthdate")
}
