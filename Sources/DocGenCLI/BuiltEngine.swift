import DocModel
import Foundation

/// FocusEngine and FocusTestSupport as already built — by the docgen checkout (`ROOT/.build/debug`)
/// or shipped with an installation (`PREFIX/lib/docgen/engine`, `make install`): the module files a
/// scratch package imports, the object files it links and the `#Preview` macro plugin it loads, so
/// that a run into a new output folder never compiles the engine again.
///
/// The build is only read. When a checkout's build is missing or older than the engine's sources,
/// `docgen run` builds it first with `swift build --target FocusTestSupport` in the checkout
/// (SwiftPM's own lock on `ROOT/.build` keeps that from colliding with another build there). An
/// installation has no sources: its engine is used as installed, and one that is incomplete is
/// reported, never rebuilt.
struct BuiltEngine {
    /// The library targets the generated suites import, in dependency order.
    static let libraries = ["FocusEngine", "FocusTestSupport"]
    /// The macro target whose plugin expands the engine's macros in the suites.
    static let macros = "FocusEngineMacros"

    /// The checkout, or the installation folder (`PREFIX/lib/docgen`).
    let root: URL
    /// The folder holding `Modules/`, `<library>.build/` and the macro plugin: the checkout's debug
    /// build folder, symbolic links resolved (`ROOT/.build/<triple>/debug`), or an installation's `engine/`.
    let binPath: URL
    /// Whether `root` is a checkout whose sources can rebuild the engine.
    let buildable: Bool

    /// The engine a checkout has built (or will build).
    init(root: URL) {
        self.root = root
        binPath = root.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
        buildable = true
    }

    /// The engine shipped with the installation at `installation` (`PREFIX/lib/docgen`).
    init(installation: URL) {
        root = installation
        binPath = installation.appendingPathComponent("engine")
        buildable = false
    }

    /// The engine of the checkout or installation `package`.
    init(_ package: PackageRoot) {
        switch package.kind {
        case .checkout: self.init(root: package.url)
        case .installation: self.init(installation: package.url)
        }
    }

    /// The SwiftPM command (after `swift`) that builds the engine in the checkout.
    func buildArguments(jobs: Int) -> [String] {
        ["build", "--package-path", root.path, "--target", "FocusTestSupport", "--jobs", "\(jobs)"]
    }

    /// Makes sure the checkout's build is there and newer than the engine's sources, building it
    /// with `swift build --target FocusTestSupport` (output in `log`) when it is not; returns
    /// whether it can be used. Each step is reported with one line.
    func prepare(swift: String, jobs: Int, log: URL, report: (String) -> Void) throws -> Bool {
        let reasons = staleness()
        if reasons.isEmpty {
            report("FocusEngine and FocusTestSupport: reusing \(buildable ? "the checkout's build" : "the installed engine") (\(binPath.path)); only the suites compile")
            return true
        }
        guard buildable else {
            report("the installed FocusEngine and FocusTestSupport are incomplete (\(reasons.joined(separator: "; "))); "
                   + "install docgen again (make install PREFIX=…) or pass --package-root with a docgen checkout")
            return false
        }
        report("FocusEngine and FocusTestSupport: the checkout's build is not usable (\(reasons[0])\(reasons.count > 1 ? ", …" : "")); "
               + "building them: swift \(buildArguments(jobs: jobs).joined(separator: " ")) (log: \(log.path))")
        let status = try ConformanceTestRun.run(swift, buildArguments(jobs: jobs), log: log)
        let left = staleness()
        if status == 0 && left.isEmpty { return true }
        report("the checkout's FocusEngine and FocusTestSupport did not build (exit status \(status)\(left.isEmpty ? "" : "; " + left.joined(separator: "; "))); nothing could be built")
        return false
    }

    /// `Modules/<library>.swiftmodule` of the checkout's build.
    func moduleFile(_ library: String) -> URL {
        binPath.appendingPathComponent("Modules/\(library).swiftmodule")
    }

    /// The macro plugin executable SwiftPM builds for `FocusEngineMacros`.
    var macroTool: URL { binPath.appendingPathComponent("\(Self.macros)-tool") }

    /// The products each target's sources are compared with.
    private var products: [(target: String, product: URL)] {
        Self.libraries.map { ($0, moduleFile($0)) } + [(Self.macros, macroTool)]
    }

    /// The object files of the libraries (`<library>.build/*.o`), sorted.
    func objectFiles() -> [URL] {
        Self.libraries.flatMap(objectFiles(of:))
    }

    /// The object files of one target (`<target>.build/*.o`), sorted.
    private func objectFiles(of target: String) -> [URL] {
        let folder = binPath.appendingPathComponent("\(target).build")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Why the checkout's build cannot be used as it is — a product missing, or older than a
    /// source file of its target — one reason per product; empty when it can.
    func staleness() -> [String] {
        var reasons: [String] = []
        for (target, product) in products {
            guard let productDate = Self.modificationDate(product) else {
                reasons.append("\(product.path) is missing")
                continue
            }
            // The compiler leaves a module file alone when a source change keeps its interface; the
            // changed file's object file is what is rewritten then.
            let built = ([productDate] + objectFiles(of: target).compactMap(Self.modificationDate)).max()!
            if let newer = newestSource(of: target), newer.date > built {
                reasons.append("\(newer.path) is newer than \(product.lastPathComponent)")
            }
        }
        for library in Self.libraries where objectFiles(of: library).isEmpty {
            reasons.append("\(binPath.path)/\(library).build has no object files")
        }
        return reasons
    }

    /// A hash of every product's path, size and modification time: it changes whenever the
    /// checkout rebuilds the engine, and the scratch package recompiles its suites when it does.
    func fingerprint() -> String {
        let files = products.map(\.product) + objectFiles()
        return ContentHash.of(files.map { file in
            let attributes = (try? FileManager.default.attributesOfItem(atPath: file.path)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file.path)\t\(size)\t\(time)"
        })
    }

    /// The most recently modified file under `Sources/<target>` (none in an installation).
    private func newestSource(of target: String) -> (path: String, date: Date)? {
        guard buildable else { return nil }
        let folder = root.appendingPathComponent("Sources/\(target)")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.contentModificationDateKey]) else {
            return nil
        }
        var newest: (path: String, date: Date)?
        for case let file as URL in walker {
            guard let date = Self.modificationDate(file) else { continue }
            if newest == nil || date > newest!.date { newest = (file.path, date) }
        }
        return newest
    }

    private static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
