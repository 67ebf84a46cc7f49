/// `Grid` and `GridRow` (R41): columns as wide as their widest cell (flexible cells share what the
/// grid is offered), rows as high as their highest cell; a view outside a `GridRow` is a row of
/// its own spanning the columns (the grid's width comes from its columns when it has any).
extension Layout {
    /// A `Grid`'s rows: the cells of a `GridRow`, or one view spanning every column.
    enum GridLine {
        case cells(row: Node, cells: [Node], alignment: Double?)
        case spanning(Node)
    }

    static func gridLines(_ node: Node) -> [GridLine] {
        units(of: node).map { unit in
            if unit.role == .primitive, case .gridRow(let alignment) = unit.layout {
                return .cells(row: unit, cells: units(of: unit), alignment: alignment)
            }
            return .spanning(unit)
        }
    }

    static func measureGrid(_ node: Node, _ grid: GridLayout) -> LayoutMeasure {
        let lines = gridLines(node)
        var columns: [AxisRange] = []
        var spanning = AxisRange.fixed(0)
        var height = 0.0
        for line in lines {
            switch line {
            case .cells(_, let cells, _):
                var rowHeight = 0.0
                for (index, cell) in cells.enumerated() {
                    let size = measure(cell, stackAxis: nil)
                    if index < columns.count { columns[index] = maxRange(columns[index], size.width) } else { columns.append(size.width) }
                    rowHeight = Swift.max(rowHeight, size.height.ideal)
                }
                height += rowHeight
            case .spanning(let unit):
                let size = measure(unit, stackAxis: nil)
                spanning = maxRange(spanning, size.width)
                height += size.height.ideal
            }
        }
        let gaps = grid.horizontalSpacing * Double(Swift.max(0, columns.count - 1))
        let sum = columns.reduce(AxisRange.fixed(0)) {
            AxisRange(min: $0.min + $1.min, ideal: $0.ideal + $1.ideal, max: $0.max + $1.max)
        }.adding(gaps)
        height += grid.verticalSpacing * Double(Swift.max(0, lines.count - 1))
        for line in lines {   // rows measure as horizontal stacks, for their own frames
            if case .cells(let row, let cells, _) = line {
                row.measure = LayoutMeasure(width: sum, height: .fixed(cells.map { $0.measure.height.ideal }.max() ?? 0))
            }
        }
        return LayoutMeasure(width: columns.isEmpty ? spanning : sum, height: .fixed(height))
    }

    static func placeGrid(_ node: Node, _ grid: GridLayout, in rect: Rect) {
        let lines = gridLines(node)
        var ranges: [AxisRange] = []
        for case .cells(_, let cells, _) in lines {
            for (index, cell) in cells.enumerated() {
                if index < ranges.count { ranges[index] = maxRange(ranges[index], cell.measure.width) } else { ranges.append(cell.measure.width) }
            }
        }
        let gaps = grid.horizontalSpacing * Double(Swift.max(0, ranges.count - 1))
        let widths = share(rect.width - gaps, among: ranges)
        let used = widths.isEmpty ? rect.width : widths.reduce(0, +) + gaps
        let left = rect.x + Swift.max(0, rect.width - used) * grid.x
        var y = rect.y
        for line in lines {
            switch line {
            case .cells(let row, let cells, let alignment):
                let height = cells.map { $0.measure.height.ideal }.max() ?? 0
                row.frame = Rect(x: left, y: y, width: used, height: height)
                var x = left
                for (index, cell) in cells.enumerated() {
                    let frame = Rect(x: x, y: y, width: widths[index], height: height)
                    placeAligned([cell], measure: cell.measure, in: frame, bounded: .both, x: grid.x, y: alignment ?? grid.y)
                    x += widths[index] + grid.horizontalSpacing
                }
                y += height + grid.verticalSpacing
            case .spanning(let unit):
                let height = unit.measure.height.ideal
                placeAligned([unit], measure: unit.measure, in: Rect(x: left, y: y, width: used, height: height),
                             bounded: .both, x: grid.x, y: 0.5)
                y += height + grid.verticalSpacing
            }
        }
    }
}
