import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-conformance-suites`: for every
/// target of the package with a `docgen-config.yaml` (or those named with `--target`), runs
/// `docgen suites` — extract the dump the file names, generate one XCTest suite per page into the
/// target's `Generated` folder. `--check` generates into the plugin's work folder and fails when
/// the committed suites differ (for CI). docs/plugin.md.
@main
struct GenerateConformanceSuites: CommandPlugin {
    /// The configuration file a target keeps beside its sources.
    static let configName = "docgen-config.yaml"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure("unknown arguments \(extractor.remainingArguments); usage: generate-conformance-suites [--target NAME]… [--check]")
        }
        let docgen = try await Self.builtDocgen(packageManager)
        let templates = try Self.docgenPackage(context.package).directoryURL.appendingPathComponent("templates")

        let targets = context.package.targets.filter { named.isEmpty || named.contains($0.name) }
        for name in named where !targets.contains(where: { $0.name == name }) {
            throw PluginFailure("no target named \(name) in \(context.package.displayName)")
        }
        let configured = targets.filter {
            FileManager.default.fileExists(atPath: $0.folderURL.appendingPathComponent(Self.configName).path)
        }
        guard !configured.isEmpty else {
            throw PluginFailure("no target of \(context.package.displayName)\(named.isEmpty ? "" : " named \(named.joined(separator: ", "))") has a \(Self.configName)")
        }
        for target in configured {
            let config = target.folderURL.appendingPathComponent(Self.configName)
            let work = context.pluginWorkDirectoryURL.appendingPathComponent(target.name)
            var arguments = ["suites", config.path, "--templates", templates.path, "--work", work.path]
            if check { arguments.append("--check") }
            print("generate-conformance-suites: \(target.name): docgen \(arguments.joined(separator: " "))")
            let process = Process()
            process.executableURL = docgen
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PluginFailure("docgen suites failed for target \(target.name) (exit status \(process.terminationStatus))")
            }
        }
    }

    /// docgen, built by the package manager in the package's own build folder (debug).
    ///
    /// The plugin asks for the build instead of declaring `docgen` a tool dependency: a tool
    /// dependency is compiled a second time for the host (every docgen module and its
    /// dependencies, SwiftSyntax among them) by every `swift build` of the docgen package itself,
    /// plugin used or not. Built this way, a consumer's tests and docgen share one build.
    static func builtDocgen(_ packageManager: PackageManager) async throws -> URL {
        let result = try await packageManager.build(.product("docgen"), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded else {
            throw PluginFailure("building docgen failed:\n\(result.logText)")
        }
        guard let built = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "docgen" }) else {
            throw PluginFailure("the package manager built docgen but reported no docgen executable among \(result.builtArtifacts.map(\.url.path))")
        }
        return built.url
    }

    /// The docgen package among `package` and its dependencies (the one that has the templates).
    static func docgenPackage(_ package: Package) throws -> Package {
        var queue = [package], seen: Set<String> = []
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.id).inserted else { continue }
            if FileManager.default.fileExists(atPath: candidate.directoryURL.appendingPathComponent("templates/suite.swift.mustache").path),
               candidate.products.contains(where: { $0.name == "FocusEngine" }) {
                return candidate
            }
            queue += candidate.dependencies.map(\.package)
        }
        throw PluginFailure("the docgen package (with templates/suite.swift.mustache) is not among \(package.displayName)'s dependencies")
    }
}

/// A failure reported by the plugin with its message.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Target {
    /// The target's folder (`directoryURL` needs PackageDescription 6.1; docgen's manifest is 6.0).
    var folderURL: URL { URL(fileURLWithPath: "\(directory)") }
}
