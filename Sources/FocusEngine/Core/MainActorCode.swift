/// User code SwiftUI runs on the main actor (a view's `body`, a modifier's `body(content:)`, a
/// button's action), called by the engine. The engine, like SwiftUI, drives everything from the
/// main thread; calling it from another thread traps here rather than racing.
enum MainActorCode {
    /// Carries a non-`Sendable` value into or out of `MainActor.assumeIsolated`: it never leaves
    /// the main thread.
    private struct Box<T>: @unchecked Sendable { let value: T }

    /// `work(subject)` run as main-actor code on the current (main) thread.
    static func run<Subject, Result>(_ subject: Subject, _ work: @MainActor @Sendable (Subject) -> Result) -> Result {
        let input = Box(value: subject)
        return MainActor.assumeIsolated { Box(value: work(input.value)) }.value
    }
}
