/// A piece of Swift wrapped around a fragment so that it parses as it would in a real file.
///
/// Documentation shows members without their type and declarations without bodies; the
/// parser only accepts some of them inside a matching container. Every wrapper keeps the
/// fragment's own lines intact, so positions map back by a fixed line offset.
enum SyntheticContext: Sendable, CaseIterable {
    /// The fragment as it stands.
    case none
    /// The fragment followed by an empty body (` {}`) on its last line.
    case appendedBody
    /// The fragment followed by ` = Never` on its last line, for a typealias whose aliased
    /// type the documentation leaves out (`typealias Content`).
    case appendedAliasTarget
    /// The fragment as the members of a struct.
    case structBody
    /// The fragment as the members of an enum (for `case` declarations).
    case enumBody
    /// The fragment as the requirements of a protocol (for `associatedtype`).
    case protocolBody
    /// The fragment as the body of a function (for statements).
    case functionBody

    /// Text placed before the fragment.
    var prefix: String {
        switch self {
        case .none, .appendedBody, .appendedAliasTarget: return ""
        case .structBody: return "struct _S {\n"
        case .enumBody: return "enum _E {\n"
        case .protocolBody: return "protocol _P {\n"
        case .functionBody: return "func _f() {\n"
        }
    }

    /// Text placed after the fragment.
    var suffix: String {
        switch self {
        case .none: return ""
        case .appendedBody: return " {}"
        case .appendedAliasTarget: return " = Never"
        case .structBody, .enumBody, .protocolBody, .functionBody: return "\n}"
        }
    }

    /// Number of lines the prefix adds before the fragment's first line.
    var lineOffset: Int { prefix.isEmpty ? 0 : 1 }

    /// Whether the fragment ends up inside a synthesized container declaration.
    var isContainer: Bool { lineOffset == 1 }

    /// The fragment wrapped in this context.
    func wrap(_ fragment: String) -> String { prefix + fragment + suffix }
}
