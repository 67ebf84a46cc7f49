/// Assistive-technology actions: activation, AT focus, AT navigation, zoom (R16–R23).
extension FocusHost {
    /// Turns assistive technologies on; each lands on the default accessibility focus (R22).
    public func activate(_ technologies: AccessibilityTechnologies) {
        let newlyActive = Engine.technologyOrder.filter {
            technologies.contains($0.set) && !engine.activeTechnologies.contains($0.set)
        }
        engine.activeTechnologies.formUnion(technologies)
        guard engine.hasAppeared else { return }
        for tech in newlyActive { engine.evaluateAccessibilityDefaultFocus(for: tech, fallbackToFirst: true) }
        refresh()
    }

    /// Turns assistive technologies off; their focus disappears and bound states reset (R18).
    public func deactivate(_ technologies: AccessibilityTechnologies) {
        for tech in Engine.technologyOrder where technologies.contains(tech.set) {
            engine.moveAccessibilityFocus(tech, to: nil)
        }
        engine.activeTechnologies.subtract(technologies)
        engine.resyncAccessibilityBindings()
        if engine.hasAppeared { refresh() }
    }

    /// Moves a technology's focus onto `element` (or the accessibility element containing it).
    public func atFocus(_ element: Element, technology: AccessibilityTechnologies = .voiceOver) throws {
        ensureAppeared()
        let tech = try activeTechnology(technology)
        let node = try live(element)
        guard let target = node.accessibilityTarget else { throw FocusEngineError.notAnAccessibilityElement(node.displayName) }
        engine.moveAccessibilityFocus(tech, to: target)
        flush()
    }

    /// Moves a technology's focus to the next/previous accessibility element (no wrap).
    public func atMove(_ move: FocusMove, technology: AccessibilityTechnologies = .voiceOver) throws {
        ensureAppeared()
        let tech = try activeTechnology(technology)
        let order = engine.accessibilityOrder
        guard !order.isEmpty else { return }
        let forward = move == .next || move == .down || move == .right
        var target: Node
        if let current = engine.accessibilityFocus[tech], let index = order.firstIndex(where: { $0 === current }) {
            target = order[max(0, min(order.count - 1, index + (forward ? 1 : -1)))]
        } else {
            target = forward ? order[0] : order[order.count - 1]
        }
        engine.moveAccessibilityFocus(tech, to: target)
        flush()
    }

    /// Performs an assistive-technology zoom on `element`: focuses it with the technology, then
    /// calls its zoom handlers with an `AccessibilityZoomGestureAction` (R23).
    public func atZoom(_ element: Element, _ direction: AccessibilityZoomGestureAction.Direction,
                       location: UnitPoint = .center, technology: AccessibilityTechnologies = .voiceOver) throws {
        ensureAppeared()
        let tech = try activeTechnology(technology)
        let node = try live(element)
        guard let target = node.accessibilityTarget else { throw FocusEngineError.notAnAccessibilityElement(node.displayName) }
        engine.moveAccessibilityFocus(tech, to: target)
        var handlers: [(AccessibilityZoomGestureAction) -> Void] = []
        #if DOCGEN_MUTANTS
        let location = Mutant.isOn(.r23ZoomLocationIgnored) ? UnitPoint.center : location
        let direction: AccessibilityZoomGestureAction.Direction = Mutant.isOn(.r23ZoomDirectionInverted)
            ? (direction == .zoomIn ? .zoomOut : .zoomIn) : direction
        #endif
        for link in target.attachmentChain {
            if case .accessibility(let attachments) = link.payload {
                for case .zoom(let handler) in attachments { handlers.append(handler) }
            }
        }
        if handlers.isEmpty {
            engine.warn(.misuse, "zoom on \(target.displayName), which has no accessibilityZoomAction")
        }
        Layout.ensure(engine)
        let frame = target.frame
        let point = CGPoint(x: frame.x + Double(location.x) * frame.width, y: frame.y + Double(location.y) * frame.height)
        let action = AccessibilityZoomGestureAction(direction: direction, location: location, point: point)
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r23ZoomActionNotInvoked) { handlers.removeAll() }
        #endif
        for handler in handlers {
            engine.record(.zoom, "\(direction == .zoomIn ? ".zoomIn" : ".zoomOut") on \(target.displayName) at \(location)")
            handler(action)
        }
        refresh()
    }

    private func activeTechnology(_ technology: AccessibilityTechnologies) throws -> AccessibilityTechnologies.Technology {
        guard let tech = Engine.technologyOrder.first(where: { technology.contains($0.set) }) else {
            throw FocusEngineError.technologyNotActive("\(technology)")
        }
        guard engine.activeTechnologies.contains(tech.set) else { throw FocusEngineError.technologyNotActive(tech.name) }
        return tech
    }
}
