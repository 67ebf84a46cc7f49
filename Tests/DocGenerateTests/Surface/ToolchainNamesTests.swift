@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// The toolchain's top-level names come from its modules' symbol graphs (`make surface`), and an
/// example's identifier that is one of them is the toolchain's, never a stub that shadows it.
final class ToolchainNamesTests: XCTestCase {
    private func graph(_ module: String, _ symbols: [(path: [String], kind: String)]) -> String {
        let items = symbols.map { symbol in
            #"{"kind":{"identifier":"\#(symbol.kind)"},"pathComponents":[\#(symbol.path.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        }
        return #"{"module":{"name":"\#(module)"},"symbols":[\#(items.joined(separator: ","))]}"#
    }

    private func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("toolchain-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private var minimal: [String: String] {
        [
            "Swift.symbols.json": graph("Swift", [(["Int"], "swift.struct"), (["Int", "max"], "swift.type.property"),
                                                  (["print(_:separator:terminator:)"], "swift.func"), (["_Hidden"], "swift.struct"),
                                                  (["+(_:_:)"], "swift.func.op")]),
            "_Concurrency@Swift.symbols.json": graph("Swift", [(["Task"], "swift.struct")]),
            "_StringProcessing@Swift.symbols.json": graph("Swift", [(["Regex"], "swift.struct")]),
            "Foundation.symbols.json": graph("Foundation", [(["TimeInterval"], "swift.typealias"), (["Int"], "swift.struct"),
                                                            (["log(_:)"], "swift.func")]),
            "FoundationEssentials.symbols.json": graph("FoundationEssentials", [(["Date"], "swift.struct")]),
            "Observation.symbols.json": graph("Observation", [(["Observable"], "swift.macro")]),
            "Dispatch.symbols.json": graph("Dispatch", [(["DispatchQueue"], "swift.class")]),
        ]
    }

    func testTopLevelNamesOfEveryModuleAreReadOnceWithTheFirstModuleThatDeclaresThem() throws {
        let names = try ToolchainNames.read(directory: folder(minimal))
        XCTAssertEqual(names.map { "\($0.name) \($0.module)" },
                       ["Date FoundationEssentials", "DispatchQueue Dispatch", "Int Swift", "Observable Observation",
                        "Regex _StringProcessing", "Task _Concurrency", "TimeInterval Foundation", "print Swift"])
    }

    func testFoundationsGlobalFunctionsAreLeftToTheExample() throws {
        // `log` is Foundation's C math overload on Linux; an example's own `log()` gets a stub.
        let names = try ToolchainNames.read(directory: folder(minimal)).map(\.name)
        XCTAssertFalse(names.contains("log"))
        XCTAssertTrue(names.contains("print"), "the standard library's functions count")
    }

    func testAMissingModuleIsAnErrorNamingIt() throws {
        var files = minimal
        files["Dispatch.symbols.json"] = nil
        XCTAssertThrowsError(try ToolchainNames.read(directory: folder(files))) { error in
            XCTAssertTrue("\(error)".contains("no Dispatch.symbols.json"), "\(error)")
        }
    }

    func testTheTableRoundTripsAndIsByteIdenticalWhateverTheOrder() throws {
        let names = try ToolchainNames.read(directory: folder(minimal))
        let table = ToolchainNames.render(names)
        XCTAssertEqual(table, ToolchainNames.render(names.reversed()))
        XCTAssertTrue(table.hasPrefix("// GENERATED FILE — DO NOT EDIT."))
        let body = table.components(separatedBy: "#\"\"\"\n")[1].components(separatedBy: "\n\"\"\"#")[0]
        XCTAssertEqual(ToolchainNames.names(inTable: body), names.map(\.name))
    }

    func testTheBundledNamesHoldTheStandardLibraryFoundationAndConcurrency() throws {
        let known = try KnownNames.bundled()
        for name in ["TimeInterval", "UnicodeScalar", "CGFloat", "AttributedString", "Date", "URL", "Task", "print", "zip"] {
            XCTAssertTrue(known.swift.contains(name), name)
        }
        XCTAssertFalse(known.swift.contains { $0.hasPrefix("_") })
        // Counter-case: a name no module declares stays free.
        XCTAssertFalse(known.all.contains("WritingAppDocument"))
    }

    func testAToolchainTypeAnExampleUsesIsNotStubbed() throws {
        let planner = try ExamplePlanner.withEngineSurface()
        let result = ExamplePages.plan(["""
        struct TimerView: View {
            @State private var elapsed: TimeInterval = 0
            var body: some View { Text(verbatim: "\\(elapsed)") }
        }
        """], planner: planner)
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertFalse(code.stubs.contains { $0.contains("TimeInterval") }, "\(code.stubs)")
        // Counter-case: a type of the app's own is still stubbed.
        let own = ExamplePages.plan(["""
        struct TimerView: View {
            @State private var clock: Stopwatch = Stopwatch()
            var body: some View { Text(verbatim: "\\(clock)") }
        }
        """], planner: planner)
        let ownCode = try XCTUnwrap(own.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(own.uncovered)")
        XCTAssertTrue(ownCode.stubs.contains { $0.contains("Stopwatch") }, "\(ownCode.stubs)")
    }
}
