/// Human-readable names of nodes, used by queries, logs and error messages.
extension Node {
    /// Short description such as `TextField "Email"` or `Button "Submit"`.
    var displayName: String {
        let content = contentNode
        let base: String
        if content.role == .primitive, content.kind != .other {
            base = content.kind.rawValue
        } else {
            base = shortTypeName(content.typeName)
        }
        if let label = accessibilityLabel, label != content.text {
            if let text = content.text { return "\(base) \"\(text)\" (label \"\(label)\")" }
            return "\(base) (label \"\(label)\")"
        }
        if let text = content.text { return "\(base) \"\(text)\"" }
        return base
    }

    /// The accessibility label attached to this node, if any.
    var accessibilityLabel: String? {
        for node in attachmentChain {
            if case .accessibility(let attachments) = node.payload {
                for case .label(let label) in attachments { return label }
            }
        }
        return nil
    }
}

/// Drops module prefixes and generic arguments: `Seed002.CreateAccountView` → `CreateAccountView`.
func shortTypeName(_ name: String) -> String {
    var base = name
    if let angle = base.firstIndex(of: "<") { base = String(base[..<angle]) }
    if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
    return base
}
