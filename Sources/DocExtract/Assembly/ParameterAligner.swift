import DocModel

/// Aligns documented parameters by name across languages.
enum ParameterAligner {
    static func align(_ blocks: [LanguageBlock], file: String, diagnostics: inout [Diagnostic]) -> [Parameter] {
        var order: [String] = []
        var byName: [String: Parameter] = [:]
        for block in blocks.sorted(by: { ($0.language == .en ? 0 : 1) < ($1.language == .en ? 0 : 1) }) {
            for raw in block.parameters {
                if byName[raw.name] == nil {
                    order.append(raw.name)
                    byName[raw.name] = Parameter(name: raw.name, description: .init())
                }
                byName[raw.name]?.description[block.language] = raw.description
            }
        }
        let languages = Set(blocks.map(\.language))
        return order.compactMap { name in
            guard let parameter = byName[name] else { return nil }
            if languages.count > 1, parameter.description.languages.count < languages.count,
               let only = parameter.description.languages.first {
                diagnostics.append(Diagnostic(
                    id: "docgen.extract.bilingual-drift", severity: .warning,
                    message: "parameter \"\(name)\" is documented only in the \(only.rawValue) block",
                    file: file, line: parameter.description[only]?.line))
            }
            return parameter
        }
    }
}
