extension MarkdownNode {
    /// The node's inline content as plain text: emphasis dropped, code spans kept in backticks,
    /// links reduced to their text, soft breaks as spaces. An emphasis with no letter or digit in it
    /// is a symbol's argument labels CommonMark read as markup (`focus(_:_:)` parses as `focus(`,
    /// emphasised `:`, `:)`): its underscores are kept.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    // Children are visited by index: `for child in children` copies each node out (retaining
    // its strings and children) before reading it.
    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text, .htmlInline, .codeBlock:
            if let literal { out += literal }
        case .code:
            out += "`"
            if let literal { out += literal }
            out += "`"
        case .softBreak, .lineBreak:
            out += " "
        case .emphasis, .strong:
            var inner = ""
            for index in children.indices { children[index].appendPlainText(to: &inner) }
            let delimiter = inner.contains(where: { $0.isLetter || $0.isNumber }) ? "" : (kind == .emphasis ? "_" : "__")
            out += delimiter + inner + delimiter
        default:
            for index in children.indices { children[index].appendPlainText(to: &out) }
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
            for index in node.children.indices { walk(node.children[index]) }
        }
        walk(self)
        return found
    }
}
