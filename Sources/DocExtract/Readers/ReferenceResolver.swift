import Foundation

/// Resolves a link to the Swift name of the symbol it points at.
///
/// `[focused(_:equals:)](…)` → `focused(_:equals:)`; `[Text Field](/documentation/swiftui/textfield)`
/// → `TextField`; a Chinese crawl target `focused___equals.zh-Hans.md` → `focused(_:equals:)`.
enum ReferenceResolver {
    static func name(text: String, target: String) -> String {
        let trimmed = text.trimmed(.whitespacesAnd("`"))
        if looksLikeSymbolName(trimmed) { return trimmed }
        let component = lastComponent(of: target)
        if let name = nameFromDecoratedTitle(trimmed, component: component) { return name }
        let squeezed = SimpleText.replacing(" ", with: "", in: trimmed)
        if !component.isEmpty, squeezed.lowercased() == component.lowercased() { return squeezed }
        if target.hasSuffix(".md"), let decoded = decodeCrawlFileName(component) { return decoded }
        return trimmed.isEmpty ? component : trimmed
    }

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "struct", "class", "enum", "protocol", "init", "case", "typealias",
        "subscript", "macro", "actor", "associatedtype", "operator",
    ]

    /// DocC topic links show a decorated declaration (`func focused<Value>(…) -> some View`):
    /// the identifier after the keyword, with the argument labels of the URL's last component.
    static func nameFromDecoratedTitle(_ text: String, component: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == "(" || $0 == ":" })
        guard let keywordIndex = words.firstIndex(where: { declarationKeywords.contains(String($0)) }) else { return nil }
        let keyword = String(words[keywordIndex])
        if keyword == "init" || keyword == "subscript" {
            return component.hasPrefix(keyword) ? component : keyword
        }
        guard keywordIndex + 1 < words.count else { return nil }
        let identifier = String(words[keywordIndex + 1])
        if let open = component.firstIndex(of: "("), component[..<open].lowercased() == identifier.lowercased() {
            return identifier + component[open...]
        }
        return identifier
    }

    /// A Swift identifier path, optionally with an argument-label list: `init(for:)`, `View.body`.
    ///
    /// The regular expression `^[A-Za-z_][A-Za-z0-9_.]*(\([A-Za-z0-9_:]*\))?$` as ICU runs it,
    /// without compiling it per call: `$` also matches before one final line terminator.
    static func looksLikeSymbolName(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        for end in lineTerminators {
            if bytes.count > end.count, bytes.suffix(end.count).elementsEqual(end) { bytes.removeLast(end.count); break }
        }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        guard let first = bytes.first, isLetter(first) else { return false }
        var index = 1
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        if index == bytes.count { return true }
        guard bytes[index] == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else { return false }
        return bytes[(index + 1)..<(bytes.count - 1)].allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ":") }
    }

    /// The line terminators ICU's `$` matches before, as UTF-8 (made once, not per call).
    private static let lineTerminators: [[UInt8]] = ["\r\n", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        .map { Array($0.utf8) }

    /// The last path component without `.zh-Hans.md` / `.md` and fragment.
    ///
    /// Simple text (`SimpleText`: every scalar a character of its own) is cut as bytes; other text
    /// character by character (`lastComponentByCharacter`) — the same pieces either way, without
    /// the generic splitting machinery (`ReaderShortcutTests` compares the two).
    static func lastComponent(of target: String) -> String {
        guard SimpleText.isSimple(target) else { return lastComponentByCharacter(target) }
        let bytes = Array(target.utf8)
        var path = bytes[...]
        // `split(separator:)` leaves out empty pieces: the first piece is the first non-empty one.
        path = firstPiece(of: path, separator: UInt8(ascii: "#")) ?? path
        path = firstPiece(of: path, separator: UInt8(ascii: "?")) ?? path
        var component = lastPiece(of: path, separator: UInt8(ascii: "/")) ?? []
        for suffix in componentSuffixes where component.count >= suffix.count && component.suffix(suffix.count).elementsEqual(suffix) {
            component.removeLast(suffix.count)
        }
        return String(decoding: component, as: UTF8.self)
    }

    private static let componentSuffixes: [[UInt8]] = [".zh-Hans.md", ".md", ".html"].map { Array($0.utf8) }

    private static func firstPiece(of bytes: ArraySlice<UInt8>, separator: UInt8) -> ArraySlice<UInt8>? {
        var start = bytes.startIndex
        while start < bytes.endIndex, bytes[start] == separator { start += 1 }
        guard start < bytes.endIndex else { return nil }
        let end = bytes[start...].firstIndex(of: separator) ?? bytes.endIndex
        return bytes[start..<end]
    }

    private static func lastPiece(of bytes: ArraySlice<UInt8>, separator: UInt8) -> ArraySlice<UInt8>? {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == separator { end -= 1 }
        guard end > bytes.startIndex else { return nil }
        let start = bytes[..<end].lastIndex(of: separator).map { $0 + 1 } ?? bytes.startIndex
        return bytes[start..<end]
    }

    /// `lastComponent` character by character (any text).
    static func lastComponentByCharacter(_ target: String) -> String {
        var path = target.split(separator: "#").first.map(String.init) ?? target
        path = path.split(separator: "?").first.map(String.init) ?? path
        var component = path.split(separator: "/").last.map(String.init) ?? ""
        for suffix in [".zh-Hans.md", ".md", ".html"] where component.hasSuffix(suffix) {
            component.removeLast(suffix.count)
        }
        return component
    }

    /// Decodes crawl file names, where `(`, `:` and `)` became `_` and trailing `_` were trimmed:
    /// `focused___equals` → `focused(_:equals:)`, `init_for` → `init(for:)`.
    static func decodeCrawlFileName(_ name: String) -> String? {
        guard let open = name.firstIndex(of: "_") else { return name.isEmpty ? nil : name }
        let base = name[..<open]
        var rest = Substring(name[name.index(after: open)...] + "_")
        var labels: [String] = []
        while !rest.isEmpty {
            if rest.hasPrefix("__") {
                labels.append("_")
                rest = rest.dropFirst(2)
            } else if let end = rest.firstIndex(of: "_") {
                labels.append(String(rest[..<end]))
                rest = rest[rest.index(after: end)...]
            } else {
                return nil
            }
        }
        return "\(base)(\(labels.map { "\($0):" }.joined()))"
    }
}
