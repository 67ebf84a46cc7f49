/// The content hashes of a page and its parts (docs/model.md, "Content hashes").
///
/// Each hash covers what a reader sees, normalized by `ContentNormalizer`: never ids, lines,
/// files, crawl dates or diagnostics, so a re-crawl that only moves text keeps every hash.
extension PageRecord {
    /// This page with `contentHash` set on its claims, examples, declaration, parameters and itself.
    /// Consuming: a page handed over (a temporary, as the extractor's is) is updated in place,
    /// not copied with every array it holds.
    public consuming func withContentHashes() -> PageRecord {
        var page = self
        for index in page.claims.indices {
            page.claims[index].contentHash = Claim.contentHash(text: page.claims[index].text)
        }
        let exampleHashes = page.examples.map(\.computedContentHash)
        for index in page.examples.indices { page.examples[index].contentHash = exampleHashes[index] }
        let parameterHashes = page.parameters.map(\.computedContentHash)
        for index in page.parameters.indices { page.parameters[index].contentHash = parameterHashes[index] }
        let declarationHash = page.declaration.map { Declaration.contentHash(text: $0.text) }
        if let declarationHash { page.declaration?.contentHash = declarationHash }
        // The page's hash takes the parts' hashes just computed rather than computing them again.
        page.contentHash = page.hashOfParts(declarationHash: declarationHash, parameterHashes: parameterHashes,
                                            exampleHashes: exampleHashes)
        return page
    }

    /// The hash of the whole page: symbol, availability, declaration, summary, sections,
    /// parameters, return value, examples and relationship targets. The parts, in order:
    /// `page`, name, kind; `platform introduced deprecated beta` per availability; the
    /// declaration's hash (or nothing); the summary's prose parts; per section its kind, its
    /// heading's prose parts and `language kind prose` per block; each parameter's hash; the
    /// return value's prose parts; each example's hash; `kind name,name…` per relationship.
    /// Computed as it goes (`ContentHasher`): the same value as `ContentHash.of` those parts.
    var computedContentHash: String {
        hashOfParts(declarationHash: declaration.map { Declaration.contentHash(text: $0.text) },
                    parameterHashes: parameters.map(\.computedContentHash), exampleHashes: examples.map(\.computedContentHash))
    }

    /// `computedContentHash` given the hashes of the declaration, parameters and examples.
    private func hashOfParts(declarationHash: String?, parameterHashes: [String], exampleHashes: [String]) -> String {
        var hasher = ContentHasher()
        hasher.part(); hasher.add("page" as StaticString)
        hasher.part(); hasher.add(symbol.name)
        hasher.part(); hasher.add(symbol.kind.rawValue)
        for entry in availability {
            hasher.part()
            hasher.add(entry.platform); hasher.add(" " as StaticString)
            hasher.add(entry.introduced ?? ""); hasher.add(" " as StaticString)
            hasher.add(entry.deprecated ?? ""); hasher.add(" " as StaticString)
            hasher.add(entry.beta ? "true" : "false")
        }
        hasher.part()
        if let declarationHash { hasher.add(declarationHash) }
        Self.addProseParts(summary, to: &hasher)
        for section in sections {
            hasher.part(); hasher.add(section.kind.rawValue)
            Self.addProseParts(section.heading, to: &hasher)
            for language in Language.allCases {
                guard let blocks = section.blocks[language] else { continue }
                for block in blocks {
                    hasher.part()
                    hasher.add(language.rawValue); hasher.add(" " as StaticString)
                    hasher.add(block.kind.rawValue); hasher.add(" " as StaticString)
                    hasher.addProse(block.text)
                }
            }
        }
        for hash in parameterHashes { hasher.part(); hasher.add(hash) }
        Self.addProseParts(returnValue, to: &hasher)
        for hash in exampleHashes { hasher.part(); hasher.add(hash) }
        for relationship in relationships {
            hasher.part()
            hasher.add(relationship.kind.rawValue); hasher.add(" " as StaticString)
            for (offset, target) in relationship.targets.enumerated() {
                if offset > 0 { hasher.add("," as StaticString) }
                hasher.add(target.name)
            }
        }
        return hasher.hex
    }

    static func proseParts(_ value: Localized<Prose>) -> [String] {
        value.languages.map { "\($0.rawValue) \(ContentNormalizer.prose(value[$0]?.text ?? ""))" }
    }

    /// `proseParts(value)`, each as a part of `hasher`.
    static func addProseParts(_ value: Localized<Prose>, to hasher: inout ContentHasher) {
        for language in Language.allCases {
            guard let prose = value[language] else { continue }
            hasher.part()
            hasher.add(language.rawValue); hasher.add(" " as StaticString)
            hasher.addProse(prose.text)
        }
    }
}

extension Claim {
    /// The content hash of a sentence.
    public static func contentHash(text: String) -> String {
        var hasher = ContentHasher()
        hasher.part(); hasher.add("claim" as StaticString)
        hasher.part(); hasher.addProse(text)
        return hasher.hex
    }
}

extension Declaration {
    /// The content hash of a declaration listing.
    public static func contentHash(text: String) -> String {
        var hasher = ContentHasher()
        hasher.part(); hasher.add("declaration" as StaticString)
        hasher.part(); hasher.addCode(text)
        return hasher.hex
    }
}

extension CodeExample {
    /// The content hash of the listing: its code, language and role.
    var computedContentHash: String {
        var hasher = ContentHasher()
        hasher.part(); hasher.add("example" as StaticString)
        hasher.part(); hasher.add(language)
        hasher.part(); hasher.add(role.rawValue)
        hasher.part(); hasher.addCode(code)
        return hasher.hex
    }
}

extension Parameter {
    /// The content hash of the name and every language's description.
    var computedContentHash: String {
        var hasher = ContentHasher()
        hasher.part(); hasher.add("parameter" as StaticString)
        hasher.part(); hasher.add(name)
        PageRecord.addProseParts(description, to: &hasher)
        return hasher.hex
    }
}
