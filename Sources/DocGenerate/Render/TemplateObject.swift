import Mustache

/// A view as the Mustache templates read it: its stored properties in a dictionary, read once.
///
/// The template engine looks a name up by reflecting the value (`Mirror`) at every lookup and at
/// every level of the context stack it climbs; a whole-dump report spent two thirds of its time
/// there, generation and its re-renders a third of theirs. `wrap` reflects each view value once
/// instead. What the templates see does not change: a property that is `nil` is absent, as the
/// engine's own lookup treats it (the name is looked up further up the stack), and values that
/// are not views (strings, numbers, flags, enumerations, anything that describes itself, types of
/// other modules) are passed on unchanged. Views are the structures of the module the root view
/// is declared in (`SwiftRenderer`'s suite views, the report's, the diff's).
public final class TemplateObject: MustacheParent {
    private let fields: [String: Any]

    private init(fields: [String: Any]) {
        self.fields = fields
    }

    public func child(named name: String) -> Any? {
        fields[name]
    }

    /// `view` for `MustacheLibrary.render`: a `TemplateObject` when it is a view, with every view
    /// in it (nested, in arrays, in optionals) one too; otherwise `view` itself.
    public static func wrap(_ view: Any) -> Any {
        let type = String(reflecting: Swift.type(of: view))
        let module = type.split(separator: ".").first.map(String.init) ?? type
        return wrap(view, module: module) ?? view
    }

    /// `value` with the views of `module` replaced; nil for `nil`.
    static func wrap(_ value: Any, module: String) -> Any? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { wrap($0.value, module: module) }
        case .collection:
            guard let elements = value as? [Any] else { return value }
            return elements.map { wrap($0, module: module) ?? Optional<Any>.none as Any }
        case .struct where !(value is CustomStringConvertible) && String(reflecting: type(of: value)).hasPrefix(module + "."):
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let wrapped = wrap(child.value, module: module) else { continue }
                fields[label] = wrapped
            }
            return TemplateObject(fields: fields)
        default:
            return value
        }
    }
}
