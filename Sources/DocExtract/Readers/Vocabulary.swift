import DocModel
import Foundation

/// The reader-facing view of the phrasebooks (`Phrasebooks/*.json`): every language-specific
/// word the readers need goes through here, so no reader carries literals of its own.
enum Vocabulary {
    /// The section kind a heading names, or nil for headings of topic groups and the like.
    static func sectionKind(forHeading heading: String) -> SectionKind? {
        Phrasebook.sectionKind(forHeading: heading)
    }

    /// The symbol kind a role line names (`Instance Method`, `实例方法`).
    static func symbolKind(forRole role: String) -> SymbolKind? {
        Phrasebook.symbolKind(forRole: role)
    }

    /// The role an example label gives the listing after it (`Incorrect (…):`).
    static func exampleRole(forLabel label: String) -> CodeExample.Role? {
        Phrasebook.exampleRole(forLabel: label)
    }

    /// Whether a line is page chrome to drop (sosumi footer, scraped-page banners).
    static func isChrome(_ line: String) -> Bool {
        PageChrome.isChrome(line)
    }

    /// Platform names, longest first as the phrasebooks list them.
    static let platforms: [String] = Phrasebook.all.flatMap(\.platforms).uniqued()

    /// Labels that introduce availability (`Available on:`, `可用于：`), in both languages.
    static let availabilityLabels: [String] = Phrasebook.all.flatMap(\.availability.labels).uniqued()

    /// Headings that stand for availability (`Platforms`, `平台`), normalised as section headings are.
    static let availabilityHeadings: Set<String> = Set(Phrasebook.all.flatMap(\.availability.headings).map(Phrasebook.normalizedLabel))

    /// Whether a heading introduces the page's availability (a list or badges) instead of a section.
    static func isAvailabilityHeading(_ heading: String) -> Bool {
        availabilityHeadings.contains(Phrasebook.normalizedLabel(heading))
    }

    /// First words of run-together breadcrumbs (`Technologies…`).
    static let breadcrumbRoots: [String] = Phrasebook.all.flatMap(\.chrome.breadcrumbRoots).uniqued()

    /// Whether `text` starts with a platform name; with `wordBoundary`, not glued to a following letter.
    static func startsWithPlatform(_ text: String, wordBoundary: Bool = false) -> Bool {
        platforms.contains { platform in
            guard SimpleText.hasPrefix(text, platform) else { return false }
            return !wordBoundary || !(text.dropFirst(platform.count).first?.isLetter ?? false)
        }
    }

    /// Whether a bold label alone (`**Availability**`) introduces an availability list.
    static func isAvailabilityLabel(_ label: String) -> Bool {
        normalizedAvailabilityLabels.contains(label.trimmed(.characters(":：")).lowercased())
    }

    /// `availabilityLabels` without colons, lower-cased, as `isAvailabilityLabel` compares them
    /// (a set: `String` hashing agrees with `==`).
    private static let normalizedAvailabilityLabels: Set<String> = Set(availabilityLabels.map { $0.trimmed(.characters(":：")).lowercased() })

    /// The rest of an `Available on:` line, or nil when the text is not one.
    static func availabilityPrefixRemoved(_ text: String) -> String? {
        availabilityLabels.first { SimpleText.hasPrefix(text, $0) }.map { String(text.dropFirst($0.count)) }
    }


    /// Whether `text` is nothing but platforms with versions (`iOS 17.0+iPadOS 17.0+`,
    /// `macOS 14.0+ Deprecated`), run together or separated: a rendered page's availability line.
    /// With `garbled`, also a line a crawler garbled (`tvOS 16.0+、vvOS 1.0+`, `VisionOS 1.0+WatchOS
    /// 10.0+`, `macOS 26.0+ 和 macOS 26.0+`): platforms in any case, and OS-like words and
    /// conjunctions besides — read for what it states, since it is neither prose nor a summary.
    /// The platforms of a line that names platforms only, without versions (`iOS, iPadOS, Mac
    /// Catalyst, macOS`): a page that gives their versions elsewhere (front matter). Nil when the
    /// line holds anything else.
    static func platformList(_ text: String) -> [String]? {
        let names = text.split(separator: ",").map { $0.trimmed(.whitespaces) }
        guard names.count >= 1, names.allSatisfy({ platforms.contains($0) }) else { return nil }
        return names
    }

    static func isAvailabilityOnly(_ text: String, garbled: Bool = false) -> Bool {
        guard startsWithPlatform(text), !availability(text).isEmpty else { return false }
        // `16.0+`, or a deprecated range without a plus (`macOS 10.15–12.0Deprecated`).
        let dashes = garbled ? "–—-" : "–—"
        guard text.contains("+") || (text.contains(where: { dashes.contains($0) }) && deprecatedMarkers.contains(where: text.contains)) else { return false }
        var rest = text
        for platform in platforms { rest = rest.replacingOccurrences(of: platform, with: " ", options: garbled ? .caseInsensitive : []) }
        for marker in statusMarkers { rest = rest.replacingOccurrences(of: marker, with: " ") }
        if garbled {
            rest = rest.replacingOccurrences(of: #"[A-Za-z]{1,10}OS"#, with: " ", options: .regularExpression)
            for word in availabilityConjunctions { rest = rest.replacingOccurrences(of: word, with: " ") }
        }
        return rest.allSatisfy { $0.isNumber || $0.isWhitespace || ".+,–-、".contains($0) }
    }

    /// Words joining platforms in an availability line (`和`), every language.
    static let availabilityConjunctions: [String] = Phrasebook.all.flatMap(\.availability.conjunctions).uniqued()

    /// Parses an availability line or list item (run-together forms included).
    static func availability(_ text: String) -> [Availability] {
        AvailabilityParser.parse(text)
    }

    /// A rendered page's availability line, also when the page printed its frameworks before the
    /// platforms with no separator (`RealityKitSwiftUIiOS 13.0–18.4Deprecated…`,
    /// `Journaling SuggestionsSwiftUIiOS 17.0+`): the prefix (capitalised words, no digits or
    /// punctuation) is dropped. Nil when the text is not such a line.
    static func headerAvailability(_ text: String) -> [Availability]? {
        if isAvailabilityOnly(text) { return availability(text) }
        // The prefix is at most 80 letters and spaces, so only that many split points are tried
        // (a long line of prose costs no more than a short one).
        var index = text.startIndex
        var length = 0
        while index < text.endIndex, length < 80 {
            let character = text[index]
            guard character.isLetter || character == " " else { return nil }
            index = text.index(after: index)
            length += 1
            let rest = String(text[index...])
            guard startsWithPlatform(rest) else { continue }
            let prefix = text[..<index]
            guard prefix.split(separator: " ").allSatisfy({ $0.first?.isUppercase ?? false }) else { return nil }
            return isAvailabilityOnly(rest) ? availability(rest) : nil
        }
        return nil
    }

    /// `text` without a trailing `Deprecated` / `Beta` marker (a breadcrumb entry of a rendered page).
    static func withoutStatusMarker(_ text: String) -> String {
        var result = text.trimmed(.whitespaces)
        for marker in statusMarkers where result.hasSuffix(" " + marker) {
            result = String(result.dropLast(marker.count)).trimmed(.whitespaces)
        }
        return result
    }

    /// `Deprecated` markers of availability, every language.
    static let deprecatedMarkers: [String] = Phrasebook.all.flatMap(\.availability.deprecated)
    /// `Deprecated` and `Beta` markers of availability, every language.
    static let statusMarkers: [String] = Phrasebook.all.flatMap { $0.availability.deprecated + $0.availability.beta }

    /// Texts of links to the page's origin (`View on Apple Developer`).
    static let originLinks: [String] = Phrasebook.all.flatMap(\.chrome.originLinks).uniqued()

    /// `originLinks` as a set (`String` hashing agrees with `==`).
    static let originLinkSet: Set<String> = Set(originLinks)
    /// Prefixes of a full-page crawl's origin line (`Source:`).
    static let sourceLinePrefixes: [String] = Phrasebook.all.flatMap(\.chrome.sourceLinePrefixes).uniqued()
    /// Lines that end a crawled site's navigation (`Navigator is ready`).
    static let navigationEnds: [String] = Phrasebook.all.flatMap(\.chrome.navigationEnds).uniqued()
    /// Line prefixes that start a crawled site's footer (`Current page is `).
    static let footerStarts: [String] = Phrasebook.all.flatMap(\.chrome.footerStarts).uniqued()
    /// What rendered pages append to a title (` | Apple Developer Documentation`), every language.
    static let titleSuffixes: [String] = Phrasebook.all.flatMap(\.chrome.titleSuffixes).uniqued()

    /// `text` without a site's title suffix.
    static func titleWithoutSuffix(_ text: String) -> String {
        guard let suffix = titleSuffixes.first(where: { text.hasSuffix($0) && text.count > $0.count }) else { return text }
        return String(text.dropLast(suffix.count)).trimmed(.whitespaces)
    }
}
