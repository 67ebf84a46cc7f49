import DocModel

/// Works out which binding variants a page's declaration admits.
///
/// A modifier admits the variant its parameters spell (`focused(_:)` → `Bool`,
/// `focused(_:equals:)` → optional with a match value); a property-wrapper type or a property
/// typed with its binding admits both of its family's variants.
enum BindingResolver {
    static func variants(for page: PageRecord) -> [BindingVariant] {
        let own = declared(page)
        guard own.isEmpty else { return own }
        // A member page (`FocusState.wrappedValue`, `AccessibilityZoomGestureAction.Direction.zoomIn`)
        // binding nothing itself admits its nearest enclosing type's variants.
        // A dump without breadcrumbs names the parents only in the page's path (`swiftui/focusstate/wrappedvalue`).
        var parents = page.symbol.parentPath.map { $0.lowercased() }
        if parents.count <= 1 { parents += page.id.split(separator: "/").dropLast().map { $0.lowercased() } }
        for segment in parents.reversed() {
            if let variants = typeVariants[segment] { return variants }
        }
        return []
    }

    /// Variants of the types whose members are documented on pages of their own, by lowercased name.
    private static let typeVariants: [String: [BindingVariant]] = [
        "focusstate": [.bool, .equals],
        "accessibilityfocusstate": BindingVariant.accessibility(equals: false) + BindingVariant.accessibility(equals: true),
        "accessibilityzoomgestureaction": [.zoom],
        "focusedbinding": [.focusedBinding],
        "focusedvalue": [.focusedValue],
    ]

    private static func declared(_ page: PageRecord) -> [BindingVariant] {
        guard let structure = page.declaration?.structure else {
            // A page without a declaration (scraped text) is resolved by its symbol.
            return page.symbol.kind == .structure && page.symbol.name == "AccessibilityZoomGestureAction" ? [.zoom] : []
        }
        let hasEquals = structure.parameters.contains { ($0.label ?? $0.name) == "equals" }
        switch (structure.keyword, structure.name) {
        case ("func", "focused"):
            return [hasEquals ? .equals : .bool]
        case ("func", "searchFocused"):
            return [hasEquals ? .searchEquals : .searchBool]
        case ("func", "accessibilityFocused"):
            return BindingVariant.accessibility(equals: hasEquals)
        case ("func", "onSubmit"), ("func", "submitScope"):
            return [.onSubmit, .submitScope, .nonBlockingSubmitScope, .submitTriggers]
        case ("func", "prefersDefaultFocus"):
            return [.prefersDefaultFocus, .resetFocus]
        case ("func", "accessibilityZoomAction"):
            // `ModifiedContent`'s overload is reached on an accessibility-modified view only.
            return page.symbol.parentPath.last?.lowercased() == "modifiedcontent" ? [.zoomOnModifiedContent] : [.zoom]
        case ("struct", "AccessibilityZoomGestureAction"):
            return [.zoom]
        case ("func", "focusable"):
            // `focusable(_:onFocusChange:)` is its own overload: its fixture calls that one.
            if structure.parameters.contains(where: { ($0.label ?? $0.name) == "onFocusChange" }) { return [.onFocusChange] }
            // So is `focusable(_:interactions:)`: its focusability fixtures call it.
            if structure.parameters.contains(where: { ($0.label ?? $0.name) == "interactions" }) {
                return [.focusableInteractions, .notFocusableInteractions, .activateOnly]
            }
            return [.focusable, .notFocusable, .activateOnly]
        case ("func", "accessibilityDefaultFocus"):
            return [.accessibilityDefaultFocus]
        case ("struct", "FocusState"):
            return [.bool, .equals]
        case ("struct", "AccessibilityFocusState"):
            return BindingVariant.accessibility(equals: false) + BindingVariant.accessibility(equals: true)
        case ("var", _):
            return propertyVariants(type: structure.type ?? "")
        default:
            return []
        }
    }

    private static func propertyVariants(type: String) -> [BindingVariant] {
        if type.hasPrefix("AccessibilityFocusState<") {
            return BindingVariant.accessibility(equals: false) + BindingVariant.accessibility(equals: true)
        }
        if type.hasPrefix("FocusState<") { return [.bool, .equals] }
        return []
    }
}
