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

    /// Reads the bundled phrasebook for `language` (`read(json:)`: what `JSONDecoder` decodes).
    public static func load(_ language: Language) throws -> Phrasebook {
        try read(json: bundledFile(language.rawValue))
    }

    /// The bytes of the bundled `Phrasebooks/<name>.json`.
    static func bundledFile(_ name: String) throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Phrasebooks") else {
            throw PhrasebookError.missing(name)
        }
        return [UInt8](try Data(contentsOf: url))
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
