import Foundation
import DocModel

/// The reader-facing view of the phrasebooks: every language-specific word the readers
/// need goes through here, so no reader carries literals of its own.
///
/// Interim tables; replaced by the phrasebook data files (Phrasebooks/*.json).
enum Vocabulary {
    /// The section kind a heading names, or nil for headings of topic groups and the like.
    static func sectionKind(forHeading heading: String) -> SectionKind? {
        let key = heading.trimmingCharacters(in: .whitespaces).lowercased()
        let table: [String: SectionKind] = [
            "declaration": .declaration, "声明": .declaration,
            "parameters": .parameters, "参数": .parameters,
            "return value": .returnValue, "返回值": .returnValue,
            "discussion": .discussion, "讨论": .discussion, "说明": .discussion,
            "overview": .overview, "概述": .overview,
            "conforms to": .conformsTo, "符合以下规范": .conformsTo,
            "inherited by": .inheritedBy, "conforming types": .conformingTypes,
            "topics": .topics, "see also": .seeAlso, "另请参阅": .seeAlso,
            "mentioned in": .mentionedIn, "how it works": .howItWorks,
        ]
        return table[key]
    }

    /// The symbol kind a role line names (`Instance Method`, `实例方法`).
    static func symbolKind(forRole role: String) -> SymbolKind? {
        let table: [String: SymbolKind] = [
            "instance method": .instanceMethod, "实例方法": .instanceMethod,
            "structure": .structure, "结构": .structure, "struct": .structure,
            "instance property": .instanceProperty, "实例属性": .instanceProperty,
            "protocol": .protocol, "class": .class, "enumeration": .enumeration,
            "initializer": .initializer, "type property": .typeProperty, "type method": .typeMethod,
            "case": .case, "type alias": .typeAlias, "article": .article, "sample code": .sampleCode,
            "function": .function, "global function": .function, "macro": .macro, "operator": .operator,
            "associated type": .associatedType, "framework": .framework,
        ]
        return table[role.trimmingCharacters(in: .whitespaces).lowercased()]
    }

    /// The role an example label gives the listing after it (`Incorrect (…):`).
    static func exampleRole(forLabel label: String) -> CodeExample.Role? {
        let lower = label.lowercased()
        if lower.hasPrefix("incorrect") || lower.hasPrefix("错误") { return .incorrect }
        if lower.hasPrefix("correct") || lower.hasPrefix("正确") { return .correct }
        return nil
    }

    /// Whether a line is page chrome to drop (sosumi footer, scraped-page banners).
    static func isChrome(_ line: String) -> Bool {
        line.contains("Extracted by [sosumi.ai]") || line.contains("Extracted by sosumi.ai")
            || line.hasPrefix("This is unofficial content")
    }

    /// Parses an availability line or list item.
    static func availability(_ text: String) -> [Availability] {
        let platforms = ["Mac Catalyst", "visionOS", "watchOS", "iPadOS", "macOS", "tvOS", "iOS"]
        var result: [Availability] = []
        for part in text.split(separator: ",") {
            let item = part.trimmingCharacters(in: .whitespaces)
            guard let platform = platforms.first(where: { item.hasPrefix($0) }) else { continue }
            let version = item.dropFirst(platform.count).trimmingCharacters(in: CharacterSet(charactersIn: " +"))
            result.append(Availability(platform: platform, introduced: version.isEmpty ? nil : version))
        }
        return result
    }
}
