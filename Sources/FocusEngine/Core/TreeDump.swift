/// Deterministic text rendering of the element tree: one line per view, modifiers listed under the
/// view they modify (innermost first), focus markers in brackets.
struct TreeDump {
    let engine: Engine
    /// Whether lines end with the node's frame (`FocusHost.dump(frames:)`); the layout must be current.
    var includesFrames = false
    private var lines: [String] = []

    init(engine: Engine) { self.engine = engine }

    /// The dump of the whole tree.
    mutating func render() -> String {
        for child in engine.root.children { visit(child, depth: 0) }
        return lines.joined(separator: "\n")
    }

    private mutating func visit(_ node: Node, depth: Int) {
        switch node.role {
        case .structural, .root:
            for child in node.children { visit(child, depth: depth) }
        case .modifier:
            var modifiers: [Node] = []
            var cursor = node
            while cursor.role == .modifier {
                modifiers.append(cursor)
                guard cursor.children.count == 1 else { break }
                cursor = cursor.children[0]
            }
            let content = cursor.role == .modifier ? nil : cursor
            if let content { line(for: content, depth: depth) } else { lines.append(indent(depth) + "(modified content)") }
            for modifier in modifiers.reversed() { lines.append(indent(depth + 1) + describe(modifier) + layoutFrame(modifier)) }
            let contentLine = lines.count - modifiers.count - 1
            if contentLine >= 0 {
                for modifier in modifiers { lines[contentLine] += markers(modifier, includeState: false) }
            }
            if let content {
                for child in content.children { visit(child, depth: depth + 1) }
            } else if let last = modifiers.last {
                for child in last.children { visit(child, depth: depth + 1) }
            }
        default:
            line(for: node, depth: depth)
            for child in node.children { visit(child, depth: depth + 1) }
        }
    }

    private mutating func line(for node: Node, depth: Int) {
        var text: String
        if node.role == .composite {
            text = shortTypeName(node.typeName)
            let state = zip(node.slotLabels, node.slots).compactMap { label, slot -> String? in
                guard let slot = slot as? _SlotDescribing else { return nil }
                return "\(label): \(slot.slotDescription)"
            }
            if !state.isEmpty { text += " {" + state.joined(separator: ", ") + "}" }
        } else {
            text = node.kind == .other ? shortTypeName(node.typeName) : node.kind.rawValue
            if let title = node.text { text += " \"\(title)\"" }
            if let binding = node.textBinding { text += " text: \"\(binding.wrappedValue)\"" }
            if let binding = node.toggleBinding { text += " isOn: \(binding.wrappedValue)" }
        }
        if !node.attributes.isEmpty { text += " (" + node.attributes.joined(separator: ", ") + ")" }
        lines.append(indent(depth) + text + markers(node) + (includesFrames ? " @" + node.frame.description : ""))
    }

    /// ` @(x, y, w, h)` for layout modifiers when frames are included.
    private func layoutFrame(_ node: Node) -> String {
        guard includesFrames, case .layout = node.payload else { return "" }
        return " @" + node.frame.description
    }

    private func markers(_ node: Node, includeState: Bool = true) -> String {
        var marks: [String] = []
        if engine.focused === node { marks.append("focused") }
        for tech in Engine.technologyOrder where engine.accessibilityFocus[tech] === node {
            marks.append("\(tech.name) focus")
        }
        if includeState, !node.isEnabled { marks.append("disabled") }
        if includeState, node.isAccessibilityHidden { marks.append("a11y hidden") }
        return marks.isEmpty ? "" : " [" + marks.joined(separator: ", ") + "]"
    }

    private func describe(_ node: Node) -> String {
        switch node.payload {
        case .none: return "." + shortTypeName(node.typeName)
        case .presentation(let name, let argument), .layout(_, let name, let argument): return ".\(name)(\(argument))"
        case .focusBinding(let box, let match): return ".focused(\(box.name), equals: \(box.describe(match)))"
        case .accessibilityFocusBinding(let box, let match): return ".accessibilityFocused(\(box.name), equals: \(box.describe(match)))"
        case .searchFocusBinding(let box, let match): return ".searchFocused(\(box.name), equals: \(box.describe(match)))"
        case .focusable(let on, let interactions): return ".focusable(\(on), interactions: \(interactions))"
        case .defaultFocus(let box, let match, let priority): return ".defaultFocus(\(box.name), \(box.describe(match)), priority: \(priority))"
        case .prefersDefaultFocus(let on, let ns): return ".prefersDefaultFocus(\(on), in: \(ns))"
        case .focusScope(let ns): return ".focusScope(\(ns))"
        case .focusSection: return ".focusSection()"
        case .onSubmit(let triggers, _): return ".onSubmit(of: \(triggers))"
        case .submitScope(let blocking): return ".submitScope(\(blocking))"
        case .submitLabel(let label): return ".submitLabel(.\(label.name))"
        case .searchable(let prompt): return ".searchable(prompt: \"\(prompt)\")"
        case .onAppear: return ".onAppear"
        case .onDisappear: return ".onDisappear"
        case .onChange(let value): return ".onChange(of: \(value))"
        case .disabled(let value): return ".disabled(\(value))"
        case .accessibility(let attachments): return attachments.map(\.dumpText).joined(separator: " ")
        case .accessibilityDefaultFocus(let box, let match): return ".accessibilityDefaultFocus(\(box.name), \(box.describe(match)))"
        case .gesture(let name): return ".gesture(\(name))"
        case .explicitID(let id): return ".id(\(id))"
        case .custom(let name): return ".modifier(\(name))"
        case .focusedValue(let publication):
            return publication.scene ? ".focusedSceneValue(\(publication.name))" : ".focusedValue(\(publication.name))"
        case .onFocusChange(let on): return ".focusable(\(on), onFocusChange:)"
        case .onKeyPress(let handler): return handler.dumpText
        case .onMoveCommand(let action): return ".onMoveCommand(\(action == nil ? "nil" : "perform:"))"
        case .onExitCommand(let action): return ".onExitCommand(\(action == nil ? "nil" : "perform:"))"
        }
    }

    private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}

/// Storage that can describe its current value in the dump.
protocol _SlotDescribing: AnyObject {
    var slotDescription: String { get }
}

extension AccessibilityAttachment {
    var dumpText: String {
        switch self {
        case .element(let behavior): return ".accessibilityElement(children: .\(behavior.name))"
        case .label(let label): return ".accessibilityLabel(\"\(label)\")"
        case .zoom: return ".accessibilityZoomAction"
        }
    }
}
