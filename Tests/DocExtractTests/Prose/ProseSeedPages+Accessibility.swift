import DocModel

extension ProseSeedPages {
    static let accessibilityPath = "seeds/001_28d5f37fef49ce7b.txt"

    /// Seed 001: `AccessibilityFocusState`, summary and overview in both languages.
    static func accessibilityFocusState() -> PageRecord {
        let english = ["Use this capability to request that VoiceOver or other accessibility technologies programmatically focus on a specific element, or to determine whether VoiceOver or other accessibility technologies are focused on particular elements. Use accessibilityFocused(_:equals:) or accessibilityFocused(_:) in conjunction with this property wrapper to identify accessibility elements for which you want to get or set accessibility focus. When accessibility focus enters the modified accessibility element, the framework updates the wrapped value of this property to match a given prototype value. When accessibility focus leaves, SwiftUI resets the wrapped value of an optional property to `nil` or the wrapped value of a Boolean property to `false`. Setting the property’s value programmatically has the reverse effect, causing accessibility focus to move to whichever accessibility element is associated with the updated value.", "In the example below, when `notification` changes, and its  `isPriority` property is `true`, the accessibility focus moves to the notification `Text` element above the rest of the view’s content:", "To allow for cases where accessibility focus is completely absent from the tree of accessibility elements, or accessibility technologies are not active, the wrapped value must be either optional or Boolean.", "Some initializers of `AccessibilityFocusState` also allow specifying accessibility technologies, determining to which types of accessibility focus this binding applies. If you specify no accessibility technologies, SwiftUI uses an aggregate of any and all active accessibility technologies."]
        let chinese = ["使用此功能可以请求 VoiceOver 或其他辅助功能技术以编程方式聚焦到特定元素，或者确定 VoiceOver 或其他辅助功能技术是否聚焦到特定元素。将 accessibilityFocused(_:equals:) 或 accessibilityFocused(_:) 与此属性包装器结合使用，可以标识要获取或设置辅助功能焦点的辅助功能元素。当辅助功能焦点进入已修改的辅助功能元素时，框架会更新该属性的包装值，使其与给定的原型值匹配。当辅助功能焦点离开时，SwiftUI 会将可选属性的包装值重置为 `nil`，或将布尔属性的包装值重置为 `false`。以编程方式设置属性值会产生相反的效果，使辅助功能焦点移动到与更新后的值关联的辅助功能元素。", "在以下示例中，当 `notification` 发生变化，且其 `isPriority` 属性值为 `true` 时，辅助功能焦点会移动到视图其余内容上方的通知元素 `Text`：", "为了应对辅助功能焦点完全不在辅助功能元素树中，或者辅助功能技术未激活的情况，包装后的值必须是可选的或布尔值。", "`AccessibilityFocusState` 的某些初始化器也允许指定辅助功能技术，从而确定此绑定适用于哪些类型的辅助功能焦点。如果您未指定任何辅助功能技术，SwiftUI 将使用所有已激活的辅助功能技术的聚合。"]
        let overview = Section(
            id: "overview", kind: .overview,
            heading: Localized(en: Prose(text: "Overview", line: 103), zhHans: Prose(text: "概述", line: 19)),
            blocks: Localized(en: zip(english, [105, 107, 137, 139]).map { Block(kind: .paragraph, text: $0, line: $1) },
                              zhHans: zip(chinese, [21, 23, 53, 55]).map { Block(kind: .paragraph, text: $0, line: $1) }))
        return PageRecord(
            id: "swiftui/accessibilityfocusstate",
            source: SourceInfo(path: accessibilityPath, format: .bilingualCrawl, languages: [.en, .zhHans]),
            symbol: Symbol(name: "AccessibilityFocusState", kind: .structure),
            summary: Localized(en: Prose(text: "A property wrapper type that can read and write a value that SwiftUI updates as the focus of any active accessibility technology, such as VoiceOver, changes.", line: 95),
                               zhHans: Prose(text: "这是一个属性包装器类型，可以读取和写入一个值，该值会在任何激活的辅助功能技术（例如 VoiceOver）的焦点发生变化时由 SwiftUI 更新。", line: 11)),
            sections: [overview])
    }
}
