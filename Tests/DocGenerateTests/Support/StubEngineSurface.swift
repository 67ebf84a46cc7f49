import DocGenerate

/// A small `EngineSurfaceLookup` holding initializer declarations copied from
/// `Sources/FocusEngine/Surface/Views` (as the symbol graph prints them), for elision tests.
struct StubEngineSurface: EngineSurfaceLookup {
    static let initializers: [String: [String]] = [
        "TextField": [
            "init(_ titleKey: LocalizedStringKey, text: Binding<String>)",
            "init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)",
            "init<S>(_ title: S, text: Binding<String>) where S : StringProtocol",
        ],
        "SecureField": [
            "init(_ titleKey: LocalizedStringKey, text: Binding<String>)",
            "init<S>(_ title: S, text: Binding<String>) where S : StringProtocol",
        ],
        "Button": [
            "init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void)",
            "init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)",
            "init<S>(_ title: S, action: @escaping () -> Void) where S : StringProtocol",
        ],
        "Toggle": [
            "init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)",
            "init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol",
        ],
        "Text": ["init(_ key: LocalizedStringKey)", "init(verbatim content: String)"],
        "NavigationSplitView": [
            "init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)",
            "init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)",
        ],
        "VStack": ["init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)"],
    ]

    func providesTopLevel(_ name: String) -> Bool { Self.initializers[name] != nil }
    func providesMember(_ name: String, of typeName: String?) -> Bool { false }
    func initializers(of typeName: String) -> [String] { (Self.initializers[typeName] ?? []).sorted() }
}
