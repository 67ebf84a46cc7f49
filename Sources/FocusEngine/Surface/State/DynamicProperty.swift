/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value (called by SwiftUI before `body`).
    mutating func update()
}

extension DynamicProperty {
    /// Default: nothing to update.
    public mutating func update() {}
}
