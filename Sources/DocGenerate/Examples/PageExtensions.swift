/// The members a page's examples declare in extensions (`FileScopePlacement`), in example order,
/// and which generated file each example goes to.
///
/// The examples of a page share one generated file, so a member one example declares is visible
/// to the others (a page often declares `extension FocusedValues { @Entry var item }` in one
/// listing and reads `\.item` in the next). Swift allows one declaration of a member per file, and
/// pages show alternatives — `@Entry var selectedItem` first, then the same member written by hand
/// with a key type. An example declaring a member an earlier example of the page already declares
/// is compiled in a **companion file** of its own (`SwiftuiXTests+Example3.swift`), where its
/// extensions are the only ones.
struct PageExtensions {
    /// The member names (after the type: `selectedItem`), known to every example of the page.
    let names: Set<String>
    /// Examples declaring a member an earlier example of the page declares.
    private var conflicting: Set<String> = []

    /// `declarations`: per example id in page order, its `Type.member` extension members.
    init(_ declarations: [(exampleID: String, members: [String])]) {
        var firstDeclarer: [String: String] = [:]
        var names: Set<String> = []
        for (exampleID, members) in declarations {
            for member in members {
                if let earlier = firstDeclarer[member], earlier != exampleID {
                    conflicting.insert(exampleID)
                } else {
                    firstDeclarer[member] = exampleID
                }
                if let name = member.split(separator: ".").last { names.insert(String(name)) }
            }
        }
        self.names = names
    }

    /// The companion file of a conflicting example (`SwiftuiXTests+Example3.swift`); nil when the
    /// example goes to the suite's own file.
    func companionFile(_ exampleID: String, suiteName: String) -> String? {
        guard conflicting.contains(exampleID) else { return nil }
        return Self.companionFile(exampleID, suiteName: suiteName)
    }

    /// `SwiftuiXTests` + `example-3` → `SwiftuiXTests+Example3.swift`.
    static func companionFile(_ exampleID: String, suiteName: String) -> String {
        "\(suiteName)+Example\(exampleID.filter(\.isNumber)).swift"
    }
}
