import Foundation

/// Where docgen's own files are: a checkout of the docgen package, or an installation made by
/// `make install` (`PREFIX/lib/docgen`). Either gives the templates, the bundled corpus and the
/// built engine `docgen run` links the suites against (`BuiltEngine`); only a checkout has the
/// committed generated suites and the package whose `swift test` can run them in place.
struct PackageRoot {
    /// What kind of folder `url` is.
    enum Kind: Equatable {
        /// A docgen package checkout: `Package.swift`, `templates/`, `Tests/ConformanceTests`.
        case checkout
        /// An installation: `docgen-installation.json`, `templates/`, `engine/`, the executable.
        case installation
    }

    /// The file that marks an installation folder (written by `scripts/install.sh`).
    static let installationMarker = "docgen-installation.json"

    let url: URL
    let kind: Kind

    init(url: URL, kind: Kind = .checkout) {
        self.url = url
        self.kind = kind
    }

    var templates: URL { url.appendingPathComponent("templates") }
    var reportTemplates: URL { templates.appendingPathComponent("report") }
    var bundledPages: URL { url.appendingPathComponent("corpus/pages") }
    /// The committed suites a run can use in place; an installation has none.
    var committedGenerated: URL? { kind == .checkout ? url.appendingPathComponent("Tests/ConformanceTests/Generated") : nil }
    var committedCases: URL { url.appendingPathComponent("corpus/cases") }

    /// The templates folder for a command's `--templates` default: the checkout's or the
    /// installation's (`find`), else `templates` in the working directory.
    static func defaultTemplates(_ subfolder: String? = nil) -> String {
        let base = (try? find(explicit: nil))?.templates ?? URL(fileURLWithPath: "templates")
        return (subfolder.map { base.appendingPathComponent($0) } ?? base).path
    }

    /// `explicit` if given (a checkout or an installation folder); else the first folder above the
    /// working directory, then above the executable (symbolic links resolved), that is a docgen
    /// checkout or installation.
    static func find(explicit: String?) throws -> PackageRoot {
        if let explicit {
            let url = URL(fileURLWithPath: explicit).standardizedFileURL
            guard let kind = kind(of: url) else {
                throw RunError("\(url.path) is neither a docgen checkout (Package.swift, templates/, Tests/ConformanceTests) "
                               + "nor a docgen installation (\(installationMarker), templates/, engine/)")
            }
            return PackageRoot(url: url, kind: kind)
        }
        let starts = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                      executable.resolvingSymlinksInPath().deletingLastPathComponent()]
        for start in starts {
            var candidate = start.standardizedFileURL
            while true {
                if let kind = kind(of: candidate) { return PackageRoot(url: candidate, kind: kind) }
                let parent = candidate.deletingLastPathComponent()
                if parent.path == candidate.path { break }
                candidate = parent
            }
        }
        throw RunError("cannot find docgen's files: run an installed docgen (make install PREFIX=…), run from inside "
                       + "a docgen checkout, or pass --package-root with a checkout or installation folder")
    }

    /// The running executable's path as the system knows it — not `argv[0]`, which is a bare
    /// `docgen` when the shell found it on `PATH`.
    private static var executable: URL {
        if let path = Bundle.main.executablePath { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// The kind of docgen folder `url` is, or nil when it is neither.
    static func kind(of url: URL) -> Kind? {
        let manager = FileManager.default
        func has(_ paths: [String]) -> Bool {
            paths.allSatisfy { manager.fileExists(atPath: url.appendingPathComponent($0).path) }
        }
        let templates = ["templates/suite.swift.mustache", "templates/report/page.html.mustache"]
        if has(["Package.swift", "Tests/ConformanceTests"] + templates) { return .checkout }
        if has([installationMarker, "engine/Modules"] + templates) { return .installation }
        return nil
    }
}

/// A `docgen run` failure with a message for the user.
struct RunError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
