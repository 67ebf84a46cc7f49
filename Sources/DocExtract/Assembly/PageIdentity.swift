import Foundation

/// Stable page ids: the documentation path of the origin URL, else the source path.
enum PageIdentity {
    /// `https://developer.apple.com/documentation/SwiftUI/View/focused(_:)` → `swiftui/view/focused(_:)`.
    ///
    /// Only http and https origins name pages (a `javascript:` or `file:` origin does not), and
    /// `.`/`..`/empty path segments are dropped, so an id never climbs out of the documentation.
    static func id(originURL: String?, file: String) -> String {
        if let url = originURL, isWeb(url), let range = url.range(of: "/documentation/") {
            var path = String(url[range.upperBound...])
            path = path.split(separator: "#").first.map(String.init) ?? path
            path = path.split(separator: "?").first.map(String.init) ?? path
            path = path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
            if !path.isEmpty { return path.lowercased() }
        }
        var path = file
        for suffix in [".zh-Hans.md", ".md", ".markdown", ".txt", ".html", ".htm"] where path.lowercased().hasSuffix(suffix) {
            path.removeLast(suffix.count)
            break
        }
        return path.isEmpty ? "page" : path
    }

    /// Whether `url` is an http or https URL (the only origins docgen derives ids or links from).
    static func isWeb(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }
}
