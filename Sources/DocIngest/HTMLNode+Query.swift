extension HTMLNode {
    /// All text below the node, concatenated; `<wbr>` adds nothing, `<br>` a newline.
    public var textContent: String {
        var out = ""
        appendText(to: &out)
        return out
    }

    private func appendText(to out: inout String) {
        switch kind {
        case .text: out += text ?? ""
        case .comment: break
        case .element(let name):
            if name == "br" { out += "\n"; return }
            if name == "script" || name == "style" || name == "template" { return }
            for child in children { child.appendText(to: &out) }
        }
    }

    /// Descendants (not self) in document order that match `predicate`.
    public func descendants(where predicate: (HTMLNode) -> Bool) -> [HTMLNode] {
        var found: [HTMLNode] = []
        var stack: [HTMLNode] = children.reversed()
        while let node = stack.popLast() {
            if predicate(node) { found.append(node) }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The first descendant (depth-first, document order) matching `predicate`.
    public func first(where predicate: (HTMLNode) -> Bool) -> HTMLNode? {
        var stack: [HTMLNode] = children.reversed()
        while let node = stack.popLast() {
            if predicate(node) { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Elements named `name` below the node.
    public func elements(named name: String) -> [HTMLNode] {
        descendants { $0.name == name }
    }

    /// Whether the element has class `className`.
    public func hasClass(_ className: String) -> Bool {
        classes.contains { $0 == className }
    }
}
