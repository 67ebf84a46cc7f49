import DocModel
import Foundation

/// Builds the ``LanguageBlock`` of one decoded ``RenderNode``: header fields from `metadata`,
/// the declaration, parameters and content sections from `primaryContentSections`, topic,
/// see-also and relationship groups, with `doc://` references resolved through `references`.
///
/// Sections follow the markdown reader's rules: a level-2 heading opens a section whose kind
/// the phrasebooks give (`Discussion`, `Return Value`), a deeper heading is a heading block
/// inside it, and content before any heading is the overview.
struct RenderNodeBlockBuilder {
    let node: RenderNode
    let file: String
    private var block = LanguageBlock(language: .en)
    private var section: RawSection?
    /// Block and inline types met that the model has no place for, with the first JSON path.
    private var unread: [String: String] = [:]
    /// Missing references, reported once each.
    private var missingReferences: Set<String> = []

    /// Every block of a RenderNode is at line 1 (the file has no meaningful lines).
    static let line = 1

    init(node: RenderNode, file: String) {
        self.node = node
        self.file = file
    }

    mutating func build() -> LanguageBlock {
        header()
        for (index, primary) in (node.primaryContentSections ?? []).enumerated() {
            primarySection(primary, path: "$.primaryContentSections[\(index)]")
        }
        closeSection()
        groups(node.topicSections, kind: .topics, key: "topicSections")
        groups(node.seeAlsoSections, kind: .seeAlso, key: "seeAlsoSections")
        for (index, group) in (node.relationshipsSections ?? []).enumerated() {
            relationships(group, path: "$.relationshipsSections[\(index)]")
        }
        for (type, path) in unread.sorted(by: { $0.key < $1.key }) {
            block.diagnostics.append(Diagnostic(
                id: "docgen.extract.render-node-unread-content", severity: .note,
                message: "RenderNode content of type \"\(type)\" has no place in the model; not read (first at \(path))", file: file))
        }
        return block
    }

    // MARK: Header

    private mutating func header() {
        let metadata = node.metadata
        if let title = metadata?.title { block.title = Prose(text: title, line: Self.line) }
        if let role = metadata?.roleHeading { block.role = Prose(text: role, line: Self.line) }
        block.availability = (metadata?.platforms ?? []).compactMap(Self.availability)
        if let abstract = node.abstract {
            let text = inlineText(abstract, path: "$.abstract")
            if !text.isEmpty { block.summary = Prose(text: text, line: Self.line) }
        }
        if let path = node.hierarchy?.paths?.first {
            // The path's references, outermost first, without the site root (`Technologies`) DocC puts first.
            block.navigation = path.compactMap { identifier in
                guard let reference = node.references?[identifier], reference.kind != "overview", reference.role != "overview" else { return nil }
                return reference.title
            }
        }
        if let url = node.identifier?.url { block.originURL = Self.origin(url) }
        if let deprecation = node.deprecationSummary {
            for (index, item) in deprecation.enumerated() {
                let text = blockText(item, path: "$.deprecationSummary[\(index)]")
                if !text.isEmpty { append(.note, text) }
            }
        }
        var fields: [String: String] = [:]
        fields["docc-identifier"] = node.identifier?.url
        fields["docc-interface-language"] = node.identifier?.interfaceLanguage
        fields["docc-kind"] = node.kind
        fields["docc-role"] = metadata?.role
        fields["docc-symbol-kind"] = metadata?.symbolKind
        fields["docc-external-id"] = metadata?.externalID
        if let modules = metadata?.modules?.compactMap(\.name), !modules.isEmpty { fields["docc-modules"] = modules.joined(separator: ", ") }
        if let version = node.schemaVersion {
            fields["docc-schema-version"] = [version.major, version.minor, version.patch].map { $0.map(String.init) ?? "0" }.joined(separator: ".")
        }
        let languages = (node.variants ?? []).flatMap { $0.traits ?? [] }.compactMap(\.interfaceLanguage).uniqued()
        if !languages.isEmpty { fields["docc-variants"] = languages.joined(separator: ", ") }
        if let overrides = node.variantOverrides, !overrides.isEmpty {
            let languages = overrides.flatMap { $0.traits ?? [] }.compactMap(\.interfaceLanguage).uniqued()
            fields["docc-variant-overrides"] = "\(overrides.count) (\(languages.joined(separator: ", ")))"
        }
        block.metadata = fields
        if let language = node.identifier?.interfaceLanguage, language != "swift" {
            block.diagnostics.append(Diagnostic(
                id: "docgen.extract.render-node-not-swift", severity: .warning,
                message: "the node's own variant is \(language), not swift; read as it is (variant overrides are not applied)", file: file))
        }
    }

    /// `metadata.platforms[i]` → availability; an unavailable platform is left out.
    static func availability(_ platform: RenderNode.Platform) -> Availability? {
        guard let name = platform.name, !name.isEmpty, platform.unavailable != true else { return nil }
        // Deprecated without a version is "" in the model, as a page's bare `Deprecated` badge.
        let deprecated = platform.deprecatedAt ?? (platform.deprecated == true ? "" : nil)
        return Availability(platform: name, introduced: platform.introducedAt, deprecated: deprecated, beta: platform.beta ?? false)
    }

    /// The origin of a node's `doc://` identifier: Apple's bundles (`com.apple.*`) as the
    /// developer.apple.com URL a sosumi page records, other bundles as the `doc://` URL.
    static func origin(_ identifier: String) -> String {
        let prefix = "doc://"
        guard identifier.hasPrefix(prefix) else { return identifier }
        let rest = identifier.dropFirst(prefix.count)
        guard let slash = rest.firstIndex(of: "/") else { return identifier }
        let bundle = rest[..<slash]
        if bundle.hasPrefix("com.apple.") {
            return "https://developer.apple.com" + rest[slash...].lowercased()
        }
        return identifier
    }

    // MARK: Primary content

    private mutating func primarySection(_ primary: RenderNode.PrimarySection, path: String) {
        switch primary.kind {
        case "declarations":
            guard block.declaration == nil, let declaration = primary.declarations?.first else { return }
            let code = (declaration.tokens ?? []).compactMap(\.text).joined()
            if !code.isEmpty {
                block.declaration = RawCode(code: code, info: "swift", lines: LineRange(start: Self.line, end: Self.line))
            }
            if let count = primary.declarations?.count, count > 1 {
                block.diagnostics.append(Diagnostic(
                    id: "docgen.extract.render-node-other-declarations", severity: .note,
                    message: "\(count - 1) more declaration(s) at \(path).declarations (other platforms or languages); the first is read", file: file))
            }
        case "parameters":
            closeSection()
            section = RawSection(heading: Prose(text: primary.title ?? "Parameters", line: Self.line), kind: .parameters)
            for (index, parameter) in (primary.parameters ?? []).enumerated() {
                guard let name = parameter.name else { continue }
                let texts = (parameter.content ?? []).enumerated().map { blockText($0.element, path: "\(path).parameters[\(index)].content[\($0.offset)]") }
                block.parameters.append(RawParameter(name: name, description: Prose(text: texts.filter { !$0.isEmpty }.joined(separator: "\n\n"), line: Self.line)))
            }
            closeSection()
        case "content":
            for (index, item) in (primary.content ?? []).enumerated() { content(item, path: "\(path).content[\(index)]") }
        default:
            noteUnread("primary section \(primary.kind ?? "(no kind)")", path: path)
        }
    }

    private mutating func content(_ item: RenderBlock, path: String) {
        switch item.type {
        case "heading":
            let text = item.text ?? inlineText(item.inlineContent ?? [], path: path + ".inlineContent")
            if (item.level ?? 2) <= 2 || section == nil {
                closeSection()
                section = RawSection(heading: Prose(text: text, line: Self.line), kind: Vocabulary.sectionKind(forHeading: text) ?? .other)
            } else {
                append(.heading, text)
            }
        case "paragraph":
            let text = inlineText(item.inlineContent ?? [], path: path + ".inlineContent", mentions: true)
            if !text.isEmpty { append(.paragraph, text) }
        case "aside":
            let text = (item.content ?? []).enumerated().map { blockText($0.element, path: "\(path).content[\($0.offset)]", mentions: true) }
                .filter { !$0.isEmpty }.joined(separator: " ")
            if !text.isEmpty { append(.note, text) }
        case "codeListing":
            let code = (item.code ?? []).joined(separator: "\n")
            block.examples.append(RawCode(code: code, info: item.syntax ?? "", lines: LineRange(start: Self.line, end: Self.line)))
        case "unorderedList", "orderedList":
            for (index, entry) in (item.items ?? []).enumerated() {
                let itemPath = "\(path).items[\(index)].content"
                var texts: [String] = []
                for (offset, child) in (entry.content ?? []).enumerated() {
                    if child.type == "codeListing" { content(child, path: "\(itemPath)[\(offset)]"); continue }
                    texts.append(blockText(child, path: "\(itemPath)[\(offset)]", mentions: true))
                }
                let text = texts.filter { !$0.isEmpty }.joined(separator: " ")
                if !text.isEmpty { append(item.type == "orderedList" ? .step : .listItem, text) }
            }
        case "termList":
            for (index, entry) in (item.items ?? []).enumerated() {
                let term = inlineText(entry.term?.inlineContent ?? [], path: "\(path).items[\(index)].term.inlineContent")
                let definition = (entry.definition?.content ?? []).enumerated()
                    .map { blockText($0.element, path: "\(path).items[\(index)].definition.content[\($0.offset)]", mentions: true) }
                    .filter { !$0.isEmpty }.joined(separator: " ")
                let text = [term, definition].filter { !$0.isEmpty }.joined(separator: ": ")
                if !text.isEmpty { append(.listItem, text) }
            }
        case "table":
            let text = blockText(item, path: path)
            if !text.isEmpty { append(.paragraph, text) }
        case "small":
            let text = inlineText(item.inlineContent ?? [], path: path + ".inlineContent")
            if !text.isEmpty { append(.paragraph, text) }
        case "thematicBreak":
            break
        default:
            noteUnread(item.type ?? "(no type)", path: path)
        }
    }

    /// A block's text on one line (paragraphs of an aside, a parameter, a list item).
    private mutating func blockText(_ item: RenderBlock, path: String, mentions: Bool = false) -> String {
        switch item.type {
        case "paragraph", "small":
            return inlineText(item.inlineContent ?? [], path: path + ".inlineContent", mentions: mentions)
        case "heading":
            return item.text ?? ""
        case "aside":
            return (item.content ?? []).enumerated().map { blockText($0.element, path: "\(path).content[\($0.offset)]", mentions: mentions) }
                .filter { !$0.isEmpty }.joined(separator: " ")
        case "unorderedList", "orderedList":
            return (item.items ?? []).enumerated().flatMap { entry in
                (entry.element.content ?? []).enumerated().map { blockText($0.element, path: "\(path).items[\(entry.offset)].content[\($0.offset)]", mentions: mentions) }
            }.filter { !$0.isEmpty }.joined(separator: " ")
        case "table":
            // Cells in row order, a row's cells separated as the markdown reader's table text is.
            return (item.rows ?? []).enumerated().map { row in
                row.element.enumerated().map { cell in
                    cell.element.enumerated().map { blockText($0.element, path: "\(path).rows[\(row.offset)][\(cell.offset)][\($0.offset)]") }.joined(separator: " ")
                }.joined(separator: " | ")
            }.joined(separator: " ")
        case "codeListing":
            return ""
        default:
            noteUnread(item.type ?? "(no type)", path: path)
            return ""
        }
    }

    // MARK: Inline content

    /// Inline content as plain text, as the markdown reader's `plainText` gives it: code voice in
    /// backticks, emphasis dropped, a reference as the referenced title (a link's text).
    private mutating func inlineText(_ items: [RenderInline], path: String, mentions: Bool = false) -> String {
        var out = ""
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            switch item.type {
            case "text":
                out += item.text ?? ""
            case "codeVoice":
                out += "`" + (item.code ?? "") + "`"
            case "reference":
                let (title, target) = resolve(item, path: itemPath)
                out += title
                if mentions, let target {
                    block.mentions.append(SymbolReference(name: ReferenceResolver.name(text: title, target: target), target: target, line: Self.line))
                }
            case "link":
                out += item.title ?? item.destination ?? ""
            case "emphasis", "italic", "strong", "newTerm", "inlineHead", "small", "superscript", "subscript", "strikethrough":
                out += inlineText(item.inlineContent ?? [], path: itemPath + ".inlineContent", mentions: mentions)
            case "image":
                break
            default:
                noteUnread("inline \(item.type ?? "(no type)")", path: itemPath)
                out += item.text ?? item.code ?? ""
            }
        }
        return out.trimmed(.whitespaces)
    }

    /// The title an inline reference shows and the URL it links to; a reference missing from
    /// `references` is reported and shown as its identifier's last path component.
    private mutating func resolve(_ item: RenderInline, path: String) -> (title: String, target: String?) {
        let identifier = item.identifier ?? ""
        if let reference = node.references?[identifier] {
            let title = item.overridingTitle ?? reference.title ?? Self.lastComponent(identifier)
            return (title, reference.url)
        }
        if missingReferences.insert(identifier).inserted {
            block.diagnostics.append(Diagnostic(
                id: "docgen.extract.render-node-missing-reference", severity: .warning,
                message: "reference \(identifier.isEmpty ? "(no identifier)" : identifier) at \(path) is not in the node's references; shown as its last path component",
                file: file))
        }
        return (item.overridingTitle ?? Self.lastComponent(identifier), nil)
    }

    static func lastComponent(_ identifier: String) -> String {
        identifier.split(separator: "/").last.map(String.init) ?? identifier
    }

    // MARK: Groups

    private mutating func groups(_ groups: [RenderNode.TaskGroup]?, kind: SectionKind, key: String) {
        for (index, group) in (groups ?? []).enumerated() {
            var raw = RawSection(heading: group.title.map { Prose(text: $0, line: Self.line) }, kind: kind)
            for (offset, identifier) in (group.identifiers ?? []).enumerated() {
                let entry = topic(identifier, path: "$.\(key)[\(index)].identifiers[\(offset)]")
                raw.references.append(entry.reference)
                raw.blocks.append(Block(kind: .listItem, text: entry.text, line: Self.line))
            }
            block.sections.append(raw)
        }
    }

    private mutating func relationships(_ group: RenderNode.RelationshipGroup, path: String) {
        let kind: SectionKind
        switch group.type {
        case "conformsTo", "inheritsFrom": kind = .conformsTo
        case "inheritedBy": kind = .inheritedBy
        case "conformingTypes": kind = .conformingTypes
        default: kind = .other
        }
        var raw = RawSection(heading: group.title.map { Prose(text: $0, line: Self.line) }, kind: kind)
        for (offset, identifier) in (group.identifiers ?? []).enumerated() {
            let entry = topic(identifier, path: "\(path).identifiers[\(offset)]")
            raw.references.append(SymbolReference(name: entry.reference.name, target: entry.reference.target, line: Self.line))
            raw.blocks.append(Block(kind: .listItem, text: entry.reference.name, line: Self.line))
        }
        block.sections.append(raw)
    }

    /// A topic-group entry: its list text (title, then abstract, as a sosumi topic list shows it)
    /// and its reference.
    private mutating func topic(_ identifier: String, path: String) -> (text: String, reference: SymbolReference) {
        let (title, target) = resolve(RenderInline(type: "reference", identifier: identifier), path: path)
        let abstract = node.references?[identifier]?.abstract.map { inlineText($0, path: "$.references[\"\(identifier)\"].abstract") } ?? ""
        let name = target.map { ReferenceResolver.name(text: title, target: $0) } ?? title
        let reference = SymbolReference(name: name, target: target, abstract: abstract.isEmpty ? .init() : Localized(.en, abstract), line: Self.line)
        return (abstract.isEmpty ? title : title + " " + abstract, reference)
    }

    // MARK: Sections

    private mutating func append(_ kind: Block.Kind, _ text: String) {
        if section == nil { section = RawSection(heading: nil, kind: .overview) }
        section?.blocks.append(Block(kind: kind, text: text, line: Self.line))
    }

    private mutating func closeSection() {
        guard let current = section else { return }
        section = nil
        if current.kind == .returnValue, block.returnValue == nil, !current.blocks.isEmpty {
            block.returnValue = Prose(text: current.blocks.map(\.text).joined(separator: " "), line: Self.line)
        }
        block.sections.append(current)
    }

    private mutating func noteUnread(_ type: String, path: String) {
        if unread[type] == nil { unread[type] = path }
    }
}
