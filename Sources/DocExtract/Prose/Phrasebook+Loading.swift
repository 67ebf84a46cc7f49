import DocModel
import Foundation

extension Phrasebook {
    /// The English phrasebook.
    public static let english: Phrasebook = loadOrEmpty(.en)
    /// The Simplified Chinese phrasebook.
    public static let chinese: Phrasebook = loadOrEmpty(.zhHans)
    /// The Japanese phrasebook (headings and roles of a parallel Japanese side; no claim cues).
    public static let japanese: Phrasebook = loadOrEmpty(.ja)
    /// Every phrasebook, in canonical language order.
    public static let all: [Phrasebook] = Language.allCases.map { Phrasebook.for($0) }

    /// The phrasebook for `language`.
    public static func `for`(_ language: Language) -> Phrasebook {
        switch language {
        case .en: english
        case .zhHans: chinese
        case .ja: japanese
        }
    }

    /// Decodes the bundled phrasebook for `language`.
    public static func load(_ language: Language) throws -> Phrasebook {
        guard let url = Bundle.module.url(forResource: language.rawValue, withExtension: "json",
                                          subdirectory: "Phrasebooks") else {
            throw PhrasebookError.missing(language.rawValue)
        }
        return try JSONDecoder().decode(Phrasebook.self, from: Data(contentsOf: url))
    }

    /// A packaging defect must not crash a run: fall back to an empty phrasebook (tests catch it).
    private static func loadOrEmpty(_ language: Language) -> Phrasebook {
        (try? load(language)) ?? empty(language)
    }

    /// A phrasebook that knows no words.
    static func empty(_ language: Language) -> Phrasebook {
        Phrasebook(policy: "", chromePolicy: "", language: language, sectionHeadings: [], topicGroupHeadings: [],
                   roles: [], platforms: [], availability: .init(labels: [], headings: [], deprecated: [], beta: []),
                   exampleLabels: [], chrome: .init(exactLines: [], prefixes: [], contains: [], breadcrumbRoots: [], trailingMarkers: []),
                   sentence: .init(terminators: [], abbreviations: []), crawlHeader: .init(source: [], crawled: []),
                   cues: .init(must: [], should: [], may: [], shouldPrefixes: [], declarative: [],
                               declarativeSubjects: [], nonNormative: [], nonNormativePrefixes: [],
                               nonNormativeEndings: [], subordinators: [], notCues: []))
    }
}

/// Why a phrasebook could not be loaded.
public enum PhrasebookError: Error, Equatable {
    /// The resource `Phrasebooks/<name>.json` is not in the bundle.
    case missing(String)
}
