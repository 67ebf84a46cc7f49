import DocModel

/// Lists every sentence of a page's claim-bearing prose, block by block, in page order.
///
/// Read: the summary, each parameter's description, the return value (all definitional), and
/// the blocks of sections whose kind is in `narrativeKinds`. Alignment keys follow structure:
/// `summary.s1`, `parameter.<name>.s3`, `return-value.s1`, `<section id>.p<block>.s<sentence>`
/// (block and sentence 1-based; every block and sentence counts, so positions match across
/// languages). A block whose first sentence narrates an example is narration throughout.
/// Chinese `；` ends a sentence; when that alone makes a Chinese block longer than its English
/// counterpart (English keeps `;` inside the sentence), the Chinese block is split without it.
public enum ProseInventory {
    /// Section kinds whose blocks are read for claims. Summary, parameters and return value come
    /// from their dedicated page fields instead; topics, relationships and see-also never count.
    public static let narrativeKinds: [SectionKind] = [.overview, .discussion, .howItWorks, .rule, .other]

    /// One block of prose in every language, with its structural key.
    struct Unit {
        var key: String
        var section: SectionKind
        var parameter: String?
        var role: ProseRole
        var prose: Localized<Prose>
        /// The numbered rule the block states (rule documents), read by `RuleMarker`.
        var rule: RuleMarker.Lead? = nil
    }

    /// All sentences of `page`'s claim-bearing prose: per block, English then Chinese.
    public static func sentences(for page: PageRecord) -> [ProseSentence] {
        units(of: page).flatMap(sentences(of:))
    }

    static func units(of page: PageRecord) -> [Unit] {
        var units = [Unit(key: "summary", section: .summary, role: .definitional, prose: page.summary)]
        for parameter in page.parameters {
            units.append(Unit(key: "parameter.\(parameter.name)", section: .parameters, parameter: parameter.name,
                              role: .definitional, prose: parameter.description))
        }
        units.append(Unit(key: "return-value", section: .returnValue, role: .definitional, prose: page.returnValue))
        for section in page.sections where narrativeKinds.contains(section.kind) {
            let count = max(section.blocks.en?.count ?? 0, section.blocks.zhHans?.count ?? 0)
            for offset in 0..<count {
                var prose = Localized<Prose>()
                for language in Language.allCases {
                    guard let blocks = section.blocks[language], offset < blocks.count,
                          blocks[offset].kind != .heading else { continue }
                    prose[language] = Prose(text: blocks[offset].text, line: blocks[offset].line)
                }
                // A numbered rule is normative throughout, cue word or not.
                var rule: RuleMarker.Lead?
                for language in Language.allCases {
                    if let text = prose[language]?.text, let lead = RuleMarker.bundled.lead(of: text) {
                        rule = lead
                        break
                    }
                }
                // A rule without its own marker rests on what its heading says (`Lifecycle (O)`).
                if rule?.basis == nil { rule?.basis = section.heading.en.flatMap { RuleMarker.bundled.headingBasis($0.text) } }
                units.append(Unit(key: "\(section.id).p\(offset + 1)", section: section.kind,
                                  role: rule == nil ? .narrative : .definitional, prose: prose, rule: rule))
            }
        }
        return uniquingKeys(units)
    }

    /// A key repeated by malformed input (two parameters of one name) gets `-2`, `-3`, … so that
    /// claim ids stay unique.
    private static func uniquingKeys(_ units: [Unit]) -> [Unit] {
        var seen: [String: Int] = [:]
        return units.map { unit in
            var unit = unit
            let count = (seen[unit.key] ?? 0) + 1
            seen[unit.key] = count
            if count > 1 { unit.key += "-\(count)" }
            return unit
        }
    }

    static func sentences(of unit: Unit) -> [ProseSentence] {
        let english = unit.prose.en.map { SentenceSplitter.spans($0.text, language: .en) }
        var chinese = unit.prose.zhHans.map { SentenceSplitter.spans($0.text, language: .zhHans) }
        if let en = english, let zh = chinese, zh.count > en.count, let text = unit.prose.zhHans?.text {
            let coarse = SentenceSplitter.spans(text, language: .zhHans, semicolons: false)
            if coarse.count == en.count { chinese = coarse }
        }
        var result: [ProseSentence] = []
        for (language, spans) in [(Language.en, english), (.zhHans, chinese)] {
            guard let spans, let prose = unit.prose[language] else { continue }
            result += classify(spans, unit: unit, line: prose.line, language: language)
        }
        return result
    }

    /// Sentences longer than this (UTF-8 bytes) are listed but not classified: no documentation
    /// sentence comes near it, and cue matching a megabyte-long run of text without a sentence
    /// end costs time in proportion to its length times its cue occurrences.
    public static let maximumSentenceBytes = 4096

    /// Whether `text` is too long to be read for claims (see `maximumSentenceBytes`).
    static func isOverlong(_ text: String) -> Bool { text.utf8.count > maximumSentenceBytes }

    /// The language whose cues read `text`: a sentence of a Chinese block without a Han
    /// character is English the translation kept (`Required`, a term left untranslated).
    static func wordingLanguage(of text: String, block language: Language) -> Language {
        language == .zhHans && !text.contains(where: \.isCJK) ? .en : language
    }

    private static func classify(_ spans: [SentenceSpan], unit: Unit, line: Int, language: Language) -> [ProseSentence] {
        // The first sentence's matcher decides narration and, when the sentence is read as it
        // stands in the block's language, its levels too.
        let firstMatcher = spans.first.flatMap { isOverlong($0.text) ? nil : CueMatcher(sentence: $0.text, language: language) }
        let narration = firstMatcher.map(ClaimClassifier.isNonNormative) ?? false
        return spans.enumerated().map { offset, span in
            var text = span.text
            var basis: Claim.Basis?
            if let rule = unit.rule {
                let stripped = RuleMarker.bundled.strip(text, rule: rule.rule)
                text = stripped.text
                basis = stripped.marked ? stripped.basis : rule.basis
            }
            let wording = wordingLanguage(of: text, block: language)
            let read = !narration && !isOverlong(text)
            let levels: (level: Claim.Level?, modal: Claim.Level?)
            if !read {
                levels = (nil, nil)
            } else if offset == 0, let firstMatcher, wording == language, text == span.text {
                levels = ClaimClassifier.levels(of: text, matcher: firstMatcher, role: unit.role, nonNormative: narration)
            } else {
                levels = ClaimClassifier.levels(of: text, language: wording, role: unit.role)
            }
            var sentence = ProseSentence(alignmentKey: "\(unit.key).s\(offset + 1)", blockKey: unit.key, language: language,
                          text: text, section: unit.section, parameter: unit.parameter, index: offset + 1,
                          blockSentenceCount: spans.count, line: line + span.lineOffset,
                          level: levels.level, modalLevel: levels.modal)
            sentence.rule = unit.rule?.rule
            sentence.basis = basis
            return sentence
        }
    }
}
