/// Finding elements. Queries that match nothing throw an error listing what exists.
extension FocusHost {
    /// The first element matching `query` in tree order.
    public func element(_ query: ElementQuery) throws -> Element {
        ensureAppeared()
        let found = elements(query)
        guard let first = found.first else {
            throw FocusEngineError.noMatch(query: query.description, available: availableElements())
        }
        return first
    }

    /// The first `Text` showing exactly `text`.
    public func element(text: String) throws -> Element { try element(.text(text)) }
    /// The first control titled `label` (or element with that accessibility label).
    public func element(label: String) throws -> Element { try element(.label(label)) }
    /// The first accessibility element labelled `accessibilityLabel`.
    public func element(accessibilityLabel: String) throws -> Element { try element(.accessibilityLabel(accessibilityLabel)) }
    /// The `index`-th element of `type` in tree order.
    public func element(type: String, index: Int = 0) throws -> Element { try element(.type(type, index: index)) }

    /// Every element matching `query`, in tree order.
    public func elements(_ query: ElementQuery) -> [Element] {
        ensureAppeared()
        var result: [Node] = []
        engine.root.forEachInTreeOrder { node in
            guard node.role != .structural, node.role != .root, !node.isCovered else { return }
            if matches(node, query) { result.append(node) }
        }
        if case .type(_, let index) = query {
            return index < result.count ? [Element(node: result[index])] : []
        }
        return result.map(Element.init(node:))
    }

    private func matches(_ node: Node, _ query: ElementQuery) -> Bool {
        switch query {
        case .text(let text):
            return node.role == .primitive && node.kind == .text && node.text == text
        case .label(let label):
            if node.role == .primitive, [.textField, .secureField, .searchField, .button, .toggle].contains(node.kind),
               node.text == label { return true }
            return node.isAccessibilityElement && node.accessibilityLabel == label
        case .accessibilityLabel(let label):
            return node.isAccessibilityElement && !node.isAccessibilityHidden && node.accessibilityLabel == label
        case .type(let type, _):
            if node.role == .primitive { return node.kind.rawValue == type || shortTypeName(node.typeName) == type }
            return node.role == .composite && shortTypeName(node.typeName) == type
        }
    }

    /// One line per queryable element, for error messages.
    func availableElements() -> [String] {
        var lines: [String] = []
        engine.root.forEachInTreeOrder { node in
            if node.role == .primitive, node.kind != .other, !node.kind.isStack, node.kind != .spacer {
                lines.append(node.displayName)
            } else if node.role == .composite {
                lines.append(shortTypeName(node.typeName))
            } else if node.isAccessibilityElement, node.role == .modifier {
                lines.append("accessibility element \(node.displayName)")
            }
        }
        return lines
    }
}
