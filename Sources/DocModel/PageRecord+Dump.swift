/// An indented tree view of a page record with source lines: the golden-test oracle and
/// what `docgen dump` prints.
extension PageRecord {
    /// The tree as text, one node per line, `L<n>` marking source lines.
    public var treeDump: String {
        var tree = DumpTree(label: "page \(id)  [\(source.format.rawValue); \(source.languages.map(\.rawValue).joined(separator: "+"))]")
        tree.add("source: \(source.path) (\(source.encoding))")
        if let origin = source.originURL { tree.add("origin: \(origin)") }
        if let crawled = source.crawledAt { tree.add("crawled: \(crawled)") }
        var symbolNode = DumpTree(label: "symbol: \(symbol.name) · \(symbol.kind)")
        for language in symbol.title.languages { symbolNode.add("title@\(language.rawValue): \(symbol.title[language]!)") }
        for language in symbol.kindText.languages { symbolNode.add("kind@\(language.rawValue): \(symbol.kindText[language]!)") }
        if !symbol.parentPath.isEmpty { symbolNode.add("parent: \(symbol.parentPath.joined(separator: " › "))") }
        tree.children.append(symbolNode)
        if !availability.isEmpty {
            var node = DumpTree(label: "availability (\(availability.count))")
            for item in availability {
                var text = item.platform + (item.introduced.map { " \($0)+" } ?? "")
                if let deprecated = item.deprecated { text += " deprecated \(deprecated)" }
                if item.beta { text += " beta" }
                node.add(text)
            }
            tree.children.append(node)
        }
        if let declaration { tree.children.append(declaration.dumpTree) }
        tree.children.append(contentsOf: localizedNode("summary", summary))
        for section in sections { tree.children.append(section.dumpTree) }
        if !parameters.isEmpty {
            var node = DumpTree(label: "parameters (\(parameters.count))")
            for parameter in parameters {
                var item = DumpTree(label: "parameter \(parameter.name)")
                item.children.append(contentsOf: localizedNode(nil, parameter.description))
                node.children.append(item)
            }
            tree.children.append(node)
        }
        tree.children.append(contentsOf: localizedNode("return value", returnValue))
        for example in examples { tree.children.append(example.dumpTree) }
        for relationship in relationships { tree.children.append(relationship.dumpTree) }
        if !claims.isEmpty {
            var node = DumpTree(label: "claims (\(claims.count))")
            for claim in claims {
                let aligned = claim.alignedWith.map { " ↔ \($0)" } ?? ""
                node.add("\(claim.level.rawValue) L\(claim.line) \(claim.id)\(aligned): \(claim.text)")
            }
            tree.children.append(node)
        }
        if !metadata.isEmpty {
            var node = DumpTree(label: "metadata")
            for key in metadata.keys.sorted() { node.add("\(key): \(metadata[key]!)") }
            tree.children.append(node)
        }
        if !diagnostics.isEmpty {
            var node = DumpTree(label: "diagnostics (\(diagnostics.count))")
            for diagnostic in diagnostics { node.add(diagnostic.description) }
            tree.children.append(node)
        }
        return tree.rendered()
    }

    private func localizedNode(_ label: String?, _ value: Localized<Prose>) -> [DumpTree] {
        let items = value.languages.map { language in
            "\(language.rawValue) L\(value[language]!.line): \(value[language]!.text)"
        }
        guard let label else { return items.map { DumpTree(label: $0) } }
        guard !items.isEmpty else { return [] }
        var node = DumpTree(label: label)
        items.forEach { node.add($0) }
        return [node]
    }
}

extension Declaration {
    var dumpTree: DumpTree {
        var node = DumpTree(label: "declaration L\(lines) \(parsesCleanly ? "parses" : "does not parse")")
        node.add("text: \(text)")
        if let structure {
            var parts = structure.attributes + structure.modifiers + [structure.keyword, structure.name]
            if !structure.genericParameters.isEmpty {
                parts.append("<" + structure.genericParameters.map { $0.name + ($0.constraint.map { ": \($0)" } ?? "") }.joined(separator: ", ") + ">")
            }
            node.add("structure: \(parts.joined(separator: " "))")
            for parameter in structure.parameters {
                let label = parameter.label.map { "\($0) " } ?? ""
                node.add("parameter: \(label)\(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? ""))
            }
            for requirement in structure.genericRequirements {
                node.add("where: \(requirement.subject) \(requirement.relation.rawValue) \(requirement.constraint)")
            }
            if let returnType = structure.returnType { node.add("returns: \(returnType)") }
            if let type = structure.type { node.add("type: \(type)") }
            if !structure.effects.isEmpty { node.add("effects: \(structure.effects.joined(separator: " "))") }
            if !structure.inheritedTypes.isEmpty { node.add("inherits: \(structure.inheritedTypes.joined(separator: ", "))") }
            if !structure.accessors.isEmpty { node.add("accessors: \(structure.accessors.joined(separator: " "))") }
        }
        for diagnostic in parseDiagnostics { node.add("L\(diagnostic.line):\(diagnostic.column) \(diagnostic.message)") }
        return node
    }
}

extension Section {
    var dumpTree: DumpTree {
        let headings = heading.languages.map { "\(heading[$0]!.text)" }.joined(separator: " / ")
        var node = DumpTree(label: "section \(id) [\(kind.rawValue)]" + (headings.isEmpty ? "" : " \"\(headings)\""))
        for language in blocks.languages {
            for block in blocks[language]! {
                node.add("\(language.rawValue) L\(block.line) \(block.kind.rawValue): \(block.text)")
            }
        }
        return node
    }
}

extension CodeExample {
    var dumpTree: DumpTree {
        let where_ = lines.languages.map { "\($0.rawValue) L\(lines[$0]!)" }.joined(separator: ", ")
        var node = DumpTree(label: "example \(id) [\(role.rawValue); \(shape.rawValue); \(parsesCleanly ? "parses" : "does not parse")] \(where_)")
        if let label { node.add("label: \(label)") }
        node.add("code: \(code.split(separator: "\n", omittingEmptySubsequences: false).count) line(s), first: \(code.split(separator: "\n").first ?? "")")
        for diagnostic in parseDiagnostics { node.add("L\(diagnostic.line):\(diagnostic.column) \(diagnostic.message)") }
        return node
    }
}

extension Relationship {
    var dumpTree: DumpTree {
        let title = self.title.languages.map { self.title[$0]! }.joined(separator: " / ")
        var node = DumpTree(label: "relationship \(kind.rawValue)" + (title.isEmpty ? "" : " \"\(title)\""))
        for target in targets {
            node.add("L\(target.line) \(target.name)" + (target.target.map { " → \($0)" } ?? ""))
        }
        return node
    }
}

/// A labelled tree rendered with box-drawing branches.
struct DumpTree {
    var label: String
    var children: [DumpTree] = []

    mutating func add(_ label: String) { children.append(DumpTree(label: label)) }

    func rendered() -> String {
        var lines = [Self.oneLine(label)]
        render(children, prefix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ nodes: [DumpTree], prefix: String, into lines: inout [String]) {
        for (index, node) in nodes.enumerated() {
            let last = index == nodes.count - 1
            lines.append(prefix + (last ? "└─ " : "├─ ") + Self.oneLine(node.label))
            render(node.children, prefix: prefix + (last ? "   " : "│  "), into: &lines)
        }
    }

    /// Newlines in page text are shown as `⏎` so every node stays on one line.
    private static func oneLine(_ text: String) -> String {
        text.replacingNewlines()
    }
}

extension String {
    func replacingNewlines() -> String {
        var out = ""
        out.reserveCapacity(count)
        for character in self { out.append(character == "\n" || character == "\r\n" ? "⏎" : character) }
        return out
    }
}
