/// `@Entry var name: Type = default` inside `extension EnvironmentValues` or `extension FocusedValues`
/// → accessors reading and writing `self[__Key_name.self]` and a peer key type `__Key_name`:
///
/// - `EnvironmentValues`: an `EnvironmentKey` whose `defaultValue` is the initializer, evaluated on
///   every read of an unset value (as a computed property, like SwiftUI's expansion).
/// - `FocusedValues`: a `FocusedValueKey` whose `Value` is the property's type without its `?`;
///   the default is always nil, so the type must be optional and an initializer other than `nil`
///   is an error.
enum EntryMacro {
    /// The accessor block of the property `declaration` (its source text), in the extension whose
    /// source is the first extension of `lexicalContext`.
    static func accessors(of declaration: String, lexicalContext: [String]) throws(MacroError) -> String {
        let entry = try Entry(declaration, lexicalContext: lexicalContext)
        return """
        {
            get { self[__Key_\(entry.name).self] }
            set { self[__Key_\(entry.name).self] = newValue }
        }
        """
    }

    /// The key type declared beside the property `declaration`.
    static func peers(of declaration: String, lexicalContext: [String]) throws(MacroError) -> String {
        let entry = try Entry(declaration, lexicalContext: lexicalContext)
        switch entry.container {
        case .focusedValues:
            guard let type = entry.type, let wrapped = optionalWrapped(type) else {
                throw MacroError("FocusedValues entries must have an Optional type: their default is always nil")
            }
            if let value = entry.initializer, value != "nil" {
                throw MacroError("FocusedValues entries cannot specify a default value: it is always nil")
            }
            return """
            private struct __Key_\(entry.name): FocusEngine.FocusedValueKey {
                typealias Value = \(wrapped)
            }
            """
        case .environmentValues:
            guard let value = entry.initializer else {
                throw MacroError("EnvironmentValues entries need a default value: @Entry var name: Type = value")
            }
            if let type = entry.type {
                return """
                private struct __Key_\(entry.name): FocusEngine.EnvironmentKey {
                    typealias Value = \(type)
                    static var defaultValue: Value { \(value) }
                }
                """
            }
            return """
            private struct __Key_\(entry.name): FocusEngine.EnvironmentKey {
                nonisolated(unsafe) static let defaultValue = \(value)
            }
            """
        }
    }

    /// `T?` → `T`, `T!` → `T`, `Optional<T>` → `T`; nil for a type that is not optional.
    static func optionalWrapped(_ type: String) -> String? {
        let syntax = SourceTokens(type)
        let tokens = syntax.tokens
        guard let last = tokens.indices.last else { return nil }
        if syntax.isPunctuation(last, "?") || syntax.isPunctuation(last, "!") {
            return last > 0 ? syntax.text(0..<last) : nil
        }
        guard syntax.word(0) == "Optional", syntax.isPunctuation(1, "<"), syntax.isPunctuation(last, ">"),
              last > 2 else { return nil }
        var depth = 0
        for index in 2..<last {
            if syntax.isPunctuation(index, "<") { depth += 1 }
            if syntax.isPunctuation(index, ">"), !syntax.isPunctuation(index - 1, "-") {
                depth -= 1
                if depth < 0 { return nil }   // `Optional<A>.B<C>`
            }
            if syntax.isPunctuation(index, ","), depth == 0 { return nil }
        }
        return syntax.text(2..<last)
    }
}

/// The parts of an `@Entry` property the expansion needs.
struct Entry {
    enum Container { case environmentValues, focusedValues }

    let name: String
    let type: String?
    let initializer: String?
    let container: Container

    init(_ declaration: String, lexicalContext: [String]) throws(MacroError) {
        let syntax = SourceTokens(declaration)
        var index = syntax.skipAttributesAndModifiers(from: 0, until: ["var", "let"])
        guard syntax.word(index) == "var" || syntax.word(index) == "let",
              let identifier = syntax.word(index + 1) else {
            throw MacroError("@Entry applies to a single `var name: Type` property")
        }
        name = identifier.hasPrefix("`") ? String(identifier.dropFirst().prefix { $0 != "`" }) : identifier
        index += 2
        let end = syntax.tokens.count
        var type: String?
        if syntax.isPunctuation(index, ":") {
            let start = index + 1
            index = start
            var angles = 0
            while index < end, !syntax.isPunctuation(index, "="), !(syntax.isPunctuation(index, "{") && angles == 0) {
                if syntax.isPunctuation(index, "<") { angles += 1 }
                if syntax.isPunctuation(index, ">"), !syntax.isPunctuation(index - 1, "-") { angles -= 1 }
                if syntax.isPunctuation(index, ","), angles == 0 {
                    throw MacroError("@Entry applies to a single `var name: Type` property")
                }
                if syntax.isPunctuation(index, "(") || syntax.isPunctuation(index, "[") || syntax.isPunctuation(index, "{") {
                    index = syntax.closing(index)
                }
                index += 1
            }
            type = index > start ? syntax.text(start..<index) : nil
        }
        var initializer: String?
        if syntax.isPunctuation(index, "=") {
            let parts = syntax.splitAtCommas(index + 1..<end)
            if parts.count > 1, let next = parts.dropFirst().first,
               syntax.word(next.lowerBound) != nil,
               syntax.isPunctuation(next.lowerBound + 1, "=") || syntax.isPunctuation(next.lowerBound + 1, ":") {
                throw MacroError("@Entry applies to a single `var name: Type` property")
            }
            initializer = index + 1 < end ? syntax.text(index + 1..<end) : nil
        } else if syntax.isPunctuation(index, "{") {
            throw MacroError("@Entry applies to a stored property, not a computed one")
        } else if index < end {
            throw MacroError("@Entry applies to a single `var name: Type` property")
        }
        self.type = type
        self.initializer = initializer
        guard let extended = lexicalContext.lazy.compactMap(Self.extendedType).first else {
            throw MacroError("@Entry is used inside `extension EnvironmentValues` or `extension FocusedValues`")
        }
        switch extended.filter({ !$0.isWhitespace }) {
        case "EnvironmentValues", "FocusEngine.EnvironmentValues", "SwiftUI.EnvironmentValues": container = .environmentValues
        case "FocusedValues", "FocusEngine.FocusedValues", "SwiftUI.FocusedValues": container = .focusedValues
        default:
            throw MacroError("@Entry in `extension \(extended)`: the engine supports EnvironmentValues and FocusedValues entries")
        }
    }

    /// The extended type of an `extension` declaration's source, or nil for another declaration.
    static func extendedType(_ source: String) -> String? {
        let syntax = SourceTokens(source)
        let start = syntax.skipAttributesAndModifiers(from: 0, until: ["extension", "struct", "class", "enum", "actor",
                                                                       "protocol", "func", "var", "let", "init", "subscript"])
        guard syntax.word(start) == "extension" else { return nil }
        var end = start + 1
        while end < syntax.tokens.count, !syntax.isPunctuation(end, "{"), !syntax.isPunctuation(end, ":"),
              syntax.word(end) != "where" {
            end += 1
        }
        return end > start + 1 ? syntax.text(start + 1..<end) : nil
    }
}

/// An expansion error, shown by the compiler at the macro's attribute or `#` expansion.
struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
