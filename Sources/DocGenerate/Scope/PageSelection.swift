import DocModel
import Foundation

/// The pages a user asked `docgen generate` for (`--select-path`, `--select-symbol`, `--select-page`).
///
/// Each given criterion must hold (one of its values suffices); no criterion selects every page.
/// Unselected pages get no suite: they are listed in `TestPlan.outOfScope` as "not selected by …".
public struct PageSelection: Sendable, Hashable {
    /// Globs over the page's source path (`documentation/swiftui/view/*`; `*` stays within a folder,
    /// `**` crosses folders, `?` is one character).
    public var pathGlobs: [String]
    /// Symbol names (`focused(_:equals:)`) or documented paths (`View/focused(_:equals:)`), ignoring case.
    public var symbols: [String]
    /// Page-id prefixes, i.e. topics (`swiftui/view/`, `swiftui/focusstate`), ignoring case.
    public var pageIDPrefixes: [String]

    /// A selection; all empty selects every page.
    public init(pathGlobs: [String] = [], symbols: [String] = [], pageIDPrefixes: [String] = []) {
        self.pathGlobs = pathGlobs
        self.symbols = symbols
        self.pageIDPrefixes = pageIDPrefixes
    }

    /// Whether every page is selected.
    public var selectsAll: Bool { pathGlobs.isEmpty && symbols.isEmpty && pageIDPrefixes.isEmpty }

    /// Whether `page` (documenting `documentedPath`, if any) is selected.
    public func selects(_ page: PageRecord, documentedPath: String?) -> Bool {
        if !pathGlobs.isEmpty, !pathGlobs.contains(where: { Self.glob($0, matches: page.source.path) }) { return false }
        if !symbols.isEmpty {
            let names = Set([page.symbol.name, documentedPath].compactMap { $0?.lowercased() })
            if !symbols.contains(where: { names.contains($0.lowercased()) }) { return false }
        }
        if !pageIDPrefixes.isEmpty, !pageIDPrefixes.contains(where: { page.id.lowercased().hasPrefix($0.lowercased()) }) {
            return false
        }
        return true
    }

    /// The reason recorded for an unselected page (`not selected by --select-path 'a/*'`).
    public var reason: String {
        let parts = pathGlobs.map { "--select-path '\($0)'" } + symbols.map { "--select-symbol '\($0)'" }
            + pageIDPrefixes.map { "--select-page '\($0)'" }
        return "not selected by " + parts.joined(separator: " ")
    }

    /// Whether the glob `pattern` matches the whole of `path`.
    public static func glob(_ pattern: String, matches path: String) -> Bool {
        var regex = "^"
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" { characters.removeFirst(); regex += "(?:.*/)?" } else { regex += ".*" }
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        regex += "$"
        return path.range(of: regex, options: .regularExpression) != nil
    }
}
