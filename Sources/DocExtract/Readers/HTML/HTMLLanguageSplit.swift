import DocIngest
import DocModel

/// Splits an HTML page that carries a translation in parallel elements (`<span lang="ja">`
/// beside the English) into one tree per language, so each language becomes a side of the
/// record instead of being run into the English text.
///
/// The page language comes from `<html lang>` (English without one). An element whose own
/// `lang` names another language belongs to that language's tree only; elements without a
/// `lang` (code listings, layout) belong to every tree. Language tags are read by their
/// primary subtag (`ja-JP` → `ja`, `zh-CN`/`zh-Hans` → `zh-Hans`); tags of languages the model
/// does not know are treated as the page language.
enum HTMLLanguageSplit {
    /// The page language and the languages of parallel elements, in canonical order, each with
    /// the tree that language reads.
    static func trees(_ root: HTMLNode) -> [(language: Language, root: HTMLNode)] {
        let page = HTMLLanguage.of(root)
        var found: Set<Language> = [page]
        collect(root, into: &found)
        guard found.count > 1 else { return [(page, root)] }
        return found.sorted().map { language in (language, pruned(root, keeping: language, page: page) ?? root) }
    }

    /// The language a `lang` attribute value names, or nil for one the model does not know.
    static func language(ofTag tag: String) -> Language? {
        let primary = tag.lowercased().split(separator: "-").first.map(String.init) ?? ""
        switch primary {
        case "en": return .en
        case "zh": return .zhHans
        case "ja": return .ja
        default: return nil
        }
    }

    private static func collect(_ node: HTMLNode, into found: inout Set<Language>) {
        if node.name != "html", let tag = node[attribute: "lang"], let language = language(ofTag: tag) { found.insert(language) }
        for child in node.children { collect(child, into: &found) }
    }

    /// `node` without the elements that declare a language other than `language`.
    private static func pruned(_ node: HTMLNode, keeping language: Language, page: Language) -> HTMLNode? {
        if node.name != "html", let tag = node[attribute: "lang"], (self.language(ofTag: tag) ?? page) != language { return nil }
        var copy = node
        copy.children = node.children.compactMap { pruned($0, keeping: language, page: page) }
        return copy
    }
}
