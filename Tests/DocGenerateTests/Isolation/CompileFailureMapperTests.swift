@testable import DocGenerate
import DocModel
import XCTest

/// Compiler errors in generated suites are traced to the cases they block, with the page line.
final class CompileFailureMapperTests: XCTestCase {
    func testCompilerErrorsAreParsedOnceEachAndNotesAndExcerptsAreSkipped() {
        let log = """
        [3/9] Compiling ConformanceTests A.swift
        /p/Generated/A.swift:29:36: error: cannot find 'ZoomNavigationTransition' in scope
        27 | private func apiShape() {
           |      `- error: cannot find 'ZoomNavigationTransition' in scope
        /p/Generated/A.swift:29:36: error: cannot find 'ZoomNavigationTransition' in scope
        /p/Generated/A.swift:28:5: note: in call to function 'f'
        /p/Generated/B.swift:4:1: warning: unused
        /p/Generated/C:D.swift:7:2: error: value of type 'some View' has no member 'focusedValue'
        """
        let errors = CompilerError.parse(log: log)
        XCTAssertEqual(errors.map(\.fileName), ["A.swift", "C:D.swift"])
        XCTAssertEqual(errors.map(\.line), [29, 7])
        XCTAssertEqual(errors.first?.path, "/p/Generated/A.swift")
        XCTAssertEqual(errors.map(\.missingName), ["ZoomNavigationTransition", "focusedValue"])
        XCTAssertNil(CompilerError(path: "x.swift", line: 1, column: 1, message: "cannot convert value of type 'Int'").missingName)
        XCTAssertEqual(CompilerError(path: "x.swift", line: 1, column: 1, message: "cannot find type 'Foo' in scope").missingName, "Foo")
    }

    func testRegionsAreReadBackFromTheMarkersOfARenderedSuite() throws {
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        let suite = try XCTUnwrap(output.plan.suites.first { $0.cases.contains { $0.example != nil } && $0.cases.contains { $0.shape != nil } })
        let text = String(decoding: try XCTUnwrap(output.swiftFiles[suite.suiteName + ".swift"]), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let regions = GeneratedRegions(text: text)
        XCTAssertEqual(Set(regions.regions.filter { $0.kind == .case }.map(\.id)), Set(suite.cases.map(\.id)))
        XCTAssertNil(regions.region(at: 1), "the header belongs to no case")
        for conformanceCase in suite.cases {
            let method = "func \(SuiteViewBuilder.methodName(conformanceCase.id))()"
            let line = try XCTUnwrap(lines.firstIndex { $0.contains(method) }) + 1
            XCTAssertEqual(regions.region(at: line)?.id, conformanceCase.id)
        }
        let example = try XCTUnwrap(suite.cases.compactMap(\.example).first)
        let enumLine = try XCTUnwrap(lines.firstIndex { $0 == "enum \(example.namespace) {" }) + 1
        XCTAssertEqual(regions.region(at: enumLine)?.kind, .example)
        XCTAssertEqual(regions.region(at: enumLine)?.id, example.exampleID)
    }

    func testAnErrorInAnExampleBlocksEveryCaseOfTheExampleWithThePageLineAndNothingElse() throws {
        let (_, pages) = try ModelLoader(directory: GenerateFixtures.corpusModel).load()
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        var plan = output.plan
        let index = try XCTUnwrap(plan.suites.firstIndex { $0.cases.contains { $0.example != nil } })
        let suite = plan.suites[index]
        let code = try XCTUnwrap(suite.cases.compactMap(\.example).first)
        let page = try XCTUnwrap(pages.first { $0.id == suite.pageID })
        let example = try XCTUnwrap(page.examples.first { $0.id == code.exampleID })
        let file = suite.suiteName + ".swift"
        let text = String(decoding: try XCTUnwrap(output.swiftFiles[file]), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The third line of the verbatim code, found in the generated file.
        let codeLines = code.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let target = codeLines[2]
        let enumLine = try XCTUnwrap(lines.firstIndex { $0 == "enum \(code.namespace) {" })
        let generatedLine = try XCTUnwrap(lines[enumLine...].firstIndex { $0 == target }) + 1
        let error = CompilerError(path: "/x/Generated/" + file, line: generatedLine, column: 3, message: "cannot convert value")
        let blocked = CompileFailureMapper(pages: pages).apply([error], files: [file: text], to: &plan)

        let owners = suite.cases.filter { $0.example?.exampleID == code.exampleID || $0.fixture?.example == code.exampleID }
        XCTAssertEqual(blocked, owners.count)
        for conformanceCase in plan.suites[index].cases {
            let isOwner = owners.contains { $0.id == conformanceCase.id }
            XCTAssertEqual(conformanceCase.compileFailure != nil, isOwner, conformanceCase.id)
            if isOwner {
                XCTAssertEqual(conformanceCase.compileFailure?.pageLine, (example.lines.en ?? example.lines.zhHans)!.start + 2)
                XCTAssertEqual(conformanceCase.compileFailure?.pageFile, page.source.path)
                XCTAssertEqual(conformanceCase.compileFailure?.generatedLine, generatedLine)
            }
        }
        let rerendered = try DocGenerator(modelDirectory: GenerateFixtures.corpusModel, templatesDirectory: GenerateFixtures.templates).render(plan)
        let after = String(decoding: try XCTUnwrap(rerendered.swiftFiles[file]), as: UTF8.self)
        XCTAssertFalse(after.contains("enum \(code.namespace) {"), "the example is not rendered once blocked")
        XCTAssertEqual(plan.suites.filter { $0.cases.contains { !$0.isRunnable } }.count, 1, "other suites untouched")
    }

    func testAMissingDocumentedSymbolIsNotInEngineAndAHeaderErrorBlocksTheWholeSuite() throws {
        let (_, pages) = try ModelLoader(directory: GenerateFixtures.corpusModel).load()
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        var plan = output.plan
        let suite = try XCTUnwrap(plan.suites.first { $0.cases.contains { $0.shape != nil } })
        let file = suite.suiteName + ".swift"
        let text = String(decoding: try XCTUnwrap(output.swiftFiles[file]), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shapeLine = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("// docgen:region shape ") }) + 2
        let documented = CompileFailureMapperTests.baseName(try XCTUnwrap(pages.first { $0.id == suite.pageID }).symbol.name)
        let missing = CompilerError(path: file, line: shapeLine, column: 1, message: "value of type 'some View' has no member '\(documented)'")
        var blocked = CompileFailureMapper(pages: pages).apply([missing], files: [file: text], to: &plan)
        XCTAssertEqual(blocked, 1)
        let shapeCase = try XCTUnwrap(plan.suites.first { $0.suiteName == suite.suiteName }?.cases.first { $0.shape != nil })
        XCTAssertEqual(shapeCase.notInEngine, [documented])
        XCTAssertNil(shapeCase.compileFailure)

        let header = CompilerError(path: file, line: 2, column: 1, message: "no such module 'FocusEngine'")
        blocked = CompileFailureMapper(pages: pages).apply([header], files: [file: text], to: &plan)
        XCTAssertEqual(blocked, suite.cases.count - 1, "every case still runnable is blocked")
        XCTAssertTrue(plan.suites.first { $0.suiteName == suite.suiteName }!.cases.allSatisfy { !$0.isRunnable })
    }

    func testALabelErrorAtACallNoDocumentedFormFitsIsTheDocumentationsError() throws {
        let (_, pages) = try ModelLoader(directory: GenerateFixtures.corpusModel).load()
        let check = DocumentedCallCheck(pages: pages)
        XCTAssertEqual(check.forms["focused"].map(Set.init), [["_"], ["_", "equals"]], "the bundled pages document focused(_:) and focused(_:equals:)")
        let text = """
        struct V: View {
            var body: some View {
                TextField("Name", text: $name)
                    .focused(when: isFocused)
                    .focused($isFocused, equals: true)
            }
        }
        """
        let wrong = CompilerError(path: "S.swift", line: 4, column: 26, message: "extraneous argument label 'when:' in call")
        let message = try XCTUnwrap(check.documentationError(wrong, text: text))
        XCTAssertTrue(message.contains("focused(when:)") && message.contains("focused(_:equals:)"), message)
        let atParenthesis = CompilerError(path: "S.swift", line: 4, column: 25, message: "extraneous argument label 'when:' in call")
        XCTAssertEqual(check.documentationError(atParenthesis, text: text), message, "swiftc points at the opening parenthesis")
        // The same kind of error at a call the documentation does declare is the engine's.
        let fits = CompilerError(path: "S.swift", line: 5, column: 38, message: "incorrect argument label in call (have '_:equals:', expected '_:is:')")
        XCTAssertNil(check.documentationError(fits, text: text))
        // Not a label error, or a function no page documents: not judged.
        XCTAssertNil(check.documentationError(CompilerError(path: "S.swift", line: 4, column: 22, message: "cannot find 'isFocused' in scope"), text: text))
        XCTAssertNil(check.documentationError(CompilerError(path: "S.swift", line: 3, column: 31, message: "extraneous argument label 'text:' in call"), text: text))
        XCTAssertTrue(DocumentedCallCheck.fits(["_"], ["_", "interactions"]), "a parameter with a default may be left out")
        XCTAssertFalse(DocumentedCallCheck.fits(["equals", "_"], ["_", "equals"]), "labels keep their order")
    }

    func testALabelErrorAtATypesCallNoDocumentedInitializerFitsIsTheDocumentationsError() throws {
        func initializer(_ name: String, parent: String) -> PageRecord {
            var page = HostilePage.page()
            page.id = "swiftui/\(parent)/\(name)"
            page.symbol = Symbol(name: name, kind: SymbolKind(rawValue: "initializer"), parentPath: ["Swiftui", parent])
            return page
        }
        // A dump that lowercases parents (`textfield`) still documents `TextField(…)`.
        let check = DocumentedCallCheck(pages: [initializer("init(_:text:)", parent: "textfield"),
                                                initializer("init(_:text:prompt:)", parent: "textfield")])
        let text = """
        struct V: View {
            var body: some View {
                TextField("Username", $username)
                TextField("Name", txt: $name)
                SecureField("Password", $password)
            }
        }
        """
        let missing = CompilerError(path: "S.swift", line: 3, column: 18, message: "missing argument label 'text:' in call")
        let message = try XCTUnwrap(check.documentationError(missing, text: text))
        XCTAssertTrue(message.contains("TextField(_:_:)") && message.contains("TextField(_:text:)"), message)
        // A type whose initializers no page of the run documents is not judged without the engine's declarations.
        XCTAssertNil(check.documentationError(CompilerError(path: "S.swift", line: 5, column: 20, message: "missing argument label 'text:' in call"), text: text))
        // A call fitting a documented initializer is the engine's to provide.
        let fitting = "TextField(\"Name\", text: $name, prompt: nil)"
        XCTAssertNil(check.documentationError(CompilerError(path: "S.swift", line: 1, column: 10, message: "extraneous argument label 'prompt:' in call"), text: fitting))
    }

    func testAMissingLabelAtACallNoPageDocumentsIsJudgedByTheEnginesDeclarations() throws {
        let engine = EngineSurface(symbols: [
            EngineSymbol("SecureField", "struct", "struct SecureField<Label> where Label : View"),
            EngineSymbol("SecureField/init(_:text:)", "init", "init(_ titleKey: LocalizedStringKey, text: Binding<String>)"),
            EngineSymbol("SecureField/init(_:text:prompt:)", "init", "init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)"),
            EngineSymbol("View/submitLabel(_:)", "method", "func submitLabel(_ submitLabel: SubmitLabel) -> some View"),
        ])
        let check = DocumentedCallCheck(pages: [], engine: engine)
        let text = """
        SecureField("Password", $password)
        SecureField("Password", value: $password)
        SecureField("Password", text: $password, prompt: nil)
        """
        let missing = CompilerError(path: "S.swift", line: 1, column: 12, message: "missing argument label 'text:' in call")
        let message = try XCTUnwrap(check.documentationError(missing, text: text))
        XCTAssertTrue(message.contains("SecureField(_:_:)") && message.contains("SecureField(_:text:prompt:)")
                      && message.contains("engine"), "says the judgement rests on the engine's declarations: \(message)")
        // Counter-cases: a different label may name an overload of Apple's the engine lacks; a call
        // that fits an engine form is the engine's to compile.
        XCTAssertNil(check.documentationError(CompilerError(path: "S.swift", line: 2, column: 12, message: "incorrect argument label in call (have '_:value:', expected '_:text:')"), text: text))
        XCTAssertNil(check.documentationError(CompilerError(path: "S.swift", line: 3, column: 12, message: "missing argument label 'text:' in call"), text: text))
        // A page of the run documenting the name wins over the engine's forms.
        var page = HostilePage.page()
        page.symbol = Symbol(name: "init(_:_:)", kind: SymbolKind(rawValue: "initializer"), parentPath: ["Swiftui", "SecureField"])
        XCTAssertNil(DocumentedCallCheck(pages: [page], engine: engine).documentationError(missing, text: text),
                     "the run's page declares SecureField(_:_:)")
    }

    func testAnInitialValueForAWrapperWithoutAWrappedValueInitializerIsTheDocumentationsError() throws {
        let engine = EngineSurface(symbols: [
            EngineSymbol("FocusState", "struct", "@propertyWrapper struct FocusState<Value> where Value : Hashable"),
            EngineSymbol("FocusState/init()", "init", "init()"),
            EngineSymbol("State", "struct", "@propertyWrapper struct State<Value>"),
            EngineSymbol("State/init(wrappedValue:)", "init", "init(wrappedValue value: Value)"),
        ])
        let check = DocumentedCallCheck(pages: [], engine: engine)
        let text = """
        struct V: View {
            @FocusState private var emailFieldIsFocused: Bool = false
            @State private var count: Int = 0
            var body: some View { Text("x") }
        }
        """
        let error = { (line: Int) in CompilerError(path: "S.swift", line: line, column: 57, message: "argument passed to call that takes no arguments") }
        let message = try XCTUnwrap(check.documentationError(error(2), text: text))
        XCTAssertTrue(message.contains("@FocusState") && message.contains("FocusState()") && message.contains("FocusState(wrappedValue:)"), message)
        // Counter-cases: a wrapper that takes a wrapped value, and the same error on a line with no wrapped property.
        XCTAssertNil(check.documentationError(error(3), text: text))
        XCTAssertNil(check.documentationError(error(4), text: text))
    }

    func testAnErrorInACompanionFileBlocksOnlyTheCasesOfTheExampleCompiledThere() throws {
        let (_, pages) = try ModelLoader(directory: GenerateFixtures.corpusModel).load()
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        let suite = try XCTUnwrap(output.plan.suites.first { $0.cases.contains { $0.example?.file != nil } },
                                  "the bundled corpus has a page whose examples declare one member twice")
        let companion = try XCTUnwrap(suite.cases.compactMap(\.example).first { $0.file != nil })
        let file = try XCTUnwrap(companion.file)
        let text = String(decoding: try XCTUnwrap(output.swiftFiles[file], "the companion file is rendered"), as: UTF8.self)
        XCTAssertTrue(text.contains("extension \(suite.suiteName) {"), "its cases extend the suite's class")
        let own = Set(suite.cases.filter { ($0.example?.exampleID ?? $0.fixture?.example) == companion.exampleID }.map(\.id))
        XCTAssertGreaterThan(own.count, 1, "the companion example has scenarios besides compiling")
        let mainText = String(decoding: try XCTUnwrap(output.swiftFiles[suite.suiteName + ".swift"]), as: UTF8.self)
        XCTAssertFalse(own.contains { mainText.contains("// docgen:region case \($0)\n") }, "none of them is in the suite's file")
        XCTAssertEqual(Set(GeneratedRegions(text: text).regions.filter { $0.kind == .case }.map(\.id)), own)

        var plan = output.plan
        let header = CompilerError(path: file, line: 2, column: 1, message: "something in the header")
        XCTAssertEqual(CompileFailureMapper(pages: pages).apply([header], files: [file: text], to: &plan), own.count)
        let after = try XCTUnwrap(plan.suites.first { $0.suiteName == suite.suiteName })
        XCTAssertEqual(Set(after.cases.filter { !$0.isRunnable }.map(\.id)), own, "the suite's own cases still run")
    }

    private static func baseName(_ name: String) -> String {
        String(name.split(separator: "(").first ?? Substring(name))
    }
}
