/// The version of the JSON model docgen writes.
///
/// Bump it whenever a field is added, removed or changes meaning; consumers
/// compare it before reading (see docs/model.md).
public enum DocModelSchema {
    /// The current schema version.
    public static let version = 2
}
