import Foundation

/// Stable page ids: the documentation path of the origin URL, else the source path.
enum PageIdentity {
    /// `https://developer.apple.com/documentation/SwiftUI/View/focused(_:)` → `swiftui/view/focused(_:)`.
    static func id(originURL: String?, file: String) -> String {
        if let url = originURL, let range = url.range(of: "/documentation/") {
            var path = String(url[range.upperBound...])
            path = path.split(separator: "#").first.map(String.init) ?? path
            path = path.split(separator: "?").first.map(String.init) ?? path
            while path.hasSuffix("/") { path.removeLast() }
            if !path.isEmpty { return path.lowercased() }
        }
        var path = file
        for suffix in [".zh-Hans.md", ".md", ".markdown", ".txt", ".html", ".htm"] where path.lowercased().hasSuffix(suffix) {
            path.removeLast(suffix.count)
            break
        }
        return path.isEmpty ? "page" : path
    }
}
