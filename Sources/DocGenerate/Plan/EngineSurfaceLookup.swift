/// What the planner may ask about the reference engine's public API.
///
/// The answers come from the engine itself (its symbol graph, see `EngineSurface`), never from
/// a hand-kept list in the generator. Paths use the symbol graph's path components joined by `/`
/// (`View/focused(_:equals:)`, `TextField/init(_:text:)`).
public protocol EngineSurfaceLookup: Sendable {
    /// Whether the engine declares a top-level type, protocol, function or global named `name`.
    func providesTopLevel(_ name: String) -> Bool
    /// Whether the engine declares a member whose base name is `name` (`focused` for
    /// `focused(_:equals:)`) on `typeName`, or on `View` when `typeName` is nil.
    func providesMember(_ name: String, of typeName: String?) -> Bool
    /// The declarations of the engine's initializers of `typeName`, as the symbol graph prints
    /// them (`init(_ title: String, text: Binding<String>)`), sorted; empty when there are none.
    func initializers(of typeName: String) -> [String]
    /// Protocols an argument passed with `label` to an initializer of `typeName` must conform to
    /// (`DocumentGroup`, `newDocument` → `FileDocument`); empty when none or unknown.
    func argumentConformances(label: String, ofInitializerOf typeName: String) -> [String]
    /// Declarations of the requirements of `protocolName` that no default implementation satisfies.
    func requirements(of protocolName: String) -> [String]
}
