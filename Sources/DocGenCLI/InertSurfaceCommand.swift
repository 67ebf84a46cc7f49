import ArgumentParser
import DocGenerate
import DocModel
import Foundation

/// `docgen inert-surface`: a documentation model → the engine's generated inert surface.
struct InertSurfaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inert-surface",
        abstract: "Write FocusEngine's generated inert surface from a documentation model's declarations.",
        discussion: """
        Reads the model MODEL_DIR (written by `docgen extract` from a SwiftUI dump) and writes the \
        inert part of the engine's surface that the documentation declares and the engine's \
        hand-written code does not: enumerations with their cases, structures of static values, \
        view modifiers whose base name the engine does not declare, and environment values, each \
        under a key whose default is an inert value of its type (nil, false, 0, the first case by \
        name), not SwiftUI's default. A declaration is written only when every type it names \
        resolves; the rest is counted by reason.

        With --check nothing is written: the exit status is 1 when the files in --out differ. \
        `make inert-surface` extracts ../shared/corpus/sosumi-swiftui and runs this; run \
        `make surface` afterwards so the generator's table of the engine includes the new symbols.
        """
    )

    @Argument(help: "A model folder written by docgen extract.")
    var model: String

    @Option(name: .shortAndLong, help: "The engine's generated folder.")
    var out: String = "Sources/FocusEngine/Surface/Inert/Generated"

    @Flag(help: "Fail if the files in --out differ instead of writing them.")
    var check = false

    func run() throws {
        let pages: [PageRecord]
        do { pages = try ModelLoader(directory: URL(fileURLWithPath: model)).load().pages } catch {
            throw ValidationError("\(error)")
        }
        let plan = try InertSurfacePlanner.bundled().plan(pages)
        let folder = URL(fileURLWithPath: out)
        let summary = "\(plan.enumerations.count) enumerations, \(plan.valueSets.count) value sets, \(plan.modifiers.count) view modifiers, \(plan.environmentValues.count) environment values"
        if check {
            let differences = InertSurfaceRenderer.differences(plan, in: folder)
            guard differences.isEmpty else {
                differences.forEach { print("inert-surface --check: \($0)") }
                print("  the documentation (\(model)) or the engine's hand-written surface changed: run `\(InertSurfaceRenderer.command)` and commit")
                throw ExitCode(1)
            }
            print("inert-surface --check: \(out) up to date (\(summary))")
            return
        }
        try InertSurfaceRenderer.write(plan, to: folder)
        print("inert-surface: \(summary) → \(out)")
        let reasons = plan.skipped.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(12)
        print("  left out: " + reasons.map { "\($0.key) \($0.value)" }.joined(separator: "; "))
    }
}
