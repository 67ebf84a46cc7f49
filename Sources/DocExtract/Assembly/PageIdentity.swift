import Foundation

/// Stable page ids: the documentation path of the origin URL, else the source path.
enum PageIdentity {
    /// `https://developer.apple.com/documentation/SwiftUI/View/focused(_:)` → `swiftui/view/focused(_:)`.
    ///
    /// Only http and https origins name pages (a `javascript:` or `file:` origin does not), and
    /// `.`/`..`/empty path segments are dropped, so an id never climbs out of the documentation.
    ///
    /// A member of a file that joins several pages (`JoinedPages`) without an origin of its own
    /// adds its segment to the file's id: `Focus` → `Focus/focusable(_:)`.
    static func id(originURL: String?, file: String, member: String?) -> String {
        let own = id(originURL: originURL, file: file)
        guard let member, own == id(originURL: nil, file: file) else { return own }
        return own + "/" + member
    }

    /// The id of a page that is its file's only page.
    static func id(originURL: String?, file: String) -> String {
        if let url = originURL, isWeb(url) || isDocC(url), let range = SimpleText.range(of: "/documentation/", in: url) {
            let path = documentationPath(String(url[range.upperBound...]))
            if !path.isEmpty { return path.lowercased() }
        }
        var path = file
        for suffix in [".zh-Hans.md", ".md", ".markdown", ".txt", ".html", ".htm", ".json"] where path.lowercased().hasSuffix(suffix) {
            path.removeLast(suffix.count)
            break
        }
        return path.isEmpty ? "page" : path
    }

    /// The path after `/documentation/` without fragment, query and `.`/`..`/empty segments.
    static func documentationPath(_ text: String) -> String {
        // In simple text every scalar is a character, and `#`, `?` and `/` are one byte each:
        // split the UTF-8 (`PageIdentityTests` compares the two ways).
        guard SimpleText.isSimple(text) else { return documentationPathByCharacter(text) }
        var bytes = Array(text.utf8)[...]
        bytes = firstPart(of: bytes, before: UInt8(ascii: "#")) ?? bytes
        bytes = firstPart(of: bytes, before: UInt8(ascii: "?")) ?? bytes
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for segment in bytes.split(separator: UInt8(ascii: "/")) {
            if segment.elementsEqual([UInt8(ascii: ".")]) || segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) { continue }
            if !result.isEmpty { result.append(UInt8(ascii: "/")) }
            result += segment
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `documentationPath` splitting on characters (any text).
    static func documentationPathByCharacter(_ text: String) -> String {
        var path = text
        path = path.split(separator: "#").first.map(String.init) ?? path
        path = path.split(separator: "?").first.map(String.init) ?? path
        return path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// `split(separator:).first` on bytes: the first run of bytes other than `separator`.
    private static func firstPart(of bytes: ArraySlice<UInt8>, before separator: UInt8) -> ArraySlice<UInt8>? {
        guard let start = bytes.firstIndex(where: { $0 != separator }) else { return nil }
        let end = bytes[start...].firstIndex(of: separator) ?? bytes.endIndex
        return bytes[start..<end]
    }

    /// Whether `url` is a DocC topic URL (`doc://bundle/documentation/…`), the origin a RenderNode
    /// of a bundle other than Apple's records.
    static func isDocC(_ url: String) -> Bool {
        url.lowercased().hasPrefix("doc://")
    }

    /// Whether `url` is an http or https URL (the only origins docgen derives ids or links from).
    static func isWeb(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }
}
