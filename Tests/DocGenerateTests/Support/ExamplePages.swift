@testable import DocGenerate
import DocModel

/// One page `swiftui/x` whose examples are `codes` (example-1, example-2, …), planned as the
/// suite `SwiftuiXTests` (namespaces `SwiftuiXExample<n>`) with the bundled known names and the
/// stub engine surface.
enum ExamplePages {
    /// `planner`: another planner than the default one (a fake engine surface).
    static func plan(_ codes: [String], planner: ExamplePlanner? = nil) -> ExamplePlanner.Result {
        var page = HostilePage.page()
        page.id = "swiftui/x"
        page.examples = codes.enumerated().map { index, code in
            let count = code.split(separator: "\n", omittingEmptySubsequences: false).count
            return CodeExample(id: "example-\(index + 1)", code: code, language: "swift", role: .example,
                               lines: Localized(en: LineRange(start: 10 * (index + 1), end: 10 * (index + 1) + count - 1)),
                               shape: .declarations, parsesCleanly: true)
        }
        return (planner ?? ExamplePlanner(knownNames: try! KnownNames.bundled(), surface: StubEngineSurface())).plan(page, suiteName: "SwiftuiXTests")
    }
}
