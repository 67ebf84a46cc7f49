/// `#Preview("name") { content }` → a uniquely named type conforming to `_PreviewRegistration`
/// whose `content` is the closure's statements under `@ViewBuilder`, with the preview's name, file
/// and line, so a driver can find it at run time (`Previews.all`) and mount it.
enum PreviewMacro {
    /// The declaration `source` (the `#Preview…` expansion's text) expands to.
    /// - Parameters:
    ///   - typeName: the unique name of the registration type.
    ///   - fileID: the `#fileID` of the file the expansion is in.
    ///   - line: the line `source` starts on (its leading comments included).
    static func expansion(of source: String, typeName: String, fileID: String, line: Int) -> String {
        let syntax = SourceTokens(source)
        let line = line + syntax.leadingTrivia.lineBreaks
        var name = "nil"
        var closure: (open: Int, close: Int)?
        var index = 0
        // `#Preview` (after any attributes written before it), then the argument list.
        if let hash = syntax.tokens.indices.first(where: { syntax.isPunctuation($0, "#") && syntax.word($0 + 1) != nil }) {
            index = hash + 2
        }
        if syntax.isPunctuation(index, "(") {
            let close = syntax.closing(index)
            var unlabeled: [String] = []
            for argument in syntax.splitAtCommas(index + 1..<close) where !argument.isEmpty {
                var value = argument
                let labeled = syntax.word(value.lowerBound) != nil && syntax.isPunctuation(value.lowerBound + 1, ":")
                    && !syntax.isPunctuation(value.lowerBound + 2, ":")
                if labeled { value = value.lowerBound + 2..<value.upperBound }
                if syntax.isPunctuation(value.lowerBound, "{"), syntax.closing(value.lowerBound) == value.upperBound - 1 {
                    closure = (value.lowerBound, value.upperBound - 1)
                } else if !labeled, !value.isEmpty {
                    unlabeled.append(syntax.text(value))
                }
            }
            name = unlabeled.first ?? name
            index = close + 1
        }
        // The trailing closure.
        if syntax.isPunctuation(index, "{") { closure = (index, syntax.closing(index)) }
        let statements = closure.map { syntax.inner($0.open, $0.close) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? "FocusEngine.EmptyView()"
        return """
        struct \(typeName): FocusEngine._PreviewRegistration {
            static var name: String? { \(name) }
            static var fileID: String { \(swiftStringLiteral(fileID)) }
            static var line: Int { \(line) }
            @FocusEngine.ViewBuilder @MainActor static var content: some FocusEngine.View {
                \(statements)
            }
        }
        """
    }

    /// `text` as a Swift string literal.
    static func swiftStringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
