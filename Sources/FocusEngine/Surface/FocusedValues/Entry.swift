/// Creates an environment values or focused values entry: the key type (`__Key_name`) and the
/// property's accessors, as SwiftUI's `@Entry` (R33).
///
/// - `extension EnvironmentValues { @Entry var name: Type = value }`: unset, the property reads
///   `value`.
/// - `extension FocusedValues { @Entry var name: Type? }`: the default is always nil, so the type
///   must be optional and no other default may be given.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FocusEngineMacros", type: "EntryMacro")
