import Foundation

/// The whole `docgen generate` run: load the model, plan, render Swift and the case corpus.
public struct DocGenerator {
    /// The generated files of one run, by folder.
    public struct Output: Equatable {
        public var plan: TestPlan
        /// `<Suite>.swift` → source.
        public var swiftFiles: [String: Data]
        /// `<Suite>.json` → case corpus file.
        public var caseFiles: [String: Data]
    }

    public let modelDirectory: URL
    public let templatesDirectory: URL
    /// The pages to generate suites for (default: all in scope).
    public let selection: PageSelection
    /// When false every page gets a suite as if the engine provided its symbol: no scope, no
    /// selection, no not-in-engine marks (tests of rendering and escaping on made-up pages).
    public var appliesScope = true
    /// Which readers turn claims into templates (default: both — frames, with the phrasebook's templates joined).
    public var claimReader: ClaimReaderMode = .both
    /// Threads that plan pages at once (the output does not depend on it).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    public init(modelDirectory: URL, templatesDirectory: URL, selection: PageSelection = PageSelection()) {
        self.modelDirectory = modelDirectory
        self.templatesDirectory = templatesDirectory
        self.selection = selection
    }

    /// Runs every stage in memory: pages out of scope or not selected get no suite (`plan.outOfScope`).
    public func generate() throws -> Output {
        let (_, pages) = try ModelLoader(directory: modelDirectory).load()
        let scope = ScopePlanner(surface: .bundled, rules: try ScopeRules.bundled(), selection: selection)
        var planner = TestPlanner(phrasebook: try ClaimPhrasebook.bundled(), knownGaps: try KnownGaps.bundled(),
                                  knownNames: try KnownNames.bundled(), scope: appliesScope ? scope : nil,
                                  surface: EngineSurface.bundled, claimReader: claimReader)
        planner.jobs = max(1, jobs)
        return try render(CaseSourceStamper.stamp(planner.plan(pages), pages: pages))
    }

    /// The suites and case corpus of `plan` (a plan re-rendered after cases were blocked).
    public func render(_ plan: TestPlan) throws -> Output {
        let swift = try SwiftRenderer(templatesDirectory: templatesDirectory).render(plan)
        return Output(plan: plan, swiftFiles: swift.mapValues { Data($0.utf8) },
                      caseFiles: try CaseCorpusWriter.render(plan))
    }
}

extension DocGenerator.Output {
    /// Writes the files and deletes stale `.swift` / `.json` files the run did not produce; without
    /// `casesDirectory` only the suites (`docgen suites` keeps no case corpus unless asked).
    public func write(swiftDirectory: URL, casesDirectory: URL?) throws {
        try GeneratedFolder(url: swiftDirectory, fileExtension: "swift").replaceContents(with: swiftFiles)
        if let casesDirectory {
            try GeneratedFolder(url: casesDirectory, fileExtension: "json").replaceContents(with: caseFiles)
        }
    }

    /// Differences between this output and the folders on disk (`--check`), the case corpus only
    /// when `casesDirectory` is given; empty when equal.
    public func differences(swiftDirectory: URL, casesDirectory: URL?) -> [String] {
        GeneratedFolder(url: swiftDirectory, fileExtension: "swift").differences(from: swiftFiles)
            + (casesDirectory.map { GeneratedFolder(url: $0, fileExtension: "json").differences(from: caseFiles) } ?? [])
    }
}

/// An output folder whose files of one extension belong to docgen generate.
struct GeneratedFolder {
    let url: URL
    let fileExtension: String

    func existingFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix("." + fileExtension) }.sorted()
    }

    func replaceContents(with files: [String: Data]) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for stale in existingFiles() where files[stale] == nil {
            try FileManager.default.removeItem(at: url.appendingPathComponent(stale))
        }
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            let target = url.appendingPathComponent(name)
            if (try? Data(contentsOf: target)) == data { continue }
            try data.write(to: target, options: .atomic)
        }
    }

    func differences(from files: [String: Data]) -> [String] {
        var result: [String] = []
        let existing = Set(existingFiles())
        for name in existing.subtracting(files.keys).sorted() {
            result.append("\(url.appendingPathComponent(name).path): not generated (stale)")
        }
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            let path = url.appendingPathComponent(name).path
            if !existing.contains(name) {
                result.append("\(path): missing")
            } else if (try? Data(contentsOf: URL(fileURLWithPath: path))) != data {
                result.append("\(path): differs")
            }
        }
        return result
    }
}
