import DocModel

/// Page records built by hand from the seed pages' text (links reduced to their text, as the
/// model's `Prose` requires), for testing the prose layer without the ingest stage.
enum ProseSeedPages {
    static let focusedPath = "seeds/004_eefa55f0912961d3.txt"

    static let conditionEnglish = "The focus state to bind. When focus moves to the view, the binding sets the bound value to `true`. If a caller sets the value to  `true` programmatically, then focus moves to the modified view. When focus leaves the modified view, the binding sets the value to `false`. If a caller sets the value to `false`, SwiftUI automatically dismisses focus."
    static let conditionChinese = "要绑定的焦点状态。当焦点移动到视图时，绑定会将绑定值设置为 `true`。如果调用者以编程方式将该值设置为 `true`，则焦点会移动到修改后的视图。当焦点离开修改后的视图时，绑定会将该值设置为 `false`。如果调用者将值设置为 `false`，SwiftUI 会自动取消焦点。"

    static let discussionEnglish = [
        "Use this modifier to cause the view to receive focus whenever the `condition` value is `true`. You can use this modifier to observe the focus state of a single view, or programmatically set and remove focus from the view.",
        "In the following example, a single TextField accepts a user’s desired `username`. The text field binds its focus state to the Boolean value `usernameFieldIsFocused`. A “Submit” button’s action verifies whether the name is available. If the name is unavailable, the button sets `usernameFieldIsFocused` to `true`, which causes focus to return to the text field, so the user can enter a different name.",
        "To control focus by matching a value, use the focused(_:equals:) method instead.",
    ]
    static let discussionChinese = [
        "使用此修饰符可使视图在 `condition` 的值为 `true` 时获得焦点。您可以使用此修饰符来观察单个视图的焦点状态，或以编程方式设置和移除视图的焦点。",
        "在以下示例中，单个 TextField 接受用户所需的 `username`。文本字段将其焦点状态绑定到布尔值 `usernameFieldIsFocused`。“提交”按钮的操作会验证名称是否可用。如果名称不可用，按钮会将 `usernameFieldIsFocused` 设置为 `true`，使焦点返回文本字段，以便用户可以输入其他名称。",
        "要通过匹配值来控制焦点，请改用 focused(_:equals:) 方法。",
    ]

    /// Seed 004: `focused(_:)`, Chinese block (lines 1–78) then English block (lines 80–148).
    static func focused(languages: [Language] = [.en, .zhHans]) -> PageRecord {
        let blocks = { (texts: [String], lines: [Int]) in
            zip(texts, lines).map { Block(kind: .paragraph, text: $0, line: $1) }
        }
        let discussion = Section(
            id: "discussion", kind: .discussion,
            heading: Localized(en: Prose(text: "Discussion", line: 106), zhHans: Prose(text: "说明", line: 28)),
            blocks: Localized(en: blocks(discussionEnglish, [108, 110, 135]),
                              zhHans: blocks(discussionChinese, [30, 32, 57])))
        let topics = Section(
            id: "topics-1", kind: .topics,
            heading: Localized(en: Prose(text: "Managing focus state", line: 137), zhHans: Prose(text: "管理焦点状态", line: 59)),
            blocks: Localized(en: [Block(kind: .listItem, text: "focused(_:equals:): Modifies this view by binding its focus state to the given state value.", line: 139)],
                              zhHans: [Block(kind: .listItem, text: "focused(_:equals:)：通过将焦点状态绑定到给定的状态值来修改此视图。", line: 61)]))
        var page = PageRecord(
            id: "swiftui/view/focused(_:)",
            source: SourceInfo(path: focusedPath, originURL: "https://developer.apple.com/documentation/SwiftUI/View/focused(_:)",
                               format: .bilingualCrawl, languages: languages),
            symbol: Symbol(name: "focused(_:)", kind: .instanceMethod),
            summary: Localized(en: Prose(text: "Modifies this view by binding its focus state to the given Boolean state value.", line: 89),
                               zhHans: Prose(text: "通过将焦点状态绑定到给定的布尔值来修改此视图。", line: 11)),
            sections: [discussion, topics],
            parameters: [Parameter(name: "condition", description: Localized(en: Prose(text: conditionEnglish, line: 100),
                                                                                zhHans: Prose(text: conditionChinese, line: 22)))],
            returnValue: Localized(en: Prose(text: "The modified view.", line: 104), zhHans: Prose(text: "修改后的视图。", line: 26)))
        if !languages.contains(.zhHans) { page = page.keeping(.en) }
        return page
    }
}

extension PageRecord {
    /// This page with only `language`'s prose left.
    func keeping(_ language: Language) -> PageRecord {
        var page = self
        page.source.languages = [language]
        let drop: Language = language == .en ? .zhHans : .en
        page.summary[drop] = nil
        page.returnValue[drop] = nil
        for index in page.parameters.indices { page.parameters[index].description[drop] = nil }
        for index in page.sections.indices {
            page.sections[index].heading[drop] = nil
            page.sections[index].blocks[drop] = nil
        }
        return page
    }
}
