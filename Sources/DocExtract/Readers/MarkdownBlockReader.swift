import DocIngest
import DocModel
import Foundation

/// Reads one language block of a markdown page (a cmark tree) into a ``LanguageBlock``.
///
/// Understands the sosumi layout (navigation line, role line, availability, `> summary`,
/// a heading-less declaration), the crawl layout (`## Declaration`, `- **name**：desc`
/// parameters), rule documents (`**Incorrect (…):**` labels) and lenient variants
/// (`#### Return Value` anywhere, `**Availability**` lists, ```` ```source ```` fences).
struct MarkdownBlockReader {
    var language: Language
    var file: String

    private var block: LanguageBlock
    private var section: RawSection?
    private var sectionLevel = 0
    private var pendingLabel: (text: String, role: CodeExample.Role)?
    private var expectingAvailabilityList = false
    /// An availability heading (`## Platforms`) whose body has not been seen yet: it becomes a
    /// section of its own only if that body is not availability.
    private var availabilityHeading: (prose: Prose, level: Int)?
    private var currentParameter: RawParameter?
    /// The summary was a paragraph above the page's title (a dump's leftover eyebrow, `Collection`):
    /// the first paragraph under the title replaces it.
    private var summaryAboveTitle = false
    /// The Topics or See Also heading a deeper heading of no known kind is a group of (`### Managing
    /// focus state` under `## Topics` after `### Essentials`).
    private var groupParent: (kind: SectionKind, level: Int)?
    /// The text of the document's first heading (the title a breadcrumb list ends with).
    private var firstHeading: String?
    /// The sub-heading inside the current section whose list may be a topic group (`TopicGroup`).
    private var subgroup: TopicGroup.Start?
    /// Topic groups found inside the current section, appended after it when it closes.
    private var topicGroups: [RawSection] = []

    init(language: Language, file: String) {
        self.language = language
        self.file = file
        self.block = LanguageBlock(language: language)
    }

    /// Reads `document` (the cmark tree of this block only).
    static func read(_ document: MarkdownNode, language: Language, file: String) -> LanguageBlock {
        var reader = MarkdownBlockReader(language: language, file: file)
        reader.firstHeading = document.children.first { if case .heading = $0.kind { return true } else { return false } }
            .map { Vocabulary.titleWithoutSuffix($0.plainText.trimmed(.whitespaces)) }
        for index in document.children.indices { reader.visit(document.children[index]) }
        reader.closeSection()
        return reader.block
    }

    private mutating func visit(_ node: MarkdownNode) {
        if case .table = node.kind, availabilityHeading != nil, availabilityTable(node) { return }
        switch node.kind {
        case .paragraph, .list, .heading, .thematicBreak, .htmlBlock: break
        default: openAvailabilitySection()
        }
        switch node.kind {
        case .heading(let level): heading(node, level: level)
        case .paragraph: paragraph(node)
        case .blockQuote: blockQuote(node)
        case .codeBlock(let info): codeBlock(node, info: info)
        case .list(let ordered, _): list(node, ordered: ordered)
        case .table: appendBlock(.paragraph, tableText(node), line: node.startLine)
        case .thematicBreak, .htmlBlock: break
        default: break
        }
    }

    // MARK: Headings and sections

    private mutating func heading(_ node: MarkdownNode, level: Int) {
        let text = Self.withoutHeadingAttributes(node.plainText.trimmed(.whitespaces))
        if block.title == nil {
            block.title = Prose(text: Vocabulary.titleWithoutSuffix(text), line: node.startLine)
            return
        }
        // An availability heading followed directly by another heading had no body: dropped.
        availabilityHeading = nil
        if Vocabulary.isAvailabilityHeading(text) {
            closeSection()
            availabilityHeading = (Prose(text: text, line: node.startLine), level)
            expectingAvailabilityList = true
            return
        }
        var kind = Vocabulary.sectionKind(forHeading: text)
        if let parent = groupParent, level <= parent.level { groupParent = nil }
        if kind == .topics || kind == .seeAlso, groupParent == nil { groupParent = (kind!, level) }
        if kind == nil, let parent = groupParent, level > parent.level, level <= sectionLevel { kind = parent.kind }
        if kind == nil, section != nil, level > sectionLevel {
            closeSubgroup()
            subgroup = TopicGroup.Start(block: section?.blocks.count ?? 0, reference: section?.references.count ?? 0)
            appendBlock(.heading, text, line: node.startLine)
            return
        }
        closeSection()
        section = RawSection(heading: Prose(text: text, line: node.startLine), kind: kind ?? .other)
        sectionLevel = level
    }

    /// A table under an availability heading whose rows name platforms and versions
    /// (`| iOS | 15.0+ |`): the page's availability, its header row passed over. False, and nothing
    /// read, for a table without a platform.
    private mutating func availabilityTable(_ node: MarkdownNode) -> Bool {
        let badges = node.children.flatMap { row in
            Vocabulary.availability(row.children.map { $0.plainText.trimmed(.whitespaces) }.joined(separator: " "))
        }
        guard !badges.isEmpty else { return false }
        block.availability += badges
        availabilityHeading = nil
        expectingAvailabilityList = false
        return true
    }

    /// The body under an availability heading is not availability: the heading opens an
    /// ordinary section after all.
    private mutating func openAvailabilitySection() {
        guard let pending = availabilityHeading else { return }
        availabilityHeading = nil
        expectingAvailabilityList = false
        closeSection()
        section = RawSection(heading: pending.prose, kind: Vocabulary.sectionKind(forHeading: pending.prose.text) ?? .other)
        sectionLevel = pending.level
    }

    /// Moves the current sub-heading and its list out of the section when every item of the list
    /// is an entry of a topic group (`TopicGroup.isEntry`): a dump that writes a symbol's topic
    /// groups as sub-headings of its Overview lists other APIs there, not the page's prose.
    private mutating func closeSubgroup() {
        guard let start = subgroup, let current = section else { return }
        subgroup = nil
        guard let group = TopicGroup.split(current, at: start) else { return }
        section = group.remaining
        topicGroups.append(group.topics)
    }

    private mutating func closeSection() {
        flushParameter()
        closeSubgroup()
        defer {
            block.sections += topicGroups
            topicGroups = []
        }
        guard var current = section else { return }
        section = nil
        if current.kind == .other, !current.references.isEmpty,
           current.blocks.allSatisfy({ $0.kind == .listItem }) {
            current.kind = .topics
        }
        if current.kind == .returnValue, block.returnValue == nil {
            let text = current.blocks.map(\.text).joined(separator: " ")
            if let first = current.blocks.first { block.returnValue = Prose(text: text, line: first.line) }
        }
        block.sections.append(current)
    }

    // MARK: Paragraphs

    private mutating func paragraph(_ node: MarkdownNode) {
        let text = node.plainText.trimmed(.whitespaces)
        if let url = Self.originLink(node, text: text) {
            if block.originURL == nil { block.originURL = url }
            return
        }
        if text.isEmpty || Vocabulary.isChrome(text) { return }
        if block.title != nil, let relationship = Self.relationshipLine(node) {
            openRelationship(relationship, line: node.startLine)
            return
        }
        if availabilityHeading != nil {
            let badges = Vocabulary.availability(text)
            guard badges.isEmpty else {
                block.availability += badges
                availabilityHeading = nil
                expectingAvailabilityList = false
                return
            }
            openAvailabilitySection()
        }
        if breadcrumb(node, text: text) { return }
        if isInHeader, let fields = Self.labelledLines(node) {
            headerFields(fields, line: node.startLine)
            return
        }
        if section?.kind == .parameters, let name = Self.codeOnlyText(node) {
            flushParameter()
            currentParameter = RawParameter(name: name, description: Prose(text: "", line: node.startLine))
            return
        }
        if let label = Self.strongOnlyText(node) {
            let trimmedLabel = label.trimmed(.characters(" :：")).trimmed(.whitespaces)
            if let role = Vocabulary.exampleRole(forLabel: trimmedLabel) {
                pendingLabel = (trimmedLabel, role)
                return
            }
            if section?.kind == .parameters {
                flushParameter()
                currentParameter = RawParameter(name: trimmedLabel, description: Prose(text: "", line: node.startLine))
                return
            }
            if section == nil, block.role == nil, Vocabulary.availability(trimmedLabel).isEmpty,
               !Vocabulary.isAvailabilityLabel(trimmedLabel) {
                block.role = Prose(text: trimmedLabel, line: node.startLine)
                return
            }
            if Vocabulary.isAvailabilityLabel(trimmedLabel) {
                expectingAvailabilityList = true
                return
            }
        }
        if let rest = Vocabulary.availabilityPrefixRemoved(text) {
            block.availability += Vocabulary.availability(rest)
            return
        }
        if isInHeader, headerLine(text, line: node.startLine) { return }
        // A header line wrapped in inline HTML (`<sub>Instance Method</sub>`, `<sub>iOS, macOS</sub>`).
        if isInHeader, node.children.contains(where: { $0.kind == .htmlInline }),
           case let untagged = Self.withoutInlineHTML(node), !untagged.isEmpty, headerLine(untagged, line: node.startLine) { return }
        if isInHeader, let (rest, availability) = Self.trailingAvailabilityLine(node) {
            // A crawl that kept the page's line breaks inside one paragraph: summary, then availability.
            block.availability += availability
            if !rest.isEmpty, !headerLine(rest, line: node.startLine) {
                if block.summary == nil, section == nil { block.summary = Prose(text: rest, line: node.startLine) } else { appendBlock(.paragraph, rest, line: node.startLine) }
            }
            return
        }
        if section?.kind == .parameters, currentParameter != nil {
            appendParameterText(text, line: node.startLine)
            return
        }
        if section == nil, block.summary == nil || summaryAboveTitle && block.title != nil, block.sections.isEmpty {
            summaryAboveTitle = block.title == nil
            block.summary = Prose(text: text, line: node.startLine)
            return
        }
        // A page that puts its abstract under a heading of its own (`## Abstract`, `## 摘要`).
        if section?.kind == .summary, block.summary == nil || summaryAboveTitle {
            summaryAboveTitle = false
            block.summary = Prose(text: text, line: node.startLine)
            return
        }
        appendBlock(.paragraph, text, line: node.startLine)
        collectMentions(node)
    }

    /// A `Navigation:` line (a paragraph or a quote): its links are the breadcrumb, without the
    /// site's root (`Technologies`, the phrasebooks' `breadcrumbRoots`): it starts at the module.
    private mutating func breadcrumb(_ node: MarkdownNode, text: String) -> Bool {
        guard SimpleText.hasPrefix(text, "Navigation:") || SimpleText.hasPrefix(text, "导航：") else { return false }
        block.navigation = Array(node.links.map { $0.text }.drop { Vocabulary.breadcrumbRoots.contains($0) })
        return true
    }

    private mutating func blockQuote(_ node: MarkdownNode) {
        let text = node.children.map(\.plainText).joined(separator: " ").trimmed(.whitespaces)
        // `> Navigation: [Technologies](…) · [SwiftUI](…)`: the breadcrumb, quoted.
        if breadcrumb(node, text: text) { return }
        if section == nil, block.summary == nil {
            // A quote above the title (a site's source line) gives way to the first paragraph under it.
            summaryAboveTitle = block.title == nil
            block.summary = Prose(text: text, line: node.startLine)
            return
        }
        let note = Self.withoutAlertMarker(text)
        appendBlock(.note, note, line: node.startLine)
    }

    // MARK: Code

    private mutating func codeBlock(_ node: MarkdownNode, info: String) {
        let language = info.split(separator: " ").first.map(String.init)?.lowercased() ?? ""
        var code = node.literal ?? ""
        // Trailing blank lines belong to no statement; keep line ranges honest.
        while code.hasSuffix("\n") || code.hasSuffix(" ") { code.removeLast() }
        let lineCount = max(1, Self.lineCount(code))
        // Fenced blocks start one line below the fence.
        let first = node.startLine + 1
        let lines = LineRange(start: first, end: first + lineCount - 1)
        let isSwiftish = ["swift", "source", ""].contains(language)
        let declarationSlot = (section == nil && block.sections.isEmpty) || section?.kind == .declaration
        if block.declaration == nil, isSwiftish, declarationSlot, pendingLabel == nil {
            block.declaration = RawCode(code: code, info: info, lines: lines)
            return
        }
        var raw = RawCode(code: code, info: info, lines: lines)
        raw.section = section?.kind
        if let label = pendingLabel {
            raw.label = label.text
            raw.role = label.role
            pendingLabel = nil
        }
        block.examples.append(raw)
    }

    // MARK: Lists

    private mutating func list(_ node: MarkdownNode, ordered: Bool) {
        if availabilityHeading != nil {
            let items = node.children.map { $0.children.map(\.plainText).joined(separator: " ").trimmed(.whitespaces) }
            if items.contains(where: { !Vocabulary.availability($0).isEmpty }) { availabilityHeading = nil } else { openAvailabilitySection() }
        }
        if isInHeader, headerList(node) {
            expectingAvailabilityList = false
            return
        }
        for item in node.children {
            if block.title != nil, let paragraph = item.children.first, paragraph.kind == .paragraph,
               let relationship = Self.relationshipLine(paragraph) {
                openRelationship(relationship, line: item.startLine)
                continue
            }
            let text = item.children.map(\.plainText).joined(separator: " ").trimmed(.whitespaces)
            if text.isEmpty || Vocabulary.isChrome(text) { continue }
            if expectingAvailabilityList || (section == nil && !Vocabulary.availability(text).isEmpty && Vocabulary.startsWithPlatform(text, wordBoundary: true)) {
                block.availability += Vocabulary.availability(text)
                continue
            }
            switch section?.kind {
            case .parameters?:
                if let (name, description) = Self.leadingName(item) {
                    flushParameter()
                    block.parameters.append(RawParameter(name: name, description: Prose(text: description, line: item.startLine)))
                    continue
                }
            case .conformsTo?, .inheritedBy?, .conformingTypes?:
                let entry = reference(item, text: text)
                section?.references.append(entry)
                appendBlock(.listItem, text, line: item.startLine)
                continue
            default:
                break
            }
            appendBlock(ordered ? .step : .listItem, text, line: item.startLine)
            if subgroup != nil, TopicGroup.isEntry(item) { subgroup?.entries += 1 }
            if Self.startsWithLinkOrName(item) {
                let entry = reference(item, text: text)
                section?.references.append(entry)
            } else {
                for child in item.children where child.kind == .paragraph { collectMentions(child) }
            }
            for child in item.children {
                if case .codeBlock(let info) = child.kind { codeBlock(child, info: info) }
            }
        }
        expectingAvailabilityList = false
    }

    // MARK: Header (title, role, availability, summary, declaration)

    /// Before the first section and listing: where the role line, availability, metadata and
    /// the declaration stand. The first Swift block here is the declaration, whatever its label.
    /// A paragraph's text without its inline HTML tags (`<sub>Instance Method</sub>` → `Instance Method`).
    static func withoutInlineHTML(_ node: MarkdownNode) -> String {
        node.children.filter { $0.kind != .htmlInline }.map(\.plainText).joined().trimmed(.whitespaces)
    }

    private var isInHeader: Bool {
        section == nil && block.sections.isEmpty && block.examples.isEmpty
    }

    /// A header line of a rendered page: a role line (`Instance Method`) or availability run
    /// together (`iOS 17.0+iPadOS 17.0+`). False when the text is neither.
    private mutating func headerLine(_ text: String, line: Int) -> Bool {
        // Emphasis marks the crawl left unbalanced (`**类型别名***`, `** 应用程序集**`) stay as text.
        let role = text.trimmed(.characters("* "))
        if block.role == nil, Vocabulary.symbolKind(forRole: role) != nil {
            block.role = Prose(text: role, line: line)
            return true
        }
        // The role run together with the title (`Case# BlendMode.difference`, `类型别名：Body`).
        if block.role == nil, let separator = ["#", "："].first(where: { role.contains($0) }),
           let range = role.range(of: separator), !role[range.upperBound...].trimmed(.whitespaces).isEmpty,
           case let written = String(role[..<range.lowerBound]).trimmed(.whitespaces),
           // A crawler's stray space inside a CJK role (`类型 属性`) is not part of it.
           let kind = [written, written.replacingOccurrences(of: " ", with: "")].first(where: { Vocabulary.symbolKind(forRole: $0) != nil }) {
            block.role = Prose(text: kind, line: line)
            return true
        }
        if let availability = Vocabulary.headerAvailability(text) {
            block.availability += availability
            return true
        }
        if Vocabulary.isAvailabilityOnly(text, garbled: true) {
            block.availability += Vocabulary.availability(text)
            return true
        }
        // Platforms without versions (the page's front matter may give them).
        if let names = Vocabulary.platformList(text) {
            for name in names where !block.availability.contains(where: { $0.platform == name }) {
                block.availability.append(Availability(platform: name))
            }
            return true
        }
        return false
    }

    /// `**Framework**: SwiftUI` / `**Kind**: method` / `**Availability**:` lines of a list-metadata
    /// page: the role, availability (inline, or the list that follows an empty value) and metadata.
    private mutating func headerFields(_ fields: [(label: String, value: String)], line: Int) {
        for (label, value) in fields {
            if Vocabulary.isAvailabilityLabel(label) {
                if value.isEmpty { expectingAvailabilityList = true } else { block.availability += Vocabulary.availability(value) }
            } else if block.role == nil, Vocabulary.symbolKind(forRole: value) != nil {
                block.role = Prose(text: value, line: line)
            } else if !value.isEmpty, block.metadata[label.lowercased()] == nil {
                block.metadata[label.lowercased()] = value
            }
        }
    }

    /// A list in the header: a breadcrumb before the title (links only) becomes the navigation;
    /// metadata items (`Instance Method`, `iOS 17.0+`, `Framework: SwiftUI`) become the role,
    /// availability and metadata. False (nothing read) when any item is something else.
    private mutating func headerList(_ node: MarkdownNode) -> Bool {
        let items = node.children.map { $0.children.map(\.plainText).joined(separator: " ").trimmed(.whitespaces) }
        if block.title == nil, !items.isEmpty, node.children.allSatisfy(Self.isLinkOnly) || endsWithTitle(node.children) {
            // A rendered page's breadcrumb ends with the page itself (`- focusScope(\_:)`, perhaps
            // marked `Deprecated`): the parent path is what stands before it.
            var path = items
            while path.count > 0, BreadcrumbEntries.last(node.children[path.count - 1]) == firstHeading { path.removeLast() }
            block.navigation = path
            return true
        }
        if block.title != nil, block.navigation.isEmpty, block.role == nil, block.summary == nil, block.availability.isEmpty,
           let links = Self.breadcrumbLinks(node, items) {
            // The breadcrumb printed after the title (a rendered page saved whole), perhaps twice
            // (the full path, then a short one), ending with the page's own unlinked entry: the
            // path is the links before the first repeat.
            var path: [String] = []
            for entry in items.prefix(links) where !path.contains(entry) { path.append(entry) }
            if let own = items.last, path.last == own || path.last == firstHeading { path.removeLast() }
            block.navigation = path
            return true
        }
        var role: String?
        var availability: [Availability] = []
        var metadata: [(String, String)] = []
        for text in items {
            let parts = text.split(separator: ":", maxSplits: 1).map { String($0).trimmed(.whitespaces) }
            let value = parts.count == 2 ? parts[1] : text
            if Vocabulary.symbolKind(forRole: value) != nil, role == nil {
                role = value
            } else if Vocabulary.isAvailabilityOnly(value) {
                availability += Vocabulary.availability(value)
            } else if parts.count == 2, !parts[0].isEmpty, parts[0].split(separator: " ").count <= 3, !value.isEmpty {
                metadata.append((parts[0].lowercased(), value))
            } else {
                return false
            }
        }
        guard role != nil || !availability.isEmpty else { return false }
        if let role, block.role == nil { block.role = Prose(text: role, line: node.startLine) }
        block.availability += availability
        for (key, value) in metadata where block.metadata[key] == nil { block.metadata[key] = value }
        return true
    }

    /// A breadcrumb of short entries (no sentences) whose last entry is the page's title; an
    /// item may hold a nested breadcrumb the crawler indented into code (``BreadcrumbEntries``).
    private func endsWithTitle(_ items: [MarkdownNode]) -> Bool {
        guard let title = firstHeading, !title.isEmpty, let last = items.last,
              BreadcrumbEntries.last(last) == title else { return false }
        return items.flatMap(BreadcrumbEntries.of).allSatisfy { $0.count <= 200 && !$0.hasSuffix(".") }
    }

    /// An item that is one link and nothing else (a breadcrumb entry).
    /// A breadcrumb after the title: link-only items, then one or more short unlinked entries
    /// (the page itself, its name perhaps translated); the number of leading link items, or nil.
    private static func breadcrumbLinks(_ node: MarkdownNode, _ items: [String]) -> Int? {
        // A link whose opening bracket the crawler lost (`- name ](/documentation/…)`) is a link too.
        let isLink = { (index: Int) in isLinkOnly(node.children[index]) || (items[index].hasSuffix(")") && items[index].contains("](/")) }
        let links = (0..<node.children.count).prefix(while: isLink).count
        guard links >= 1, links < node.children.count else { return nil }
        let rest = items[links...]
        guard rest.count <= 2, rest.allSatisfy({ !$0.isEmpty && $0.count <= 80 && !$0.hasSuffix(".") && !$0.hasSuffix("。") }),
              (links..<node.children.count).allSatisfy({ node.children[$0].children.allSatisfy { $0.kind == .paragraph } && !isLink($0) })
        else { return nil }
        return links
    }

    /// A relationship written as one labelled line (`**Conforms To**: `DynamicProperty`, `Sendable``,
    /// `- **Inherited By**: [Gesture](…)`), as dumps that flatten DocC's Relationships section
    /// write it: the label is a relationship heading of the phrasebooks; the names follow, as
    /// links, code spans or plain words separated by commas.
    struct RelationshipLine {
        var kind: SectionKind
        var label: String
        var names: [(name: String, target: String?)]
    }

    static func relationshipLine(_ paragraph: MarkdownNode) -> RelationshipLine? {
        guard let first = paragraph.children.first, first.kind == .strong else { return nil }
        let label = first.plainText.trimmed(.characters(" :："))
        guard let kind = Vocabulary.sectionKind(forHeading: label), [.conformsTo, .inheritedBy, .conformingTypes].contains(kind) else {
            return nil
        }
        var names: [(name: String, target: String?)] = []
        for child in paragraph.children.dropFirst() {
            switch child.kind {
            case .link:
                let destination = destination(of: child)
                names.append((ReferenceResolver.name(text: child.plainText, target: destination), destination))
            case .code:
                names.append((child.literal ?? child.plainText, nil))
            default:
                for word in child.plainText.split(whereSeparator: { ",，、".contains($0) }) {
                    let name = word.trimmed(.characters(" :：.。"))
                    if !name.isEmpty { names.append((name, nil)) }
                }
            }
        }
        return names.isEmpty ? nil : RelationshipLine(kind: kind, label: label, names: names)
    }

    /// Opens the relationship section a labelled line names, with its names as entries.
    private mutating func openRelationship(_ relationship: RelationshipLine, line: Int) {
        closeSection()
        section = RawSection(heading: Prose(text: relationship.label, line: line), kind: relationship.kind)
        for (name, target) in relationship.names {
            section?.references.append(SymbolReference(name: name, target: target, line: line))
            appendBlock(.listItem, name, line: line)
        }
    }

    private static func destination(of link: MarkdownNode) -> String {
        if case .link(let destination) = link.kind { return destination }
        return ""
    }

    private static func isLinkOnly(_ item: MarkdownNode) -> Bool {
        guard item.children.count == 1, let paragraph = item.children.first, paragraph.kind == .paragraph else { return false }
        if let only = onlyMeaningfulChild(paragraph), case .link = paragraph.children[only].kind { return true }
        return false
    }

    // MARK: Helpers

    private mutating func appendBlock(_ kind: Block.Kind, _ text: String, line: Int) {
        if section == nil {
            section = RawSection(heading: nil, kind: .overview)
            sectionLevel = 2
        }
        section?.blocks.append(Block(kind: kind, text: text, line: line))
    }

    private mutating func appendParameterText(_ text: String, line: Int) {
        guard var parameter = currentParameter else { return }
        if parameter.description.text.isEmpty {
            parameter.description = Prose(text: text, line: line)
        } else {
            parameter.description.text += "\n\n" + text
        }
        currentParameter = parameter
    }

    private mutating func flushParameter() {
        if let parameter = currentParameter {
            block.parameters.append(parameter)
            currentParameter = nil
        }
    }

    private mutating func collectMentions(_ node: MarkdownNode) {
        for link in node.links {
            let name = ReferenceResolver.name(text: link.text, target: link.destination)
            block.mentions.append(SymbolReference(name: name, target: link.destination, line: node.startLine))
        }
    }

    private func reference(_ item: MarkdownNode, text: String) -> SymbolReference {
        // The item's first link, when its first paragraph starts with one (that link is the first).
        if let paragraph = item.children.first, case .link? = paragraph.children.first?.kind,
           let link = paragraph.children.first.map({ (text: $0.plainText, destination: Self.destination(of: $0)) }) {
            let abstract = text.dropFirst(link.text.count).trimmed(.characters(" :：-"))
            return SymbolReference(
                name: ReferenceResolver.name(text: link.text, target: link.destination), target: link.destination,
                abstract: abstract.isEmpty ? .init() : Localized(language, abstract), line: item.startLine)
        }
        if let (name, description) = Self.leadingName(item) {
            return SymbolReference(name: name, abstract: description.isEmpty ? .init() : Localized(language, description), line: item.startLine)
        }
        return SymbolReference(name: text, line: item.startLine)
    }
}
