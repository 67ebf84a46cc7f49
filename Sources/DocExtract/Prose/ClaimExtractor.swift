import DocModel

/// Extracts a page's normative claims in every language it has, aligned across languages.
public enum ClaimExtractor {
    /// The page's claims (aligned where the structure allows); see `extract(from:)`.
    public static func claims(for page: PageRecord) -> [Claim] {
        extract(from: page).claims
    }

    /// Claims plus diagnostics: sentences are inventoried (`ProseInventory`), classified
    /// (`ClaimClassifier`), aligned (`ClaimAligner`), and the page is checked for bilingual drift.
    public static func extract(from page: PageRecord) -> ClaimExtraction {
        let sentences = ProseInventory.sentences(for: page)
        var result = ClaimAligner.align(sentences, page: page)
        for sentence in sentences where ProseInventory.isOverlong(sentence.text) {
            result.diagnostics.append(Diagnostic(
                id: ProseDiagnosticID.sentenceTooLong, severity: .note,
                message: "\(sentence.text.utf8.count)-byte run of text without a sentence end was not read for claims",
                file: page.source.path, line: sentence.line))
        }
        result.diagnostics += BilingualDrift.diagnostics(for: page)
        return result
    }

    /// The claim a sentence makes at `level`, with its stable id `<page id>#<key>@<language>`.
    public static func claim(from sentence: ProseSentence, level: Claim.Level, page: PageRecord) -> Claim {
        Claim(id: claimID(page: page, key: sentence.alignmentKey, language: sentence.language),
              alignmentKey: sentence.alignmentKey, language: sentence.language, text: sentence.text,
              section: sentence.section, parameter: sentence.parameter, level: level,
              file: page.source.path, line: sentence.line, rule: sentence.rule, basis: sentence.basis)
    }

    /// The stable id of the claim at `key` in `language` on `page`.
    public static func claimID(page: PageRecord, key: String, language: Language) -> String {
        "\(page.id)#\(key)@\(language.rawValue)"
    }
}
