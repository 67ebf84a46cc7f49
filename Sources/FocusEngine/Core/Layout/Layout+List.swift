/// `List` and `Form` (R41): one row per view, full width, at least `LayoutConstants.rowHeight`
/// high (taller content makes a taller row); a `Section` adds a header band when it has a title and
/// lays its views out as rows. Rows are unbounded vertically: a list scrolls.
extension Layout {
    static func measureList(_ node: Node) -> LayoutMeasure {
        var width = 0.0, height = 0.0
        forEachRow(of: node) { row in
            switch row {
            case .header: height += LayoutConstants.sectionHeader
            case .row(let unit):
                let child = measure(unit, stackAxis: nil)
                width = Swift.max(width, child.width.ideal)
                height += rowHeight(child)
            case .sectionStart, .sectionEnd: break
            }
        }
        return LayoutMeasure(width: .flexible(ideal: width), height: .flexible(ideal: height))
    }

    static func placeList(_ node: Node, in rect: Rect) {
        var y = rect.y
        var sections: [(node: Node, top: Double)] = []
        forEachRow(of: node) { row in
            switch row {
            case .sectionStart(let section): sections.append((section, y))
            case .header: y += LayoutConstants.sectionHeader
            case .row(let unit):
                let height = rowHeight(unit.measure)
                let size = (width: unit.measure.width.size(for: rect.width), height: unit.measure.height.size(for: height))
                #if DOCGEN_MUTANTS
                let x = Mutant.isOn(.r41ListRowsCentered) ? rect.x + (rect.width - size.width) / 2 : rect.x
                #else
                let x = rect.x
                #endif
                let frame = Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                place(unit, in: frame, bounded: .both)
                y += height
            case .sectionEnd:
                let (unit, top) = sections.removeLast()
                let frame = Rect(x: rect.x, y: top, width: rect.width, height: y - top)
                var cursor = unit
                while true {   // the section and the modifiers wrapping it
                    cursor.frame = frame
                    guard cursor.role == .modifier, cursor.children.count == 1 else { break }
                    cursor = cursor.children[0]
                }
            }
        }
    }

    private static func rowHeight(_ measure: LayoutMeasure) -> Double {
        Swift.max(LayoutConstants.rowHeight, measure.height.ideal)
    }

    /// One step of a list's rows.
    enum ListRow {
        case sectionStart(Node), header, row(Node), sectionEnd
    }

    /// Walks a list's rows in order, entering sections (also ones wrapped in modifiers).
    static func forEachRow(of container: Node, _ body: (ListRow) -> Void) {
        for unit in units(of: container) {
            if let section = sectionInside(unit) {
                body(.sectionStart(unit))
                if section.text != nil { body(.header) }
                forEachRow(of: section, body)
                body(.sectionEnd)
            } else {
                body(.row(unit))
            }
        }
    }

    /// The `Section` a unit is, looking through modifiers that do not lay out.
    private static func sectionInside(_ unit: Node) -> Node? {
        var cursor = unit
        while cursor.role == .modifier, cursor.children.count == 1 {
            if case .layout = cursor.payload { return nil }
            cursor = cursor.children[0]
        }
        if cursor.role == .primitive, case .section = cursor.layout { return cursor }
        return nil
    }
}
