import Foundation

/// The docgen package checkout `docgen run` works in: its templates, bundled corpus, committed
/// generated suites and the package whose `swift test` runs them.
struct PackageRoot {
    let url: URL

    var templates: URL { url.appendingPathComponent("templates") }
    var reportTemplates: URL { templates.appendingPathComponent("report") }
    var bundledPages: URL { url.appendingPathComponent("corpus/pages") }
    var committedGenerated: URL { url.appendingPathComponent("Tests/ConformanceTests/Generated") }
    var committedCases: URL { url.appendingPathComponent("corpus/cases") }

    /// `explicit` if given; else the first folder above the working directory, then above the
    /// executable, that looks like the docgen package.
    static func find(explicit: String?) throws -> PackageRoot {
        if let explicit {
            let url = URL(fileURLWithPath: explicit).standardizedFileURL
            guard looksLikeDocgen(url) else {
                throw RunError("\(url.path) is not a docgen checkout (no Package.swift, templates/ and Tests/ConformanceTests)")
            }
            return PackageRoot(url: url)
        }
        let starts = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()]
        for start in starts {
            var candidate = start.standardizedFileURL
            while true {
                if looksLikeDocgen(candidate) { return PackageRoot(url: candidate) }
                let parent = candidate.deletingLastPathComponent()
                if parent.path == candidate.path { break }
                candidate = parent
            }
        }
        throw RunError("cannot find the docgen package (run from inside the checkout or pass --package-root)")
    }

    private static func looksLikeDocgen(_ url: URL) -> Bool {
        let manager = FileManager.default
        return ["Package.swift", "templates/suite.swift.mustache", "templates/report/page.html.mustache", "Tests/ConformanceTests"]
            .allSatisfy { manager.fileExists(atPath: url.appendingPathComponent($0).path) }
    }
}

/// A `docgen run` failure with a message for the user.
struct RunError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
