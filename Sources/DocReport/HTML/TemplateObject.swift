import Mustache

/// A report view as the templates read it: its stored properties in a dictionary, read once.
///
/// The template engine looks a name up by reflecting the value (`Mirror`) at every lookup and at
/// every level of the context stack it climbs; a whole-dump report spent two thirds of its time
/// there. `wrap` reflects each view value once instead. What the templates see does not change: a
/// property that is `nil` is absent, as the engine's own lookup treats it (the name is looked up
/// further up the stack), and values that are not views of this module (strings, numbers, flags,
/// enumerations, anything that describes itself) are passed on unchanged.
final class TemplateObject: MustacheParent {
    private let fields: [String: Any]

    private init(fields: [String: Any]) {
        self.fields = fields
    }

    func child(named name: String) -> Any? {
        fields[name]
    }

    /// `value` with every view structure of this module in it (nested, in arrays, in optionals)
    /// replaced by a `TemplateObject`; nil for `nil`.
    static func wrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { wrap($0.value) }
        case .collection:
            guard let elements = value as? [Any] else { return value }
            return elements.map { wrap($0) ?? Optional<Any>.none as Any }
        case .struct where isView(value):
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let wrapped = wrap(child.value) else { continue }
                fields[label] = wrapped
            }
            return TemplateObject(fields: fields)
        default:
            return value
        }
    }

    /// A structure declared in this module that does not describe itself.
    private static func isView(_ value: Any) -> Bool {
        !(value is CustomStringConvertible) && String(reflecting: type(of: value)).hasPrefix(moduleName + ".")
    }

    private static let moduleName = String(reflecting: TemplateObject.self).split(separator: ".").first.map(String.init) ?? ""
}
