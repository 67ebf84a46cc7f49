/// The type names a declaration's type text refers to, and whether they are safe to write back.
///
/// The inert-surface generator copies type text from the documentation into engine code, so it
/// accepts only text made of Swift type syntax (identifiers, dots, generic brackets, tuples,
/// function arrows, optionals, `some`/`any`/`inout`): text from documents never breaks out of a
/// type position.
enum TypeReferences {
    /// The dotted names `text` refers to (`Edge.Set`, `V`, `Binding`), in order, without
    /// keywords and without `.Type`/`.Protocol` suffixes; nil when `text` is not plain type syntax.
    static func names(in text: String) -> [String]? {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(isTypeCharacter) else { return nil }
        var names: [String] = []
        var token = ""
        func flush() {
            defer { token = "" }
            var parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            while let last = parts.last, parts.count > 1, last == "Type" || last == "Protocol" { parts.removeLast() }
            guard let head = parts.first, let first = head.first, !parts.contains(where: \.isEmpty) else { return }
            // Lower-case words in a type position are keywords (`some`, `any`, `inout`, `throws`).
            guard first.isUppercase || first == "_" && head.count > 1 else { return }
            names.append(parts.joined(separator: "."))
        }
        for scalar in text.unicodeScalars {
            if isIdentifierCharacter(scalar) || scalar == "." {
                token.unicodeScalars.append(scalar)
            } else if !token.isEmpty {
                flush()
            }
        }
        if !token.isEmpty { flush() }
        return names
    }

    /// Whether `text` is a plain Swift identifier (`controlSize`, `_value`).
    /// A name without the backticks a keyword-named member is written with (`` `default` `` → `default`).
    static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy(isIdentifierCharacter)
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    private static func isTypeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierCharacter(scalar) || " .,:<>[]()?!&->".unicodeScalars.contains(scalar)
    }
}
