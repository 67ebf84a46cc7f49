/// Accessibility technologies available to the system (a set: `.voiceOver`, `[.voiceOver, .switchControl]`).
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable, CustomStringConvertible {
    /// One technology, used by the engine to track focus per technology (R19).
    enum Technology: Int, Hashable, CaseIterable {
        case voiceOver = 1, switchControl = 2
        var set: AccessibilityTechnologies { AccessibilityTechnologies(bits: rawValue) }
        var name: String { self == .voiceOver ? "VoiceOver" : "Switch Control" }
    }

    var bits: Int
    init(bits: Int) { self.bits = bits }

    /// The value that represents the VoiceOver screen reader.
    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(bits: 1) }
    /// The value that represents a Switch Control, allowing the use of the entire system using controller buttons.
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(bits: 2) }

    /// Creates an empty set.
    public init() { bits = 0 }
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits && member.bits != 0 }
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
    /// `[.voiceOver, .switchControl]` form.
    public var description: String {
        let names = Technology.allCases.filter { contains($0.set) }.map { $0 == .voiceOver ? ".voiceOver" : ".switchControl" }
        return "[" + names.joined(separator: ", ") + "]"
    }
}

/// Position and direction information of a zoom gesture that someone performs with an assistive technology.
public struct AccessibilityZoomGestureAction: Sendable {
    /// A direction that matches the movement of a zoom gesture performed by an assistive technology.
    public enum Direction: Sendable, Equatable {
        /// The gesture direction that represents zooming in.
        case zoomIn
        /// The gesture direction that represents zooming out.
        case zoomOut
    }

    /// The zoom gesture's direction.
    public let direction: Direction
    /// The zoom gesture's activation point, normalized to the accessibility element's frame.
    public let location: UnitPoint
    /// The zoom gesture's activation point within the window's coordinate space.
    public let point: CGPoint

    /// Creates an action (the engine creates these for `FocusHost.atZoom`).
    public init(direction: Direction, location: UnitPoint, point: CGPoint) {
        self.direction = direction
        self.location = location
        self.point = point
    }
}
