import DocModel

/// Phrasebook files read with `JSONPullReader`: what `JSONDecoder` decodes from them (every
/// member required, unknown members ignored), without its start-up cost
/// (`PhrasebookJSONTests` compares the two on the bundled files and on altered copies).
extension Phrasebook {
    /// The phrasebook a file's bytes hold.
    static func read(json bytes: [UInt8]) throws -> Phrasebook {
        let reader = JSONPullReader(bytes)
        var policy, chromePolicy: String?
        var language: Language?
        var sectionHeadings, roles: [Entry]?
        var topicGroupHeadings, platforms: [String]?
        var availability: AvailabilityWords?
        var exampleLabels: [ExampleLabel]?
        var chrome: Chrome?
        var sentence: SentenceWords?
        var crawlHeader: CrawlHeaderWords?
        var cues: Cues?
        try reader.readObject { key in
            switch key {
            case "_policy": policy = try reader.readString()
            case "_chromePolicy": chromePolicy = try reader.readString()
            case "language":
                guard let value = Language(rawValue: try reader.readString()) else { throw reader.invalid("a language") }
                language = value
            case "sectionHeadings": sectionHeadings = try readEntries(reader)
            case "topicGroupHeadings": topicGroupHeadings = try reader.readStringArray()
            case "roles": roles = try readEntries(reader)
            case "platforms": platforms = try reader.readStringArray()
            case "availability": availability = try readAvailability(reader)
            case "exampleLabels": exampleLabels = try readExampleLabels(reader)
            case "chrome": chrome = try readChrome(reader)
            case "sentence": sentence = try readSentence(reader)
            case "crawlHeader": crawlHeader = try readCrawlHeader(reader)
            case "cues": cues = try readCues(reader)
            default: try reader.skipValue()
            }
        }
        try reader.finish()
        guard let policy, let chromePolicy, let language, let sectionHeadings, let topicGroupHeadings, let roles, let platforms,
              let availability, let exampleLabels, let chrome, let sentence, let crawlHeader, let cues else {
            throw reader.invalid("every phrasebook member")
        }
        return Phrasebook(policy: policy, chromePolicy: chromePolicy, language: language, sectionHeadings: sectionHeadings,
                          topicGroupHeadings: topicGroupHeadings, roles: roles, platforms: platforms, availability: availability,
                          exampleLabels: exampleLabels, chrome: chrome, sentence: sentence, crawlHeader: crawlHeader, cues: cues)
    }

    private static func readEntries(_ reader: JSONPullReader) throws -> [Entry] {
        var entries: [Entry] = []
        try reader.readArray {
            var text, kind: String?
            try reader.readObject { key in
                switch key {
                case "text": text = try reader.readString()
                case "kind": kind = try reader.readString()
                default: try reader.skipValue()
                }
            }
            guard let text, let kind else { throw reader.invalid("text and kind") }
            entries.append(Entry(text: text, kind: kind))
        }
        return entries
    }

    private static func readExampleLabels(_ reader: JSONPullReader) throws -> [ExampleLabel] {
        var labels: [ExampleLabel] = []
        try reader.readArray {
            var text: String?
            var role: CodeExample.Role?
            try reader.readObject { key in
                switch key {
                case "text": text = try reader.readString()
                case "role":
                    guard let value = CodeExample.Role(rawValue: try reader.readString()) else { throw reader.invalid("an example role") }
                    role = value
                default: try reader.skipValue()
                }
            }
            guard let text, let role else { throw reader.invalid("text and role") }
            labels.append(ExampleLabel(text: text, role: role))
        }
        return labels
    }

    /// Reads an object whose members are all string arrays; `names` are the required ones.
    private static func readStringArrays(_ reader: JSONPullReader, _ names: [String]) throws -> [String: [String]] {
        var arrays: [String: [String]] = [:]
        try reader.readObject { key in
            if names.contains(key) { arrays[key] = try reader.readStringArray() } else { try reader.skipValue() }
        }
        guard arrays.count == names.count else { throw reader.invalid("the members \(names)") }
        return arrays
    }

    private static func readAvailability(_ reader: JSONPullReader) throws -> AvailabilityWords {
        let a = try readStringArrays(reader, ["labels", "headings", "deprecated", "beta", "conjunctions"])
        return AvailabilityWords(labels: a["labels"]!, headings: a["headings"]!, deprecated: a["deprecated"]!, beta: a["beta"]!,
                                 conjunctions: a["conjunctions"]!)
    }

    private static func readChrome(_ reader: JSONPullReader) throws -> Chrome {
        let a = try readStringArrays(reader, ["exactLines", "prefixes", "contains", "breadcrumbRoots", "trailingMarkers", "originLinks",
                                              "sourceLinePrefixes", "navigationEnds", "footerStarts", "titleSuffixes"])
        return Chrome(exactLines: a["exactLines"]!, prefixes: a["prefixes"]!, contains: a["contains"]!, breadcrumbRoots: a["breadcrumbRoots"]!,
                      trailingMarkers: a["trailingMarkers"]!, originLinks: a["originLinks"]!, sourceLinePrefixes: a["sourceLinePrefixes"]!,
                      navigationEnds: a["navigationEnds"]!, footerStarts: a["footerStarts"]!, titleSuffixes: a["titleSuffixes"]!)
    }

    private static func readSentence(_ reader: JSONPullReader) throws -> SentenceWords {
        let a = try readStringArrays(reader, ["terminators", "abbreviations"])
        return SentenceWords(terminators: a["terminators"]!, abbreviations: a["abbreviations"]!)
    }

    private static func readCrawlHeader(_ reader: JSONPullReader) throws -> CrawlHeaderWords {
        let a = try readStringArrays(reader, ["source", "crawled"])
        return CrawlHeaderWords(source: a["source"]!, crawled: a["crawled"]!)
    }

    private static func readCues(_ reader: JSONPullReader) throws -> Cues {
        let a = try readStringArrays(reader, ["must", "should", "may", "shouldPrefixes", "declarative", "declarativeSubjects", "nonNormative",
                                              "nonNormativePrefixes", "nonNormativeEndings", "subordinators", "notCues"])
        return Cues(must: a["must"]!, should: a["should"]!, may: a["may"]!, shouldPrefixes: a["shouldPrefixes"]!, declarative: a["declarative"]!,
                    declarativeSubjects: a["declarativeSubjects"]!, nonNormative: a["nonNormative"]!,
                    nonNormativePrefixes: a["nonNormativePrefixes"]!, nonNormativeEndings: a["nonNormativeEndings"]!,
                    subordinators: a["subordinators"]!, notCues: a["notCues"]!)
    }
}
