/// Grids (R41). A lazy grid's items (`GridItem`) are its columns (`LazyVGrid`) or rows
/// (`LazyHGrid`); its views fill them in order, line by line. `Grid` sizes each column to its
/// widest cell and each row to its highest; a view outside a `GridRow` is a row of its own
/// spanning every column.
extension Layout {
    // MARK: Lazy grids

    static func measureLazyGrid(_ node: Node, _ grid: LazyGridLayout) -> LayoutMeasure {
        let cells = units(of: node)
        let ranges = cells.map { measure($0, stackAxis: nil) }
        var items = AxisRange.fixed(0)
        for (index, item) in grid.items.enumerated() {
            let range: AxisRange
            switch item.size {
            case .fixed(let length): range = .fixed(Double(length))
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                range = AxisRange(min: Double(minimum), ideal: Double(minimum), max: Double(maximum))
            }
            let gap = index == grid.items.count - 1 ? 0 : item.spacingLength
            items = AxisRange(min: items.min + range.min + gap, ideal: items.ideal + range.ideal + gap,
                              max: items.max + range.max + gap)
        }
        let lines = lineLengths(ranges.map { $0[grid.axis].ideal }, perLine: Swift.max(1, grid.items.count))
        let growth = lines.reduce(0, +) + grid.spacing * Double(Swift.max(0, lines.count - 1))
        return LayoutMeasure(grid.axis, along: .fixed(growth), cross: items)
    }

    static func placeLazyGrid(_ node: Node, _ grid: LazyGridLayout, in rect: Rect) {
        let itemAxis = grid.axis.cross
        let tracks = trackLengths(grid, available: rect.length(itemAxis))
        let cells = units(of: node)
        let lines = lineLengths(cells.map { $0.measure[grid.axis].ideal }, perLine: tracks.count)
        let used = tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
        var trackOrigins: [Double] = []
        var cursor = rect.origin(itemAxis) + Swift.max(0, rect.length(itemAxis) - used) * grid.alignment
        for track in tracks { trackOrigins.append(cursor); cursor += track.length + track.gap }
        var lineOrigin = rect.origin(grid.axis)
        for (lineIndex, lineLength) in lines.enumerated() {
            for column in 0..<tracks.count {
                let index = lineIndex * tracks.count + column
                guard index < cells.count else { break }
                let cell = Rect(grid.axis, along: lineOrigin, length: lineLength,
                                crossOrigin: trackOrigins[column], crossLength: tracks[column].length)
                let (x, y) = tracks[column].alignment
                placeAligned([cells[index]], measure: cells[index].measure, in: cell, bounded: .both, x: x, y: y)
            }
            lineOrigin += lineLength + grid.spacing
        }
    }

    /// One column (LazyVGrid) or row (LazyHGrid) of a lazy grid.
    struct Track {
        var length: Double, gap: Double, alignment: (x: Double, y: Double)
    }

    /// The tracks for `available` length: fixed items take their length, flexible and adaptive
    /// ones share the rest equally (clamped to their bounds); an adaptive item holds as many
    /// tracks of at least its minimum as fit in its share.
    static func trackLengths(_ grid: LazyGridLayout, available: Double) -> [Track] {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r41GridItemsIgnored) { return [Track(length: available, gap: 0, alignment: (0.5, 0.5))] }
        #endif
        let gaps = grid.items.dropLast().reduce(0) { $0 + $1.spacingLength }
        let fixed = grid.items.reduce(0.0) { total, item in
            if case .fixed(let length) = item.size { return total + Double(length) }
            return total
        }
        let flexibleCount = grid.items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        let share = flexibleCount == 0 ? 0 : Swift.max(0, available - gaps - fixed) / Double(flexibleCount)
        var tracks: [Track] = []
        for item in grid.items {
            let alignment = item.alignmentFractions
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: Double(length), gap: item.spacingLength, alignment: alignment))
            case .flexible(let minimum, let maximum):
                let length = Swift.min(Swift.max(share, Double(minimum)), Double(maximum))
                tracks.append(Track(length: length, gap: item.spacingLength, alignment: alignment))
            case .adaptive(let minimum, let maximum):
                let minimum = Swift.max(1, Double(minimum)), gap = item.spacingLength
                let count = Swift.max(1, Int(((share + gap) / (minimum + gap)).rounded(.down)))
                let length = Swift.min((share - gap * Double(count - 1)) / Double(count), Double(maximum))
                for _ in 0..<count { tracks.append(Track(length: Swift.max(minimum, length), gap: gap, alignment: alignment)) }
            }
        }
        return tracks
    }

    /// The length of each line: the longest of its cells.
    static func lineLengths(_ lengths: [Double], perLine: Int) -> [Double] {
        stride(from: 0, to: lengths.count, by: perLine).map { start in
            lengths[start..<Swift.min(start + perLine, lengths.count)].max() ?? 0
        }
    }
}
