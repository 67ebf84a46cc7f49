/// What the Mustache templates see for one suite: finished lines only, no decisions.
struct SuiteView {
    /// One line of text placed verbatim (already escaped or sanitised).
    struct Line {
        var line: String
    }

    struct CaseView {
        /// The `// docgen:region case <id>` marker line (`GeneratedRegions`).
        var region: String
        var name: String
        var docLines: [Line]
        var bodyLines: [Line]
    }

    struct ShapeView {
        var source: String
    }

    var header: String
    var pageID: String
    var symbol: String
    var availability: String
    var notes: [Line]
    var suiteName: String
    var cases: [CaseView]
    var shapes: [ShapeView]
    /// Examples compiled verbatim, each inside its namespace enum.
    var examples: [ShapeView]
    /// A companion file: its cases extend the suite's class instead of declaring it.
    var companion = false
}
