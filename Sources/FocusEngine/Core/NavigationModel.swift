/// The navigation state of one `NavigationStack` / `NavigationView` (R50): the path of pushed
/// values, the destinations registered by `navigationDestination` in the current render, and the
/// views pushed by `navigationDestination(isPresented:)` or a `NavigationLink(destination:)`.
///
/// Kept in the stack node's `memo`, so a path without a binding survives re-renders.
final class NavigationModel {
    /// Reads and writes the path as type-erased values.
    struct PathAccess {
        let get: () -> [AnyHashable]
        let set: ([AnyHashable]) -> Void
    }

    /// Emits a destination screen for a pushed value; false when the value is not of its type.
    typealias ValueDestination = (inout ChildEmitter, ChildKey, RenderContext, AnyHashable) -> Bool
    /// A view pushed by a Boolean or by an activated `NavigationLink(destination:)`.
    struct PresentedDestination {
        let id: ObjectIdentifier
        let pop: () -> Void
        let emit: (inout ChildEmitter, ChildKey, RenderContext) -> Void
    }

    let reference: EngineReference
    /// The path when the stack has no path binding.
    var ownPath: [AnyHashable] = []
    var path: PathAccess!
    private(set) var destinations: [ObjectIdentifier: ValueDestination] = [:]
    private(set) var presented: [PresentedDestination] = []

    init(reference: EngineReference) { self.reference = reference }

    /// Starts a render of the stack: registrations are collected afresh.
    func beginRender(path access: PathAccess?) {
        path = access ?? PathAccess(get: { [unowned self] in ownPath },
                                    set: { [unowned self] in ownPath = $0; reference.engine?.markDirty() })
        destinations.removeAll(keepingCapacity: true)
        presented.removeAll(keepingCapacity: true)
    }

    /// Pushes `value` (a `NavigationLink(value:)` tap).
    func push(_ value: AnyHashable) {
        path.set(path.get() + [value])
        reference.engine?.record(.action, "push \(value)")
    }

    /// Registers `navigationDestination(for:destination:)`; an inner registration for the same
    /// type wins over an outer one only if none was made (the first, outermost, is kept, as SwiftUI
    /// warns about duplicates and uses one).
    func register<D: Hashable, C: View>(_ type: D.Type, _ destination: @escaping (D) -> C) {
        let id = ObjectIdentifier(type)
        guard destinations[id] == nil else {
            reference.engine?.warn(.misuse, "navigationDestination(for: \(D.self)) is declared more than once in one stack; the first is used")
            return
        }
        destinations[id] = { emitter, key, context, value in
            guard let data = value.base as? D else { return false }
            emitter.emit(_PushedScreen(content: destination(data)), key: key, context: context)
            return true
        }
    }

    /// Registers a pushed view that is currently presented.
    func registerPresented<C: View>(id: ObjectIdentifier, pop: @escaping () -> Void, content: @escaping () -> C) {
        presented.append(PresentedDestination(id: id, pop: pop, emit: { emitter, key, context in
            emitter.emit(_PushedScreen(content: content()), key: key, context: context)
        }))
    }

    /// The destination that renders `value`, if one is registered for its type.
    func destination(for value: AnyHashable) -> ValueDestination? {
        destinations[ObjectIdentifier(type(of: value.base))]
    }
}

/// Identity of a pushed screen: its position and value (value pushes) or its presenter.
struct PushedScreenKey: Hashable {
    let index: Int
    let value: AnyHashable
}

struct NavigationModelKey: EnvironmentKey {
    static var defaultValue: NavigationModel? { nil }
}
