import DocModel

/// The report stage's diagnostics, with stable ids (`docgen.report.<what>`), listed in docs/report.md.
public enum ReportDiagnostics {
    /// No results file was given or it does not exist: every case is `not-run`.
    public static func resultsMissing(_ file: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.results-missing", severity: .warning,
                   message: "no test results (\(file.isEmpty ? "none given" : file + " not found")); every case is reported as not run",
                   file: file)
    }

    /// The results file is neither JUnit XML nor the results JSON.
    public static func resultsUnreadable(_ file: String, _ reason: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.results-unreadable", severity: .error,
                   message: "cannot read the test results: \(reason); every case is reported as not run", file: file)
    }

    /// The mutation table given to the report cannot be read; the report has no mutation score.
    public static func mutationTableUnreadable(_ file: String, _ reason: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.mutation-table-unreadable", severity: .warning,
                   message: "cannot read the mutation table: \(reason); the report shows no mutation score", file: file)
    }

    /// A result of a corpus suite names a method no case maps to.
    public static func resultUnmatched(suite: String, method: String, file: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.result-unmatched", severity: .warning,
                   message: "result \(suite).\(method) matches no case of the corpus", file: file)
    }

    /// A case-corpus file could not be decoded.
    public static func caseFileUnreadable(_ file: String, _ reason: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.case-file-unreadable", severity: .error,
                   message: "cannot read case file: \(reason)", file: file)
    }

    /// A case-corpus suite names a page the model does not have.
    public static func suiteWithoutPage(_ suite: String, page: String, file: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.suite-without-page", severity: .warning,
                   message: "suite \(suite) is for page \(page), which the model does not have; its cases are not reported",
                   file: file)
    }

    /// A model page has no suite in the case corpus.
    public static func pageWithoutSuite(_ page: String, file: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.page-without-suite", severity: .warning,
                   message: "page \(page) has no suite in the case corpus; its claims are reported as unplanned", file: file)
    }

    /// Two case-corpus files are for the same page; the first (by file name) is used.
    public static func duplicateSuite(_ page: String, file: String) -> Diagnostic {
        Diagnostic(id: "docgen.report.duplicate-suite", severity: .warning,
                   message: "a second suite for page \(page) is ignored", file: file)
    }
}
