@testable import DocGenerate
import DocModel
import FocusTestSupport
import SwiftParser
import XCTest

/// Initializers, subscripts, enumeration cases, protocols, `let` and settable properties and
/// keyword-named members get API-shape checks that type-check against the engine.
final class MemberCallShapeTests: XCTestCase {
    private let surface = EngineSurface(symbols: [
        EngineSymbol("FocusState", "struct", "@propertyWrapper @frozen struct FocusState<Value> where Value : Hashable"),
        EngineSymbol("FocusState/init()", "init", "init() where Value == Bool"),
        EngineSymbol("FocusState/wrappedValue", "property", "var wrappedValue: Value { get nonmutating set }"),
        EngineSymbol("FocusedValues", "struct", "struct FocusedValues"),
        EngineSymbol("FocusedValues/subscript(_:)", "subscript", "subscript<Key>(key: Key.Type) -> Key.Value? where Key : FocusedValueKey { get set }"),
        EngineSymbol("SubmitLabel", "struct", "struct SubmitLabel"),
        EngineSymbol("SubmitLabel/continue", "type.property", "static var `continue`: SubmitLabel { get }"),
        EngineSymbol("SubmitTriggers", "struct", "struct SubmitTriggers"),
        EngineSymbol("SubmitTriggers/init(rawValue:)", "init", "init(rawValue: SubmitTriggers.RawValue)"),
        EngineSymbol("AccessibilityZoomGestureAction", "struct", "struct AccessibilityZoomGestureAction"),
        EngineSymbol("AccessibilityZoomGestureAction/Direction", "enum", "enum Direction"),
        EngineSymbol("AccessibilityZoomGestureAction/Direction/zoomIn", "enum.case", "case zoomIn"),
        EngineSymbol("FocusInteractions", "struct", "struct FocusInteractions"),
        EngineSymbol("FocusInteractions/edit", "type.property", "static let edit: FocusInteractions"),
        EngineSymbol("EnvironmentValues", "struct", "struct EnvironmentValues"),
        EngineSymbol("EnvironmentValues/isFocusEffectEnabled", "property", "var isFocusEffectEnabled: Bool { get set }"),
        EngineSymbol("Button", "struct", "struct Button<Label> where Label : View"),
        EngineSymbol("Button/init(_:action:)", "init", "init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor @Sendable () -> Void)",
                     constraints: "Label == Text"),
    ])

    private func check(_ path: String, _ structure: DeclarationStructure, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let parent = ParentSpelling.of(surface.symbols(atPath: path).first, surface: surface)
        let page = PageRecord(id: "swiftui/" + path.lowercased(), source: SourceInfo(path: "x.md", format: .markdown, languages: [.en]),
                              symbol: Symbol(name: "x", kind: .initializer),
                              declaration: Declaration(text: "…", lines: LineRange(start: 1, end: 1), structure: structure, parsesCleanly: true))
        guard case .check(let check) = APIShapePlanner.plan(page, functionName: "apiShape", parent: parent) else {
            XCTFail("no shape check for \(path)", file: file, line: line)
            throw XCTSkip("no check")
        }
        XCTAssertFalse(Parser.parse(source: check.source).hasError, check.source, file: file, line: line)
        return check.source
    }

    /// The engine accepts every check (skipped when the built modules are absent).
    private func assertTypeChecks(_ sources: [String]) throws {
        let source = "import FocusEngine\n\n" + sources.enumerated().map { $1.replacingOccurrences(of: "apiShape", with: "apiShape\($0)") }
            .joined(separator: "\n\n")
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck(source) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + source)
    }

    func testEachMemberKindGetsACheckTheEngineAccepts() throws {
        let sources = [
            try check("FocusState/init()", DeclarationStructure(keyword: "init", name: "init",
                genericRequirements: [GenericRequirement(subject: "Value", relation: .sameType, constraint: "Bool")])),
            try check("FocusState/wrappedValue", DeclarationStructure(keyword: "var", name: "wrappedValue", type: "Value", accessors: ["get", "set"])),
            try check("FocusedValues/subscript(_:)", DeclarationStructure(keyword: "subscript", name: "subscript",
                genericParameters: [GenericParameter(name: "Key")],
                genericRequirements: [GenericRequirement(subject: "Key", relation: .conformance, constraint: "FocusedValueKey")],
                parameters: [DeclaredParameter(label: nil, name: "key", type: "Key.Type")], returnType: "Key.Value?", accessors: ["get", "set"])),
            try check("SubmitLabel/continue", DeclarationStructure(modifiers: ["static"], keyword: "var", name: "`continue`", type: "SubmitLabel", accessors: ["get"])),
            try check("SubmitTriggers/init(rawValue:)", DeclarationStructure(keyword: "init", name: "init",
                parameters: [DeclaredParameter(label: nil, name: "rawValue", type: "SubmitTriggers.RawValue")])),
            try check("AccessibilityZoomGestureAction/Direction/zoomIn", DeclarationStructure(keyword: "case", name: "zoomIn")),
            try check("FocusInteractions/edit", DeclarationStructure(modifiers: ["static"], keyword: "let", name: "edit", type: "FocusInteractions")),
            try check("FocusedValueKey", DeclarationStructure(keyword: "protocol", name: "FocusedValueKey")),
            try check("EnvironmentValues/isFocusEffectEnabled", DeclarationStructure(keyword: "var", name: "isFocusEffectEnabled", type: "Bool", accessors: ["get", "set"])),
        ]
        XCTAssertTrue(sources[0].contains("-> FocusState<Bool>"), "the same-type requirement makes Value concrete:\n\(sources[0])")
        XCTAssertTrue(sources[1].contains("copy.wrappedValue = value"), "a settable property is written:\n\(sources[1])")
        XCTAssertTrue(sources[2].contains("subject[p0]") && !sources[2].contains("key:"), "a subscript parameter without a label is passed bare:\n\(sources[2])")
        XCTAssertTrue(sources[3].contains("SubmitLabel.`continue`"), sources[3])
        XCTAssertTrue(sources[4].contains("SubmitTriggers(rawValue: p0)"), "an initializer's parameter name is its label:\n\(sources[4])")
        try assertTypeChecks(sources)
    }

    func testAShapeCheckFailsToCompileWhenTheEngineLacksTheMember() throws {
        // A case the engine does not declare: the check must not type-check (it is evidence only if it can fail).
        let source = try check("AccessibilityZoomGestureAction/Direction/zoomIn", DeclarationStructure(keyword: "case", name: "zoomSideways"))
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck("import FocusEngine\n\n" + source) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertFalse(outcome.succeeded, source)
    }

    func testAnInitializerOfAConstrainedExtensionIsCheckedOnTheTypeTheExtensionFixes() throws {
        // Dumps print `init(_ titleKey: …, action: …)` without the extension's `where Label == Text`.
        let parameters = [DeclaredParameter(label: "_", name: "titleKey", type: "LocalizedStringKey"),
                          DeclaredParameter(label: nil, name: "action", type: "@escaping @MainActor () -> Void")]
        let plain = try check("Button/init(_:action:)", DeclarationStructure(keyword: "init", name: "init", parameters: parameters))
        XCTAssertTrue(plain.contains("-> Button<Text>") && !plain.contains("<Label>"), plain)
        let restated = try check("Button/init(_:action:)", DeclarationStructure(keyword: "init", name: "init",
            genericRequirements: [GenericRequirement(subject: "Label", relation: .sameType, constraint: "Text")], parameters: parameters))
        XCTAssertFalse(restated.contains("where"), "a restated fixing is dropped:\n\(restated)")
        try assertTypeChecks([plain, restated])
        // Counter-case: a page that fixes the parameter to another type does not compile.
        let other = try check("Button/init(_:action:)", DeclarationStructure(keyword: "init", name: "init",
            genericRequirements: [GenericRequirement(subject: "Label", relation: .sameType, constraint: "Image")], parameters: parameters))
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck("import FocusEngine\n\n" + other) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertFalse(outcome.succeeded, other)
    }
}
