import ArgumentParser
import DocGenerate

/// `--select-path`, `--select-symbol`, `--select-page`: generate suites for a subset of the pages
/// (shared by `docgen generate` and `docgen run`). Unselected pages are listed in the case
/// corpus's `index.json` as "not selected by …".
struct PageSelectionOptions: ParsableArguments {
    @Option(name: .customLong("select-path"),
            help: "Only pages whose source path matches this glob (`*` within a folder, `**` across folders); repeatable.")
    var paths: [String] = []

    @Option(name: .customLong("select-symbol"),
            help: "Only pages documenting this symbol (`focused(_:equals:)` or `View/focused(_:equals:)`); repeatable.")
    var symbols: [String] = []

    @Option(name: .customLong("select-page"),
            help: "Only pages whose id starts with this prefix, i.e. a topic (`swiftui/view/`); repeatable.")
    var pageIDPrefixes: [String] = []

    /// The selection for DocGenerate; empty options select every page.
    var selection: PageSelection {
        PageSelection(pathGlobs: paths, symbols: symbols, pageIDPrefixes: pageIDPrefixes)
    }
}
