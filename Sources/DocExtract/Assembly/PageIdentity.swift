import Foundation

/// Stable page ids: the documentation path of the origin URL, else the source path.
enum PageIdentity {
    /// `https://developer.apple.com/documentation/SwiftUI/View/focused(_:)` → `swiftui/view/focused(_:)`.
    ///
    /// Only http and https origins name pages (a `javascript:` or `file:` origin does not), and
    /// `.`/`..`/empty path segments are dropped, so an id never climbs out of the documentation.
    static func id(originURL: String?, file: String) -> String {
        if let url = originURL, isWeb(url), let range = url.range(of: "/documentation/") {
            let path = documentationPath(String(url[range.upperBound...]))
            if !path.isEmpty { return path.lowercased() }
        }
        var path = file
        for suffix in [".zh-Hans.md", ".md", ".markdown", ".txt", ".html", ".htm"] where path.lowercased().hasSuffix(suffix) {
            path.removeLast(suffix.count)
            break
        }
        return path.isEmpty ? "page" : path
    }

    /// The path after `/documentation/` without fragment, query and `.`/`..`/empty segments.
    static func documentationPath(_ text: String) -> String {
        // In simple text every scalar is a character: split on scalars (`PageIdentityTests`
        // compares the two ways).
        guard SimpleText.isSimple(text) else { return documentationPathByCharacter(text) }
        var path = text
        path = firstPart(of: path, before: "#") ?? path
        path = firstPart(of: path, before: "?") ?? path
        return path.unicodeScalars.split(separator: "/").map { String(path[$0.startIndex..<$0.endIndex]) }
            .filter { $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// `documentationPath` splitting on characters (any text).
    static func documentationPathByCharacter(_ text: String) -> String {
        var path = text
        path = path.split(separator: "#").first.map(String.init) ?? path
        path = path.split(separator: "?").first.map(String.init) ?? path
        return path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// `text.split(separator:).first` on scalars: the first run of scalars other than `separator`.
    private static func firstPart(of text: String, before separator: Unicode.Scalar) -> String? {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { $0 != separator }) else { return nil }
        let end = scalars[start...].firstIndex(of: separator) ?? scalars.endIndex
        return String(text[start..<end])
    }

    /// Whether `url` is an http or https URL (the only origins docgen derives ids or links from).
    static func isWeb(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }
}
