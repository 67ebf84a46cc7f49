import DocModel

/// Reads platform availability from the forms pages print it in.
///
/// Handles `**Available on:** iOS 15.0+, iPadOS 15.0+, …`, run-together scraped forms
/// (`iOS 17.0+iPadOS 17.0+Mac Catalyst 17.0+`), bulleted lists (one platform per item),
/// ranges with a `Deprecated` marker (`iOS 13.0–17.0 Deprecated`) and `Beta` markers.
///
/// Interpretation rules:
/// - A version belongs to the platform written immediately before it; a platform without a
///   following version has `introduced == nil` (a bare list `iOSmacOStvOS` names platforms only).
/// - A platform named twice is one entry, at its first position; later mentions fill in what the
///   first lacked. So `iOSmacOStvOSwatchOSvisionOSiOS 16.0+` is five platforms with only iOS
///   introduced in 16.0: the scraped page lists the platforms, then repeats iOS with its version.
/// - The second version of a range is the deprecation version. `Deprecated` without a version
///   sets `deprecated` to the empty string ("deprecated, version not stated").
/// - A `Deprecated`/`Beta` marker applies to the platform before it; before any platform, to all.
/// - Words that are not platforms (`undefined`, labels, `✓ renders`) are ignored.
public enum AvailabilityParser {
    /// The availability entries `text` states, in order of first mention; never throws.
    public static func parse(_ text: String) -> [Availability] {
        let tokenizer = AvailabilityTokenizer.standard
        var entries: [Availability] = []
        var current: Int?
        var afterDash = false
        var globalDeprecated = false
        var globalBeta = false
        for token in tokenizer.tokens(text) {
            switch token {
            case .platform(let name):
                if let existing = entries.firstIndex(where: { $0.platform == name }) {
                    current = existing
                } else {
                    entries.append(Availability(platform: name))
                    current = entries.count - 1
                }
                afterDash = false
            case .version(let version):
                guard let index = current else { continue }
                if afterDash {
                    entries[index].deprecated = version
                } else if entries[index].introduced == nil {
                    entries[index].introduced = version
                }
                afterDash = false
            case .rangeDash:
                afterDash = current.map { entries[$0].introduced != nil } ?? false
            case .deprecated:
                if let index = current {
                    if entries[index].deprecated == nil { entries[index].deprecated = "" }
                } else {
                    globalDeprecated = true
                }
            case .beta:
                if let index = current { entries[index].beta = true } else { globalBeta = true }
            }
        }
        return entries.map { entry in
            var entry = entry
            if globalBeta { entry.beta = true }
            if globalDeprecated, entry.deprecated == nil { entry.deprecated = "" }
            return entry
        }
    }
}
