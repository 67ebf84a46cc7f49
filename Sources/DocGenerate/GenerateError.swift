/// Errors that stop `docgen generate` (bad model, phrasebook or templates; not bad page text).
public enum GenerateError: Error, CustomStringConvertible, Equatable {
    case phrasebook(String)
    case model(String)
    case template(String)
    /// The engine surface: a symbol graph that cannot be read, or a stale generated surface file.
    case surface(String)

    public var description: String {
        switch self {
        case .phrasebook(let message): return "claim phrasebook: \(message)"
        case .model(let message): return "model: \(message)"
        case .template(let message): return "templates: \(message)"
        case .surface(let message): return "engine surface: \(message)"
        }
    }
}
