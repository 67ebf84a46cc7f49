/// Errors that stop `docgen generate` (bad model, phrasebook or templates; not bad page text).
public enum GenerateError: Error, CustomStringConvertible, Equatable {
    case phrasebook(String)
    case model(String)
    /// A model folder that cannot be read whole (`ModelLoader`), naming the file.
    case modelFile(ModelFileError)
    case template(String)
    /// The engine surface: a symbol graph that cannot be read, or a stale generated surface file.
    case surface(String)
    /// A case-corpus folder or file that cannot be read (staleness check, `docgen diff --cases`).
    case cases(String)

    public var description: String {
        switch self {
        case .phrasebook(let message): return "claim phrasebook: \(message)"
        case .model(let message): return "model: \(message)"
        case .modelFile(let error): return error.description
        case .template(let message): return "templates: \(message)"
        case .surface(let message): return "engine surface: \(message)"
        case .cases(let message): return "case corpus: \(message)"
        }
    }
}
