extension MarkdownNode {
    /// The node's inline content as plain text: emphasis dropped, code spans kept in backticks,
    /// links reduced to their text, soft breaks as spaces.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text, .htmlInline:
            out += literal ?? ""
        case .code:
            out += "`\(literal ?? "")`"
        case .softBreak, .lineBreak:
            out += " "
        case .codeBlock:
            out += literal ?? ""
        default:
            for child in children { child.appendPlainText(to: &out) }
        }
    }

    /// Depth-first search for the first descendant (or self) matching `predicate`.
    public func first(where predicate: (MarkdownNode) -> Bool) -> MarkdownNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// Link destinations and texts found in the node's inline content, in order.
    public var links: [(text: String, destination: String)] {
        var found: [(String, String)] = []
        func walk(_ node: MarkdownNode) {
            if case .link(let destination) = node.kind {
                found.append((node.plainText, destination))
                return
            }
            node.children.forEach(walk)
        }
        walk(self)
        return found
    }
}
