extension PageSuite {
    /// Example id → the companion file its example is compiled in (`ExampleCode.file`); examples
    /// in the suite's own file are not listed.
    var companionFiles: [String: String] {
        Dictionary(cases.compactMap { item in item.example.flatMap { code in code.file.map { (code.exampleID, $0) } } },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The companion file a case is rendered in — its example's (the example it compiles, or the
    /// one its fixture mounts or probes) — or nil for the suite's own file. `files`: `companionFiles`.
    func companionFile(of item: ConformanceCase, in files: [String: String]) -> String? {
        (item.example?.exampleID ?? item.fixture?.example).flatMap { files[$0] }
    }
}
