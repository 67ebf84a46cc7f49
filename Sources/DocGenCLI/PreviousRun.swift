import DocDiff
import DocGenerate
import DocReport
import Foundation

/// The model and case corpus an earlier `docgen run` left in the output folder: set aside
/// before this run extracts (`OUT/previous/`), then diffed against the new model into
/// `OUT/diff`, which the report links (docs/report.md, "Changes since the previous run").
struct PreviousRun {
    let model: URL
    let cases: URL?

    /// Moves `OUT/model` (and `OUT/cases`) to `OUT/previous/`, replacing an earlier set-aside
    /// pair; nil when the folder holds no model (`model/index.json`).
    static func setAside(out: URL) throws -> PreviousRun? {
        let manager = FileManager.default
        let model = out.appendingPathComponent("model"), cases = out.appendingPathComponent("cases")
        guard manager.fileExists(atPath: model.appendingPathComponent("index.json").path) else { return nil }
        let previous = out.appendingPathComponent("previous")
        let kept = PreviousRun(model: previous.appendingPathComponent("model"),
                               cases: manager.fileExists(atPath: cases.path) ? previous.appendingPathComponent("cases") : nil)
        do {
            try manager.createDirectory(at: previous, withIntermediateDirectories: true)
            for (from, to) in [(model, kept.model), (cases, kept.cases)] {
                guard let to else { continue }
                if manager.fileExists(atPath: to.path) { try manager.removeItem(at: to) }
                try manager.moveItem(at: from, to: to)
            }
        } catch {
            throw RunError("cannot set the previous run's model aside in \(previous.path): \(error.localizedDescription)")
        }
        return kept
    }

    /// Diffs this earlier model (and its cases, for staleness) against `model` into `folder`;
    /// the diff for the report at `reportFolder`, or nil with `problem` set when it cannot be made
    /// (another schema version, a damaged file): a diff is never a reason to stop the run.
    func diff(against model: URL, into folder: URL, templates: URL, reportFolder: URL) -> (LinkedDiff?, String) {
        do {
            let diff = try DocDiffer(oldPath: self.model.path, newPath: model.path, casesPath: cases?.path).run()
            try diff.write(to: folder, templatesDirectory: templates,
                           reportHref: RelativePath.from(folder, to: reportFolder) + "index.html")
            let linked = LinkedDiff(diff: diff, href: RelativePath.from(reportFolder, to: folder) + "index.html")
            let classes = Change.Class.allCases.map { "\($0.rawValue) \(diff.summary.byClass[$0.rawValue] ?? 0)" }
            let stale = diff.staleCases.map { "; stale cases \($0.count)" } ?? ""
            return (linked, "diff against the previous run: \(diff.summary.pagesChanged) page(s) changed (\(classes.joined(separator: ", "))\(stale)) → \(folder.appendingPathComponent("index.html").path)")
        } catch {
            return (nil, "no diff against the previous run's model: \(error)")
        }
    }
}
