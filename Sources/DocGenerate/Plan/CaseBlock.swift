/// Why a planned case has no runnable test, decided before or during the build.
///
/// A blocked case stays in the case corpus with its reason, so every case of a run gets a verdict;
/// it is not rendered into the XCTest suite (`ConformanceCase.isRunnable`).
public struct CompileFailure: Codable, Sendable, Hashable {
    /// The compiler's first error for the case's code (`cannot find 'X' in scope`).
    public var message: String
    /// The generated file (relative to the Swift output folder) and 1-based line of that error.
    public var generatedFile: String
    public var generatedLine: Int
    /// The page file (relative to the extract input) and 1-based line the error maps back to:
    /// the example line or the declaration the failing code came from; nil when it has none.
    public var pageFile: String?
    public var pageLine: Int?
    /// Set when the error is the documentation's own: the example calls a documented function with
    /// argument labels none of its documented forms takes (`DocumentedCallCheck`). The case is
    /// then a finding about the documentation, not a failure of the engine.
    public var documentationError: String?

    public init(message: String, generatedFile: String, generatedLine: Int, pageFile: String? = nil, pageLine: Int? = nil) {
        self.message = message
        self.generatedFile = generatedFile
        self.generatedLine = generatedLine
        self.pageFile = pageFile
        self.pageLine = pageLine
    }
}

/// One elision of an example (`...`, `// ...`, `<#placeholder#>`) and what was compiled in its place.
public struct ElisionFilling: Codable, Sendable, Hashable {
    /// 1-based line within the example's code.
    public var line: Int
    /// The elided text as the page shows it (`TextField("Name", ...)`).
    public var original: String
    /// What was compiled instead (`TextField("Name", text: $text)`).
    public var filled: String

    public init(line: Int, original: String, filled: String) {
        self.line = line
        self.original = original
        self.filled = filled
    }
}
