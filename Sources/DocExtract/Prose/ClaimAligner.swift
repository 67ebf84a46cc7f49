import DocModel

/// Pairs the English and Chinese claims that say the same thing, by structure alone.
///
/// A sentence pair is aligned when the same block exists in both languages with the same
/// number of sentences: sentence *n* of one is sentence *n* of the other. English governs an
/// aligned pair: its level is used on both sides (a Chinese sentence the cues read otherwise is
/// still a claim, or still not one); a disagreement in force (`forceDiffers`) is reported as a
/// level-mismatch note that quotes both sentences, a bilingual finding.
/// Blocks whose sentence counts differ keep each language's own claims, unaligned, with one
/// claims-unaligned note per block.
public enum ClaimAligner {
    /// Claims from `sentences` (as listed by `ProseInventory`) with `alignedWith` set, plus notes.
    public static func align(_ sentences: [ProseSentence], page: PageRecord) -> ClaimExtraction {
        var result = ClaimExtraction()
        // Grouped once: filtering all sentences per block is quadratic in the page's blocks.
        var english: [String: [ProseSentence]] = [:]
        var chinese: [String: [ProseSentence]] = [:]
        for sentence in sentences {
            switch sentence.language {
            case .en: english[sentence.blockKey, default: []].append(sentence)
            case .zhHans: chinese[sentence.blockKey, default: []].append(sentence)
            case .ja: break  // not read for claims (ProseInventory lists English and Chinese only)
            }
        }
        for key in blockKeys(sentences) {
            let english = english[key] ?? []
            let chinese = chinese[key] ?? []
            if english.isEmpty || chinese.isEmpty {
                result.claims += ownClaims(english + chinese, page: page)
            } else if english.count == chinese.count {
                alignBlock(english, chinese, page: page, into: &result)
            } else {
                let claims = ownClaims(english, page: page) + ownClaims(chinese, page: page)
                result.claims += claims
                if !claims.isEmpty {
                    result.diagnostics.append(unaligned(key, english, chinese, page: page))
                }
            }
        }
        return result
    }

    private static func alignBlock(_ english: [ProseSentence], _ chinese: [ProseSentence],
                                   page: PageRecord, into result: inout ClaimExtraction) {
        for (en, zh) in zip(english, chinese) where en.level != nil || zh.level != nil {
            if forceDiffers(en, zh) {
                result.diagnostics.append(mismatch(en, zh, page: page))
            }
            guard let level = en.level else { continue }
            var enClaim = ClaimExtractor.claim(from: en, level: level, page: page)
            var zhClaim = ClaimExtractor.claim(from: zh, level: level, page: page)
            enClaim.alignedWith = zhClaim.id
            zhClaim.alignedWith = enClaim.id
            result.claims += [enClaim, zhClaim]
        }
    }

    /// Whether an aligned pair really differs in force: both sides state force with a modal
    /// cue and the forces differ, or one side states a requirement or prohibition (a MUST modal:
    /// `must`, `never`, `必须`, `不得`) the other side's level does not carry. A SHOULD or MAY modal
    /// on one side only is translation idiom, not a difference in force: translators add `可以`
    /// to a description (`You create a picker by …` → `您可以通过…来创建`) and drop a descriptive
    /// `should`/`can` (`Where the margins should be added` → `边距的添加位置`), and the side without
    /// a modal reads its level from wording the languages do not mark alike (imperative, behaviour
    /// verb, definitional default).
    static func forceDiffers(_ en: ProseSentence, _ zh: ProseSentence) -> Bool {
        guard en.level != zh.level else { return false }
        switch (en.modal ? en.modalLevel : nil, zh.modal ? zh.modalLevel : nil) {
        case let (enForce?, zhForce?): return enForce != zhForce
        case (.must?, nil), (nil, .must?): return true
        default: return false
        }
    }

    private static func ownClaims(_ sentences: [ProseSentence], page: PageRecord) -> [Claim] {
        sentences.compactMap { sentence in
            sentence.level.map { ClaimExtractor.claim(from: sentence, level: $0, page: page) }
        }
    }

    /// Block keys in order of first appearance (English inventory first).
    private static func blockKeys(_ sentences: [ProseSentence]) -> [String] {
        var keys: [String] = []
        var seen: Set<String> = []
        for sentence in sentences where seen.insert(sentence.blockKey).inserted { keys.append(sentence.blockKey) }
        return keys
    }

    private static func unaligned(_ key: String, _ english: [ProseSentence], _ chinese: [ProseSentence],
                                  page: PageRecord) -> Diagnostic {
        let enLine = english.first?.line ?? 0
        let zhLine = chinese.first?.line ?? 0
        return Diagnostic(
            id: ProseDiagnosticID.claimsUnaligned, severity: .note,
            message: "claims of \(key) left unaligned: en has \(english.count) sentences (line \(enLine)), "
                + "zh-Hans has \(chinese.count) (line \(zhLine))",
            file: page.source.path, line: enLine)
    }

    private static func mismatch(_ en: ProseSentence, _ zh: ProseSentence, page: PageRecord) -> Diagnostic {
        let enLevel = en.level?.rawValue ?? "none"
        let zhLevel = zh.level?.rawValue ?? "none"
        let outcome = en.level == nil ? "no claim on either side" : "\(enLevel) kept on both sides"
        return Diagnostic(
            id: ProseDiagnosticID.levelMismatch, severity: .note,
            message: "\(en.alignmentKey): en reads \(enLevel), zh-Hans (line \(zh.line)) reads \(zhLevel); \(outcome)"
                + " — en: \u{201C}\(en.text)\u{201D} zh-Hans: \u{201C}\(zh.text)\u{201D}",
            file: page.source.path, line: en.line)
    }
}
