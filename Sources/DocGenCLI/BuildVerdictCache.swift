import DocGenerate
import DocModel
import Foundation

/// The cases the last successful build of a scratch package set aside, kept for a run that
/// generates the same suites again (`docgen run` with the same input and `--out`).
///
/// The type-check passes and build rounds are a function of the generated suites and case corpus,
/// the engine they compile against and the compiler's flags: with all of them unchanged, the same
/// cases fail to compile with the same errors. The cache keeps one entry, keyed by a hash of all
/// of that (`key`), and the cases' blocks (`notInEngine`, `compileFailure`) the last build added;
/// `IsolatedBuild` replays them instead of type-checking again, and the build that follows checks
/// the replay (a case that no longer compiles is traced and set aside by the build rounds, as
/// always). Any change to a suite, the case corpus, the engine build or the flags misses.
struct BuildVerdictCache {
    /// The cache file (`OUT/conformance-package/build-verdicts.json`).
    let url: URL
    /// What else the verdicts depend on: the engine build's fingerprint and the compiler's flags.
    let salt: [String]

    /// One case set aside by the last build.
    struct Block: Codable, Equatable {
        var suiteName: String
        var caseID: String
        var notInEngine: [String]?
        var compileFailure: CompileFailure?
    }

    private struct Entry: Codable {
        var schemaVersion = 1
        var key: String
        var blocks: [Block]
    }

    /// The key of the generated `output` (before any case was set aside).
    func key(_ output: DocGenerator.Output) -> String {
        var parts = salt
        for (name, data) in output.swiftFiles.sorted(by: { $0.key < $1.key }) {
            parts += [name, String(decoding: data, as: UTF8.self)]
        }
        for (name, data) in output.caseFiles.sorted(by: { $0.key < $1.key }) {
            parts += [name, String(decoding: data, as: UTF8.self)]
        }
        return ContentHash.of(parts)
    }

    /// The blocks recorded for `key` (`key(_:)` of the generated output), nil when the cache holds
    /// another key (or nothing).
    func blocks(forKey key: String) -> [Block]? {
        guard let data = try? Data(contentsOf: url), let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.schemaVersion == 1, entry.key == key else { return nil }
        return entry.blocks
    }

    /// Records, for `key` (the key of `first`), the blocks `final` adds to `first` (a successful
    /// build's result).
    func store(key: String, first: DocGenerator.Output, final: DocGenerator.Output) {
        let before = Dictionary(first.plan.suites.map { ($0.suiteName, $0) }, uniquingKeysWith: { first, _ in first })
        var blocks: [Block] = []
        for suite in final.plan.suites {
            let original = Dictionary((before[suite.suiteName]?.cases ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for conformanceCase in suite.cases {
                let previous = original[conformanceCase.id]
                guard previous?.notInEngine != conformanceCase.notInEngine
                    || previous?.compileFailure != conformanceCase.compileFailure else { continue }
                blocks.append(Block(suiteName: suite.suiteName, caseID: conformanceCase.id,
                                    notInEngine: conformanceCase.notInEngine, compileFailure: conformanceCase.compileFailure))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Entry(key: key, blocks: blocks)) else { return }
        try? data.write(to: url, options: .atomic)
    }

    /// `plan` with `blocks` applied; how many cases they set aside.
    static func apply(_ blocks: [Block], to plan: inout TestPlan) -> Int {
        let bySuite = Dictionary(grouping: blocks, by: \.suiteName)
        var applied = 0
        for index in plan.suites.indices {
            guard let suiteBlocks = bySuite[plan.suites[index].suiteName] else { continue }
            let byCase = Dictionary(suiteBlocks.map { ($0.caseID, $0) }, uniquingKeysWith: { first, _ in first })
            for caseIndex in plan.suites[index].cases.indices {
                guard let block = byCase[plan.suites[index].cases[caseIndex].id] else { continue }
                plan.suites[index].cases[caseIndex].notInEngine = block.notInEngine
                plan.suites[index].cases[caseIndex].compileFailure = block.compileFailure
                applied += 1
            }
        }
        return applied
    }
}
