/// The members a page's examples declare in extensions (`FileScopePlacement`), in example order.
///
/// The examples of a page share one generated file, so a member one example declares is visible
/// to the others (a page often declares `extension FocusedValues { @Entry var item }` in one
/// listing and reads `\.item` in the next). Swift allows one declaration of a member per file: an
/// example declaring a member an earlier example of the page already declares is not compiled.
struct PageExtensions {
    /// The member names (after the type: `selectedItem`), known to every example of the page.
    let names: Set<String>
    private var conflicts: [String: String] = [:]

    /// `declarations`: per example id in page order, its `Type.member` extension members.
    init(_ declarations: [(exampleID: String, members: [String])]) {
        var firstDeclarer: [String: String] = [:]
        var names: Set<String> = []
        for (exampleID, members) in declarations {
            for member in members {
                if let earlier = firstDeclarer[member], earlier != exampleID {
                    conflicts[exampleID] = conflicts[exampleID]
                        ?? "declares \(member), which \(earlier) of this page declares too; one generated file can hold only one declaration"
                } else {
                    firstDeclarer[member] = exampleID
                }
                if let name = member.split(separator: ".").last { names.insert(String(name)) }
            }
        }
        self.names = names
    }

    /// Why the example cannot be compiled beside the page's others; nil when it can.
    func conflict(_ exampleID: String) -> String? { conflicts[exampleID] }
}
