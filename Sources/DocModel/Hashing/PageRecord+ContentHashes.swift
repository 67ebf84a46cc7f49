/// The content hashes of a page and its parts (docs/model.md, "Content hashes").
///
/// Each hash covers what a reader sees, normalized by `ContentNormalizer`: never ids, lines,
/// files, crawl dates or diagnostics, so a re-crawl that only moves text keeps every hash.
extension PageRecord {
    /// This page with `contentHash` set on its claims, examples, declaration, parameters and itself.
    public func withContentHashes() -> PageRecord {
        var page = self
        for index in page.claims.indices {
            page.claims[index].contentHash = Claim.contentHash(text: page.claims[index].text)
        }
        for index in page.examples.indices {
            page.examples[index].contentHash = page.examples[index].computedContentHash
        }
        for index in page.parameters.indices {
            page.parameters[index].contentHash = page.parameters[index].computedContentHash
        }
        if let text = page.declaration?.text { page.declaration?.contentHash = Declaration.contentHash(text: text) }
        page.contentHash = page.computedContentHash
        return page
    }

    /// The hash of the whole page: symbol, availability, declaration, summary, sections,
    /// parameters, return value, examples and relationship targets.
    var computedContentHash: String {
        var parts = ["page", symbol.name, symbol.kind.rawValue]
        parts += availability.map { "\($0.platform) \($0.introduced ?? "") \($0.deprecated ?? "") \($0.beta)" }
        parts.append(declaration.map { Declaration.contentHash(text: $0.text) } ?? "")
        parts += Self.proseParts(summary)
        for section in sections {
            parts.append(section.kind.rawValue)
            parts += Self.proseParts(section.heading)
            for language in section.blocks.languages {
                parts += (section.blocks[language] ?? []).map { "\(language.rawValue) \($0.kind.rawValue) \(ContentNormalizer.prose($0.text))" }
            }
        }
        parts += parameters.map(\.computedContentHash)
        parts += Self.proseParts(returnValue)
        parts += examples.map(\.computedContentHash)
        parts += relationships.map { "\($0.kind.rawValue) " + $0.targets.map(\.name).joined(separator: ",") }
        return ContentHash.of(parts)
    }

    static func proseParts(_ value: Localized<Prose>) -> [String] {
        value.languages.map { "\($0.rawValue) \(ContentNormalizer.prose(value[$0]?.text ?? ""))" }
    }
}

extension Claim {
    /// The content hash of a sentence.
    public static func contentHash(text: String) -> String {
        ContentHash.of(["claim", ContentNormalizer.prose(text)])
    }
}

extension Declaration {
    /// The content hash of a declaration listing.
    public static func contentHash(text: String) -> String {
        ContentHash.of(["declaration", ContentNormalizer.code(text)])
    }
}

extension CodeExample {
    /// The content hash of the listing: its code, language and role.
    var computedContentHash: String {
        ContentHash.of(["example", language, role.rawValue, ContentNormalizer.code(code)])
    }
}

extension Parameter {
    /// The content hash of the name and every language's description.
    var computedContentHash: String {
        ContentHash.of(["parameter", name] + PageRecord.proseParts(description))
    }
}
