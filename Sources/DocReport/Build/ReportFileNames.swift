import DocExtract

/// File names of the report's page views, derived from page ids with the model's own naming
/// (``FileNaming``: sanitised, never a path, `-2`, `-3` … on a clash, case-insensitively).
enum ReportFileNames {
    /// `swiftui/view/focused(_:)` → `swiftui.view.focused(_).html`; call in page-id order.
    static func pageFile(for pageID: String, used: inout Set<String>) -> String {
        FileNaming.uniqueName(for: pageID, extension: "html", used: &used)
    }
}
