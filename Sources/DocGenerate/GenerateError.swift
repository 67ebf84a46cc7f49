/// Errors that stop `docgen generate` (bad model, phrasebook or templates; not bad page text).
public enum GenerateError: Error, CustomStringConvertible, Equatable {
    case phrasebook(String)
    case model(String)
    case template(String)

    public var description: String {
        switch self {
        case .phrasebook(let message): return "claim phrasebook: \(message)"
        case .model(let message): return "model: \(message)"
        case .template(let message): return "templates: \(message)"
        }
    }
}
