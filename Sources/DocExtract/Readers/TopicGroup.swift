import DocIngest
import DocModel

/// A topic group written as a sub-heading of a narrative section: `### Getting submission labels`
/// under `## Overview`, then a list whose every item links to another documentation page and
/// describes it (`- [continue](/documentation/swiftui/submitlabel/continue): Defines …`). Dumps
/// converted from DocC without a `Topics` heading write a symbol's topic groups this way; their
/// items describe other APIs, so they are a topics section, not the page's claims.
enum TopicGroup {
    /// Where a sub-heading stands in its section, and how many topic entries followed it.
    struct Start {
        /// Index of the sub-heading's block in the section.
        var block: Int
        /// Count of the section's references when the sub-heading was read.
        var reference: Int
        /// List items after the sub-heading that are topic entries.
        var entries = 0
    }

    /// A list item that starts with a link to a documentation page (a path under
    /// `/documentation/`, a relative `.md` page of a dump, a `doc:` link).
    static func isEntry(_ item: MarkdownNode) -> Bool {
        guard let paragraph = item.children.first, let first = paragraph.children.first,
              case .link(let destination) = first.kind else { return false }
        return destination.contains("/documentation/") || destination.hasPrefix("doc:")
            || destination.split(separator: "#").first.map { $0.hasSuffix(".md") } == true
    }

    /// `section` without the sub-heading at `start` and its list, and those as a topics section,
    /// when everything after the sub-heading is list items that are all topic entries; nil otherwise.
    static func split(_ section: RawSection, at start: Start) -> (remaining: RawSection, topics: RawSection)? {
        guard start.block < section.blocks.count, section.blocks[start.block].kind == .heading else { return nil }
        let items = section.blocks[(start.block + 1)...]
        guard !items.isEmpty, items.allSatisfy({ $0.kind == .listItem }), start.entries == items.count,
              [.overview, .discussion, .other].contains(section.kind) else { return nil }
        let heading = section.blocks[start.block]
        var remaining = section
        remaining.blocks.removeSubrange(start.block...)
        var topics = RawSection(heading: Prose(text: heading.text, line: heading.line), kind: .topics, blocks: Array(items))
        if start.reference <= section.references.count {
            topics.references = Array(section.references[start.reference...])
            remaining.references.removeSubrange(start.reference...)
        }
        return (remaining, topics)
    }
}
