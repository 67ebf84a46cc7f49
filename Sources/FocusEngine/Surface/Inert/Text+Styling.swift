extension Text {
    /// Sets the font weight of the text. Apple's `Text` returns `Text`, so a styled text can be
    /// passed where a `Text` is expected (`prompt: Text("…").fontWeight(.bold)`); the headless
    /// engine draws no text, so the weight is not recorded.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }

    /// Sets the style of the text's foreground (a `Text`, as in Apple's declaration; not recorded).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

extension View {
    /// Adds a textual description of the value that the view contains (recorded in the dump).
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        presentation("accessibilityValue", valueDescription.content)
    }

    /// Adds a textual description of the value that the view contains, when `isEnabled`.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> some View {
        presentation("accessibilityValue", isEnabled ? valueDescription.content : "")
    }

    /// Adds a localized description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        presentation("accessibilityValue", valueKey.resolved)
    }

    /// Adds a description of the value that the view contains, from a string.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        presentation("accessibilityValue", String(value))
    }
}
