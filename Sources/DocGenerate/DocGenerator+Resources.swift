import Foundation

extension DocGenerator {
    /// The folder of the generator's data (`Phrasebooks/`: claim patterns, the lexicon, frames,
    /// scope rules, known gaps), for callers that key a cache on everything generation reads.
    public static var resourcesDirectory: URL? { Bundle.module.resourceURL }
}
