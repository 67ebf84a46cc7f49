import FocusEngine

// Verbatim code examples from corpus page focusedvaluekey.md (sosumi dump), lines 37-39 and
// 45-50 (the `@Entry` form, lines 29-31, needs SwiftUI's macro plugin). `Item` is a stub.
struct SelectedItemKey: FocusedValueKey {
    typealias Value = Item
}

extension FocusedValues {
    var selectedItem: Item? {
        get { self[SelectedItemKey.self] }
        set { self[SelectedItemKey.self] = newValue }
    }
}

/// Stub for the page's `Item`.
struct Item: Equatable { var name: String }
