import DocModel

/// Aligns documented parameters by name across languages (drift is reported by `BilingualDrift`).
enum ParameterAligner {
    static func align(_ blocks: [LanguageBlock]) -> [Parameter] {
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
        return order.compactMap { byName[$0] }
    }
}
