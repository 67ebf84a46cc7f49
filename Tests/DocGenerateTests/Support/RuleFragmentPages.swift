@testable import DocGenerate
import DocExtract
import DocModel
import FocusTestSupport
import Foundation
import SwiftParser
import XCTest

/// The real rule documents of `Tests/DocGenerateTests/pages/rules` (provenance in
/// `pages/SOURCES.md`), extracted as `docgen extract` would, and a type-check of planned examples
/// against the built engine.
enum RuleFragmentPages {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("pages/rules")

    /// The page extracted from `file` (`acc-focus-management.md`).
    static func page(_ file: String) -> PageRecord {
        let result = Extraction.run(.init(paths: [folder.appendingPathComponent(file).path], jobs: 1))
        return result.pages[0]
    }

    /// The page's examples planned with the bundled known names and engine surface.
    static func plan(_ file: String) throws -> ExamplePlanner.Result {
        try ExamplePlanner.withEngineSurface().plan(page(file), suiteName: "RuleTests")
    }

    /// The compiled example of `id`, or nil when the planner left it uncovered.
    static func compiled(_ result: ExamplePlanner.Result, _ id: String) -> ExampleCode? {
        result.cases.first { $0.id == "example-compiles.\(id)" }?.example
    }

    /// Whether the wrapped example type-checks against the built engine (throws XCTSkip when the
    /// compiler or modules are absent); the diagnostics otherwise.
    static func typeCheck(_ code: ExampleCode) throws -> CompilerProbe.Outcome {
        do {
            return try CompilerProbe.typecheck("import FocusEngine\nimport FocusTestSupport\n\n" + code.wrapped)
        } catch {
            throw XCTSkip("cannot type-check: \(error)")
        }
    }
}
