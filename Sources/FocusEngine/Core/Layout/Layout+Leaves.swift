/// Sizes of leaves and of layout modifiers (R40).
extension Layout {
    /// Leaves are sized by kind (`LayoutConstants`).
    static func leaf(_ node: Node) -> LayoutMeasure {
        let textWidth = Double(node.text?.count ?? 0) * LayoutConstants.characterWidth
        let control = LayoutConstants.control
        switch node.kind {
        case .text:
            return LayoutMeasure(width: .fixed(textWidth), height: .fixed(LayoutConstants.lineHeight))
        case .button:
            return LayoutMeasure(width: .fixed(Swift.max(control, textWidth)), height: .fixed(control))
        case .textField, .secureField, .searchField:
            return LayoutMeasure(width: .flexible(min: control, ideal: LayoutConstants.fieldIdealWidth), height: .fixed(control))
        case .textEditor:
            return LayoutMeasure(width: .flexible(min: control, ideal: LayoutConstants.fieldIdealWidth),
                                 height: .flexible(min: control, ideal: LayoutConstants.fieldIdealWidth))
        case .toggle:
            let width = textWidth + LayoutConstants.spacing + LayoutConstants.toggleSwitch
            return LayoutMeasure(width: .flexible(min: width, ideal: width), height: .fixed(control))
        case .image:
            if node.attributes.contains("resizable") {
                return LayoutMeasure(width: .flexible(ideal: LayoutConstants.image), height: .flexible(ideal: LayoutConstants.image))
            }
            return LayoutMeasure(width: .fixed(LayoutConstants.image), height: .fixed(LayoutConstants.image))
        case .circle, .color:
            return LayoutMeasure(width: .flexible(ideal: LayoutConstants.shape), height: .flexible(ideal: LayoutConstants.shape))
        default:
            return LayoutMeasure(width: .fixed(LayoutConstants.unknown.width), height: .fixed(LayoutConstants.unknown.height))
        }
    }

    /// A layout modifier applied to its content's range.
    static func measure(_ modifier: LayoutModifier, content: LayoutMeasure) -> LayoutMeasure {
        switch modifier {
        case .frame(let width, let height, _, _):
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r40FrameModifierIgnored) { return content }
            #endif
            return LayoutMeasure(width: width.map(AxisRange.fixed) ?? content.width,
                                 height: height.map(AxisRange.fixed) ?? content.height)
        case .flexibleFrame(let width, let height, _, _):
            return LayoutMeasure(width: width.range(content.width), height: height.range(content.height))
        case .padding(let top, let leading, let bottom, let trailing):
            return LayoutMeasure(width: content.width.adding(leading + trailing), height: content.height.adding(top + bottom))
        }
    }
}

extension AxisRange {
    /// At least this range's minimum, ideally its ideal, unbounded above (scroll views, navigation).
    var flexibleAbove: AxisRange { AxisRange(min: min, ideal: ideal, max: .infinity) }
}

extension FrameLimits {
    /// The frame's range around content of range `content` (SwiftUI's flexible frame: a minimum
    /// raises the floor, a maximum caps the size and lets the frame grow to it; `.infinity` fills).
    func range(_ content: AxisRange) -> AxisRange {
        let low: Double, high: Double
        switch (min, max) {
        case (nil, nil): low = content.min; high = content.max
        case (let lower?, nil): low = lower; high = Swift.max(lower, content.max)
        case (nil, let upper?): low = Swift.min(content.min, upper); high = upper
        case (let lower?, let upper?): low = lower; high = Swift.max(lower, upper)
        }
        let wanted = ideal ?? content.ideal
        return AxisRange(min: low, ideal: Swift.min(Swift.max(wanted, low), high), max: high)
    }
}
