/// Geometry: the frames of the engine's layout (R40, R41), which directional navigation uses.
extension FocusHost {
    /// The element's frame in the window: points, origin at the window's top-leading corner, y
    /// growing downwards (`Configuration.windowSize`). A custom view's frame is the union of what
    /// its body shows.
    public func frame(of element: Element) throws -> CGRect {
        ensureAppeared()
        let node = try live(element)
        Layout.ensure(engine)
        return node.frame.cgRect
    }

    /// The frame of the element with keyboard focus, if any.
    public var focusedFrame: CGRect? {
        guard let element = focusedElement else { return nil }
        return try? frame(of: element)
    }

    /// The tree dump (`dump()`) with frames: each view line and each layout modifier line
    /// (`frame`, `padding`) ends with `@(x, y, width, height)`.
    public func dump(frames: Bool) -> String {
        ensureAppeared()
        if frames { Layout.ensure(engine) }
        var dump = TreeDump(engine: engine)
        dump.includesFrames = frames
        return dump.render()
    }
}
