import Foundation
import Mustache

/// Plan → Swift XCTest sources, one file per page (and a companion file per example that must be
/// compiled apart, `SuiteViewBuilder.views(for:)`), rendered from the Mustache templates in
/// `templates/` (`suite.swift.mustache` with the partial `case.swift.mustache`).
public struct SwiftRenderer {
    private let library: MustacheLibrary

    /// Loads `suite.swift.mustache` and `case.swift.mustache` from `templatesDirectory`.
    public init(templatesDirectory: URL) throws {
        var library = MustacheLibrary()
        for name in ["suite.swift", "case.swift"] {
            let url = templatesDirectory.appendingPathComponent("\(name).mustache")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw GenerateError.template("cannot read \(url.path)")
            }
            do {
                try library.register(text, named: String(name.dropLast(".swift".count)))
            } catch {
                throw GenerateError.template("\(url.lastPathComponent) does not parse: \(error)")
            }
        }
        self.library = library
    }

    /// File name → contents for every suite of the plan.
    public func render(_ plan: TestPlan) throws -> [String: String] {
        var files: [String: String] = [:]
        // A surface suite without cases (a generated symbol's page without examples) has nothing
        // to compile or run; its page is still reported from the case corpus.
        for suite in plan.suites where !(suite.surface == true && suite.cases.isEmpty) {
            for (file, view) in SuiteViewBuilder.views(for: suite) {
                guard let text = library.render(TemplateObject.wrap(view), withTemplate: "suite") else {
                    throw GenerateError.template("suite template missing")
                }
                files[file] = Self.tidy(text)
            }
        }
        return files
    }

    /// Collapses runs of blank lines and ends the file with exactly one newline.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace), lines.last?.isEmpty ?? true { continue }
            lines.append(line.allSatisfy(\.isWhitespace) ? "" : line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
