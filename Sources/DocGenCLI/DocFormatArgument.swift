import DocModel

/// A `--format` value: one of the model's formats, spelled as in the model.
public struct DocFormatArgument: Sendable {
    public var format: DocFormat

    public init?(argument: String) {
        guard let format = DocFormat(rawValue: argument) else { return nil }
        self.format = format
    }

    /// The spellings `--format` accepts.
    public static var allValueStrings: [String] { DocFormat.allCases.map(\.rawValue) }
}
