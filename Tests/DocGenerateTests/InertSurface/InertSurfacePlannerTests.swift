@testable import DocGenerate
import DocExtract
import DocModel
import FocusTestSupport
import Foundation
import XCTest

/// `docgen inert-surface` (docs/surface.md): the engine's inert surface generated from the
/// documentation's declarations, with the hand-written engine winning.
final class InertSurfacePlannerTests: XCTestCase {
    /// A sosumi page of `kind` ("Instance Method") documenting `declaration` at `path` (`view/controlsize(_:)`).
    static func page(_ path: String, _ kind: String, _ title: String, _ declaration: String, conformsTo: [String] = []) -> String {
        var lines = ["---", "title: \(title)", "description: A documented symbol.",
                     "source: https://developer.apple.com/documentation/swiftui/\(path)", "timestamp: 2025-10-29T00:00:00.000Z", "---", "",
                     "**Instance Method**".replacingOccurrences(of: "Instance Method", with: kind), "", "# \(title)", "",
                     "> A documented symbol.", "", "```swift", declaration, "```", ""]
        if !conformsTo.isEmpty {
            lines += ["## Conforms To", ""] + conformsTo.map { "- [\($0)](/documentation/Swift/\($0))" } + [""]
        }
        return lines.joined(separator: "\n")
    }

    /// The pages extracted as `docgen extract` would.
    static func extract(_ pages: [String: String]) throws -> [PageRecord] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inert-surface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in pages {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return Extraction.run(.init(paths: [folder.path], jobs: 1)).pages
    }

    /// An engine with a hand-written `padding` family, a `Text` and a `ViewBuilder`.
    let engine = [
        EngineSymbol("View", "protocol", "protocol View"),
        EngineSymbol("View/padding(_:)", "method", "func padding(_ length: CGFloat) -> some View", inert: true),
        EngineSymbol("Text", "struct", "struct Text"),
        EngineSymbol("ModifiedContent", "struct", "struct ModifiedContent<Content, Modifier>"),
        EngineSymbol("ViewBuilder", "struct", "@resultBuilder struct ViewBuilder"),
        EngineSymbol("Edge", "enum", "enum Edge"),
        EngineSymbol("Edge/top", "enum.case", "case top"),
    ]

    func planner() -> InertSurfacePlanner {
        InertSurfacePlanner(engine: engine, swiftTypes: ["Bool", "CGFloat", "String"])
    }

    static let controlSizePages = [
        "view/controlsize.md": InertSurfacePlannerTests.page("view/controlsize(_:)", "Instance Method", "controlSize(_:)",
                                    "nonisolated func controlSize(_ controlSize: ControlSize) -> some View"),
        "controlsize.md": InertSurfacePlannerTests.page("controlsize", "Enumeration", "ControlSize", "enum ControlSize",
                               conformsTo: ["CaseIterable", "Comparable", "Hashable", "Sendable", "SendableMetatype", "Copyable"]),
        "controlsize/mini.md": InertSurfacePlannerTests.page("controlsize/mini", "Case", "ControlSize.mini", "case mini"),
        "controlsize/small.md": InertSurfacePlannerTests.page("controlsize/small", "Case", "ControlSize.small", "case small"),
    ]

    func testAModifierTheEngineLacksIsGeneratedWithTheTypesItNeeds() throws {
        let plan = planner().plan(try Self.extract(Self.controlSizePages))
        XCTAssertEqual(plan.modifiers.map(\.signature), ["func controlSize(_ controlSize: ControlSize) -> some View"],
                       "nonisolated dropped; the parameter as documented")
        XCTAssertEqual(plan.enumerations.map(\.name), ["ControlSize"])
        XCTAssertEqual(plan.enumerations.first?.cases, ["mini", "small"])
        XCTAssertEqual(plan.enumerations.first?.conformances, ["CaseIterable", "Comparable", "Hashable", "Sendable"],
                       "only what the compiler synthesizes; marker protocols need nothing")
        let source = InertSurfaceRenderer.render(plan)
        XCTAssertTrue(source[InertSurfaceRenderer.modifiersFile]!.contains(
            "    public func controlSize(_ controlSize: ControlSize) -> some View { presentation(\"controlSize\", \"\") }"))
        XCTAssertTrue(source[InertSurfaceRenderer.typesFile]!.contains(
            "public enum ControlSize: CaseIterable, Comparable, Hashable, Sendable {\n    case mini\n    case small\n}"))
        XCTAssertTrue(source.values.allSatisfy { $0.hasPrefix("// GENERATED FILE — DO NOT EDIT.") })
    }

    func testAModifierWhoseTypeIsNeitherDocumentedNorKnownIsLeftOutWithItsReason() throws {
        var pages = Self.controlSizePages
        pages["controlsize/mini.md"] = nil
        pages["controlsize/small.md"] = nil
        let plan = planner().plan(try Self.extract(pages))
        XCTAssertTrue(plan.enumerations.isEmpty, "an enumeration without documented cases is not generated")
        XCTAssertTrue(plan.modifiers.isEmpty, "so the modifier naming it is left out")
        XCTAssertEqual(plan.skipped["unknown type ControlSize"], 1)
    }

    func testTheHandWrittenFamilyWinsWhereACallCouldReachItAndGeneratedEngineSymbolsDoNotCount() throws {
        let pages = try Self.extract([
            "view/padding.md": InertSurfacePlannerTests.page("view/padding(_:_:)", "Instance Method", "padding(_:_:)",
                                    "nonisolated func padding(_ edges: Edge = .top, _ length: CGFloat? = nil) -> some View"),
            "view/bold.md": InertSurfacePlannerTests.page("view/bold(_:)", "Instance Method", "bold(_:)", "nonisolated func bold(_ isActive: Bool = true) -> some View"),
        ])
        XCTAssertEqual(planner().plan(pages).modifiers.map(\.name), ["bold"], "padding has a hand-written overload: no ambiguity")
        XCTAssertEqual(planner().plan(pages).skipped["hand-written"], 1)
        let withGenerated = InertSurfacePlanner(engine: engine + [EngineSymbol("View/bold(_:)", "method", "func bold(_ isActive: Bool = true) -> some View",
                                                                              inert: true, generated: true)],
                                                swiftTypes: ["Bool", "CGFloat"])
        XCTAssertEqual(withGenerated.plan(pages).modifiers.map(\.name), ["bold"],
                       "the plan does not depend on its own previous output")
    }

    func testAnOverloadOfAHandWrittenModifierIsGeneratedOnlyWhenEveryCallNamesALabelTheHandWrittenOnesLack() throws {
        let pages = try Self.extract([
            "view/padding-depth.md": InertSurfacePlannerTests.page("view/padding(depth:)", "Instance Method", "padding(depth:)",
                                          "nonisolated func padding(depth: CGFloat) -> some View"),
            "view/padding-optional.md": InertSurfacePlannerTests.page("view/padding(_:depth:)", "Instance Method", "padding(_:depth:)",
                                             "nonisolated func padding(_ length: CGFloat, depth: CGFloat = 0) -> some View"),
        ])
        let plan = planner().plan(pages)
        XCTAssertEqual(plan.modifiers.map(\.signature), ["func padding(depth: CGFloat) -> some View"],
                       "every call names depth:, which no hand-written padding takes")
        // Counter-case: padding(_:depth:) can be called as padding(8), as the hand-written padding(_:) is.
        XCTAssertEqual(plan.skipped["hand-written"], 1)
    }

    func testADefaultValueMustNameAMemberThatExists() throws {
        let pages = try Self.extract(Self.controlSizePages.merging([
            "view/a.md": InertSurfacePlannerTests.page("view/edgehint(_:)", "Instance Method", "edgeHint(_:)", "func edgeHint(_ edge: Edge = .bottom) -> some View"),
            "view/b.md": InertSurfacePlannerTests.page("view/sizehint(_:)", "Instance Method", "sizeHint(_:)", "func sizeHint(_ size: ControlSize = .small) -> some View"),
            "view/c.md": InertSurfacePlannerTests.page("view/edgemark(_:)", "Instance Method", "edgeMark(_:)", "func edgeMark(_ edge: Edge? = .top) -> some View"),
            "view/d.md": InertSurfacePlannerTests.page("view/edgeset(_:)", "Instance Method", "edgeSet(_:)", "func edgeSet(_ edges: Edge = []) -> some View"),
            "view/e.md": InertSurfacePlannerTests.page("view/edgelist(_:)", "Instance Method", "edgeList(_:)", "func edgeList(_ edges: [Edge] = []) -> some View"),
        ]) { first, _ in first })
        let plan = planner().plan(pages)
        XCTAssertEqual(plan.modifiers.map(\.name), ["controlSize", "edgeList", "edgeMark", "sizeHint"],
                       "Edge has no `bottom` in the engine; ControlSize.small is generated; an optional's member counts; [] only for a collection")
        XCTAssertEqual(plan.skipped["default value"], 2)
    }

    func testADefaultMayNameASwiftTypesMemberFromTheDataOrTheCallersPosition() throws {
        let planner = InertSurfacePlanner(engine: engine, swiftTypes: ["Bool", "Int", "String", "TaskPriority", "Void"],
                                          swiftMembers: ["TaskPriority.userInitiated"])
        let plan = planner.plan(try Self.extract([
            "view/a.md": Self.page("view/task(priority:_:)", "Instance Method", "task(priority:_:)",
                                   "nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View"),
            "view/b.md": Self.page("view/trace(file:line:)", "Instance Method", "trace(file:line:)",
                                   "func trace(file: String = #fileID, line: Int = #line) -> some View"),
            "view/c.md": Self.page("view/work(priority:)", "Instance Method", "work(priority:)",
                                   "func work(priority: TaskPriority = .veryHigh) -> some View"),
            "view/d.md": Self.page("view/mark(text:)", "Instance Method", "mark(text:)", "func mark(text: String = #selector) -> some View"),
        ]))
        XCTAssertEqual(plan.modifiers.map(\.signature), [
            "func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View",
            "func trace(file: String = #fileID, line: Int = #line) -> some View",
        ], "\(plan.skipped)")
        XCTAssertEqual(plan.skipped["default value"], 2, "a member the data does not list; a directive that is no caller position: \(plan.skipped)")
    }

    func testAStructureOfStaticValuesBecomesAValueSet() throws {
        let plan = planner().plan(try Self.extract([
            "badgeprominence.md": InertSurfacePlannerTests.page("badgeprominence", "Structure", "BadgeProminence", "struct BadgeProminence",
                                       conformsTo: ["Equatable", "Hashable", "Sendable", "CustomStringConvertible"]),
            "badgeprominence/increased.md": InertSurfacePlannerTests.page("badgeprominence/increased", "Type Property", "increased", "static let increased: BadgeProminence"),
            "badgeprominence/standard.md": InertSurfacePlannerTests.page("badgeprominence/standard", "Type Property", "standard", "static var standard: Self { get }"),
            "badgeprominence/count.md": InertSurfacePlannerTests.page("badgeprominence/count", "Type Property", "count", "static var count: Int { get }"),
        ]))
        XCTAssertEqual(plan.valueSets.map(\.members), [["increased", "standard"]], "static values of the type itself only")
        XCTAssertEqual(plan.valueSets.first?.conformances, ["Equatable", "Hashable", "Sendable"])
        XCTAssertTrue(InertSurfaceRenderer.render(plan)[InertSurfaceRenderer.typesFile]!.contains(
            "    public static var increased: BadgeProminence { BadgeProminence(name: \"increased\") }"))
    }

    func testAProtocolsStaticValuesOfAGeneratedConformingTypeAreWrittenAsApplesConstrainedExtension() throws {
        // `ShapeStyle` has no requirements in the engine, `Shape` has one; the engine declares `ShapeStyle.secondary`.
        let engine = self.engine + [
            EngineSymbol("ShapeStyle", "protocol", "protocol ShapeStyle"),
            EngineSymbol("ShapeStyle/secondary", "type.property", "static var secondary: Color { get }", constraints: "Self == Color"),
            EngineSymbol("Shape", "protocol", "protocol Shape"),
            EngineSymbol("Shape/path(in:)", "method", "func path(in rect: CGRect) -> Path", requirement: true),
        ]
        let plan = InertSurfacePlanner(engine: engine, swiftTypes: ["Bool", "CGFloat", "String"]).plan(try Self.extract([
            "material.md": Self.page("material", "Structure", "Material", "struct Material", conformsTo: ["Sendable", "ShapeStyle"]),
            "material/thin.md": Self.page("material/thin", "Type Property", "thin", "static let thin: Material"),
            "shapestyle/thinmaterial.md": Self.page("shapestyle/thinmaterial", "Type Property", "thinMaterial", "static var thinMaterial: Material { get }"),
            "shapestyle/secondary.md": Self.page("shapestyle/secondary", "Type Property", "secondary", "static var secondary: Material { get }"),
            "bordershape.md": Self.page("bordershape", "Structure", "BorderShape", "struct BorderShape", conformsTo: ["Sendable", "Shape"]),
            "bordershape/automatic.md": Self.page("bordershape/automatic", "Type Property", "automatic", "static let automatic: BorderShape"),
            "shape/border.md": Self.page("shape/border", "Type Property", "border", "static var border: BorderShape { get }"),
        ]))
        XCTAssertEqual(plan.valueSets.map(\.name), ["BorderShape", "Material"])
        XCTAssertEqual(plan.valueSets.map(\.conformances), [["Sendable"], ["Sendable", "ShapeStyle"]],
                       "a protocol with requirements is not declared: the generated type could not meet them")
        XCTAssertEqual(plan.protocolValues.map { "\($0.protocolName).\($0.name): \($0.type)" }, ["ShapeStyle.thinMaterial: Material"],
                       "not the member the engine declares, not a member of a protocol the type does not conform to")
        XCTAssertTrue(InertSurfaceRenderer.render(plan)[InertSurfaceRenderer.typesFile]!.contains("""
            extension ShapeStyle where Self == Material {
                /// Inert surface generated from the documentation page `swiftui/shapestyle/thinmaterial`.
                public static var thinMaterial: Material { Material(name: "thinMaterial") }
            }
            """))
    }

    func testResultBuildersGoBeforeTheNameAndUnknownAttributesAreLeftOut() throws {
        let plan = planner().plan(try Self.extract([
            "view/a.md": InertSurfacePlannerTests.page("view/decorate(content:)", "Instance Method", "decorate(content:)",
                              "nonisolated func decorate<V>(@ViewBuilder content: () -> V) -> some View where V : View"),
            "view/b.md": InertSurfacePlannerTests.page("view/toolbarish(content:)", "Instance Method", "toolbarish(content:)",
                              "func toolbarish<C>(@ToolbarContentBuilder content: () -> C) -> some View where C : View"),
        ]))
        XCTAssertEqual(plan.modifiers.map(\.signature), ["func decorate<V>(@ViewBuilder content: () -> V) -> some View where V: View"])
        XCTAssertEqual(plan.skipped["unknown attribute @ToolbarContentBuilder"], 1)
    }

    func testDocumentTextCannotLeaveATypePosition() throws {
        let plan = planner().plan(try Self.extract([
            "view/a.md": InertSurfacePlannerTests.page("view/evil(_:)", "Instance Method", "evil(_:)",
                              "func evil(_ x: Bool /* } */) -> some View"),
            "view/b.md": InertSurfacePlannerTests.page("view/quote(_:)", "Instance Method", "quote(_:)", "func quote(_ x: String = \"\\\")}\") -> some View"),
        ]))
        XCTAssertEqual(plan.modifiers.map(\.signature), ["func evil(_ x: Bool) -> some View"],
                       "written from the parsed structure: the comment is trivia and is not copied; a string default is left out")
        XCTAssertNil(TypeReferences.names(in: "Bool /* } */"))
        XCTAssertEqual(TypeReferences.names(in: "some View"), ["View"])
        XCTAssertEqual(TypeReferences.names(in: "KeyPath<Root, Edge.Set>?"), ["KeyPath", "Root", "Edge.Set"])
        XCTAssertEqual(TypeReferences.names(in: "T.Type"), ["T"])
    }

    func testAnAccessibilityModifiersModifiedContentIsWrittenAsAnOpaqueViewOnlyWhenItsTypesResolve() throws {
        let plan = planner().plan(try Self.extract([
            "view/a.md": InertSurfacePlannerTests.page("view/accessibilitytag(_:)", "Instance Method", "accessibilityTag(_:)",
                              "nonisolated func accessibilityTag(_ tag: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>"),
            "view/b.md": InertSurfacePlannerTests.page("view/accessibilitynote(_:)", "Instance Method", "accessibilityNote(_:)",
                              "nonisolated func accessibilityNote(_ note: String) -> ModifiedContent<Self, Text>"),
            "view/c.md": InertSurfacePlannerTests.page("view/sized(_:)", "Instance Method", "sized(_:)",
                              "nonisolated func sized(_ note: String) -> Text"),
        ]))
        XCTAssertEqual(plan.modifiers.map(\.signature), ["func accessibilityNote(_ note: String) -> some View"],
                       "ModifiedContent and Text resolve; AccessibilityAttachmentModifier is unknown to this engine")
        XCTAssertEqual(plan.skipped["unknown type AccessibilityAttachmentModifier"], 1)
        XCTAssertEqual(plan.skipped["returns no opaque view"], 1)
    }

    func testADocumentedEnvironmentValueGetsAKeyWhoseDefaultIsAnInertValueOfItsType() throws {
        let engine = self.engine + [
            EngineSymbol("EnvironmentValues", "struct", "struct EnvironmentValues"),
            EngineSymbol("EnvironmentValues/colorScheme", "property", "var colorScheme: Edge { get set }"),
        ]
        let planner = InertSurfacePlanner(engine: engine, swiftTypes: ["Bool", "Int", "CGFloat", "String"], swiftDefaults: ["Bool": "false"])
        let plan = planner.plan(try Self.extract(Self.controlSizePages.merging([
            "environmentvalues.md": Self.page("environmentvalues", "Structure", "EnvironmentValues", "struct EnvironmentValues"),
            "environmentvalues/controlsize.md": Self.page("environmentvalues/controlsize", "Instance Property", "controlSize",
                                                          "var controlSize: ControlSize { get set }"),
            "environmentvalues/edge.md": Self.page("environmentvalues/edge", "Instance Property", "edge", "var edge: Edge { get }"),
            "environmentvalues/linelimit.md": Self.page("environmentvalues/linelimit", "Instance Property", "lineLimit", "var lineLimit: Int? { get set }"),
            "environmentvalues/isbold.md": Self.page("environmentvalues/isbold", "Instance Property", "isBold", "var isBold: Bool { get set }"),
            "environmentvalues/count.md": Self.page("environmentvalues/count", "Instance Property", "count", "var count: Int { get set }"),
            "environmentvalues/colorscheme.md": Self.page("environmentvalues/colorscheme", "Instance Property", "colorScheme",
                                                          "var colorScheme: ColorScheme { get set }"),
            "environmentvalues/openurl.md": Self.page("environmentvalues/openurl", "Instance Property", "openURL", "var openURL: OpenURLAction { get set }"),
            "environmentvalues/scene.md": Self.page("environmentvalues/realitykitscene", "Instance Property", "realityKitScene", "var realityKitScene: View? { get }"),
        ]) { first, _ in first }))
        XCTAssertEqual(plan.environmentValues.map { "\($0.name): \($0.type) = \($0.defaultValue)\($0.settable ? " settable" : "")" }, [
            "controlSize: ControlSize = .mini settable",   // a generated enumeration: its first case by name
            "edge: Edge = .top",                           // the engine's enumeration; `{ get }`: no setter
            "isBold: Bool = false settable",               // the data's default for a Swift type
            "lineLimit: Int? = nil settable",              // an optional
        ])
        XCTAssertEqual(plan.skipped["hand-written"], 1, "colorScheme is the engine's: it wins")
        XCTAssertEqual(plan.skipped["no inert default"], 1, "Int has no entry in the defaults")
        XCTAssertEqual(plan.skipped["unknown type OpenURLAction"], 1)
        XCTAssertEqual(plan.skipped["a protocol as a type: View"], 1, "another framework's type of the same name as an engine protocol")
        let source = InertSurfaceRenderer.render(plan)[InertSurfaceRenderer.environmentFile]!
        XCTAssertTrue(source.contains("""
            public var edge: Edge {
                    get { self[InertEnvironmentKey_edge.self] }
                }
            """), source)
        XCTAssertTrue(source.contains("struct InertEnvironmentKey_controlSize: EnvironmentKey {\n    static var defaultValue: ControlSize { .mini }\n}"), source)
    }

    func testThePlanAndItsFilesDoNotDependOnPageOrder() throws {
        let pages = try Self.extract(Self.controlSizePages)
        let forward = planner().plan(pages)
        let backward = planner().plan(pages.reversed())
        XCTAssertEqual(forward, backward)
        XCTAssertEqual(InertSurfaceRenderer.render(forward), InertSurfaceRenderer.render(backward))
    }

    func testTheCommittedGeneratedSurfaceCompilesIntoTheEngine() throws {
        let source = """
        import FocusEngine
        struct Probe: View {
            var body: some View {
                Text("Size").controlSize(.small).badgeProminence(.increased).allowsHitTesting(false)
                    .environment(\\.scenePhase, .background)
            }
        }
        struct Reader: View {
            @Environment(\\.scenePhase) private var scenePhase
            var body: some View { Text(scenePhase == .active ? "active" : "not") }
        }
        let sizes: [ControlSize] = ControlSize.allCases
        """
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck(source) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertTrue(outcome.succeeded, "\(outcome)")
    }
}
