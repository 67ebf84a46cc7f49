import DocGenerate
import DocModel
import Foundation

/// The plan of the last `docgen run` into an output folder, kept for a run that generates from the
/// same model again (`docgen run` with the same input and `--out`): generation is a function of
/// the model, the templates, the generator's data and code, the page selection and the claim
/// reader, so with all of them unchanged the plan is the same. One entry, keyed by a hash of all
/// of that; a hit renders the kept plan (suites and case corpus) instead of planning again.
struct GenerateCache {
    /// The cache file (`OUT/generate-cache.json`).
    let url: URL
    /// What else generation depends on besides the model (`salt(…)`).
    let salt: [String]

    private struct Entry: Codable {
        var schemaVersion = 1
        var key: String
        var plan: TestPlan
    }

    /// The key of the model in `model` (every file's relative path and bytes, in path order).
    func key(model: URL) -> String {
        ContentHash.of(salt + Self.files(under: model))
    }

    /// The kept plan for `key`; nil when the cache holds another key, or nothing.
    func plan(for key: String) -> TestPlan? {
        guard let data = try? Data(contentsOf: url), let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.schemaVersion == 1, entry.key == key else { return nil }
        return entry.plan
    }

    /// Keeps `plan` (a plan as generated, before any case was set aside by the build) for `key`.
    func store(_ plan: TestPlan, key: String) {
        guard let data = try? JSONEncoder().encode(Entry(key: key, plan: plan)) else { return }
        try? data.write(to: url, options: .atomic)
    }

    /// The salt for a run: this docgen's executable (`tool`, `PageCache.identity(ofExecutable:)`),
    /// the templates and the generator's data (their files' bytes), the page selection and the
    /// claim reader.
    static func salt(tool: String, templates: URL, selection: PageSelection, claimReader: ClaimReaderMode) -> [String] {
        [tool, "\(selection)", "\(claimReader)"]
            + files(under: templates) + (DocGenerator.resourcesDirectory.map(files(under:)) ?? [])
    }

    /// Relative path and contents of every regular file under `folder`, in path order.
    private static func files(under folder: URL) -> [String] {
        let base = folder.resolvingSymlinksInPath().path + "/"
        guard let walker = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var found: [(String, URL)] = []
        for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = file.resolvingSymlinksInPath().path
            found.append((path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path, file))
        }
        return found.sorted { $0.0 < $1.0 }.flatMap { path, file in
            [path, (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""]
        }
    }
}
