/// Calls made to the stubs `docgen generate` synthesises for the free identifiers of examples
/// (`isUserNameAvailable(username:)`), in order.
public enum ExampleStubs {
    /// Signatures of the stubs called so far (`isUserNameAvailable(username:)`).
    public private(set) static var calls: [String] = []

    /// Records one call (called by generated stubs).
    public static func record(_ signature: String) {
        calls.append(signature)
    }

    /// Forgets every recorded call.
    public static func reset() {
        calls = []
    }
}
