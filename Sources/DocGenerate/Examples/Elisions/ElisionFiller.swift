import Foundation
import SwiftParser
import SwiftSyntax

/// Finds Apple's elisions in an example and fills each with a typed stand-in, so the example
/// compiles while `ExampleCode.code` stays verbatim.
///
/// | elision | found by | filled with |
/// |---|---|---|
/// | `...` as an argument of an engine type (`TextField("Name", ...)`, `TextField(...)`) | SwiftSyntax: a `...` operator reference as an argument | the missing required arguments of the engine initializer (`EngineSurfaceLookup.initializers(of:)`) that takes the given ones: `text: $text` with fresh `@State private var text = ""`, `{}` for actions, `{ EmptyView() }` for labels, `""`-like literals, `nil` for optionals |
/// | `...` as an argument of a type the example does not define (`Message(...)`) | the same | nothing: `Message()`, the stub is made from the remaining arguments |
/// | `...` as a statement or body (`NavigationSplitView { ... }`) | SwiftSyntax: a `...` token alone on its line or between braces | nothing (an empty body) |
/// | `<#placeholder#>` as an argument of an engine type | SwiftSyntax: an editor-placeholder token | a value of the parameter's type (`$name` with fresh state for `Binding<String>`) |
/// | `<#placeholder#>` as an argument of a type the example does not define | the same | a string literal (the stub takes `Any`) |
/// | `<#placeholder#>` as a statement | the same | nothing |
/// | `// ...` comment lines | line scan | kept: they compile; in a `View` struct without `body`, an empty body is added (`ElidedBody`) |
/// | `@main`, an `@Environment` action called where views go | SwiftSyntax (`ViewPositionFillings`) | the attribute removed; `let _ = { call }` |
/// | a fragment's modifier chain applied to nothing, a declaration after a view, an attached macro the engine lacks | SwiftSyntax (`FragmentFillings`) | `EmptyView()` before the chain; the declaration moved before the first view; the attribute removed |
///
/// Anything else (a `...` argument of a method, a placeholder in a type position, an engine type
/// without a matching initializer, no `EngineSurfaceLookup`) cannot be filled: the example is not
/// compiled and reported with the page line of the first such elision.
struct ElisionFiller {
    let surface: EngineSurfaceLookup?
    /// Names of the engine's surface (`KnownNames.engine`): calls of these need the surface.
    let engineNames: Set<String>
    /// Types other examples declare (imported by `typealias`): their initializers are unknown.
    var importedTypes: Set<String> = []

    enum Outcome: Equatable {
        /// No elision to fill (`// ...` lines may be present: they compile).
        case verbatim
        /// The filled code, what was filled, and state for a wrapper view (fragments only).
        case filled(code: String, fillings: [ElisionFilling], viewStubs: [String])
        /// The 1-based line (within the example) of the first elision that cannot be filled.
        case unfillable(line: Int)
    }

    /// Lines that are `// ...` comments (kept verbatim; they compile).
    /// `base`, or `base` + joiner + 2, 3, … when taken; recorded as taken.
    static func unique(_ base: String, among taken: inout Set<String>, joiner: String) -> String {
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = base + joiner + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    static func commentElisionLines(in code: String) -> [Int] {
        code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("//") else { return nil }
            let rest = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            return rest == "..." || rest == "…" ? index + 1 : nil
        }
    }

    func fill(_ code: String) -> Outcome {
        let file = ParsedSource.file(code)
        let converter = SourceLocationConverter(fileName: "", tree: file)
        let declared = Self.declaredTypeNames(file).union(importedTypes)
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(file)
        var used = names.declared.union(names.referenced)
        var edits: [Edit] = []
        var fillings: [ElisionFilling] = []
        var viewStubs: [String] = []
        var handledCalls: Set<SyntaxIdentifier> = []

        func line(_ node: some SyntaxProtocol) -> Int {
            node.startLocation(converter: converter).line
        }
        func freshName(_ base: String) -> String { Self.unique(base, among: &used, joiner: "") }
        // Titles given to elided arguments: each view gets its own ("titleKey", "titleKey 2"), so
        // that a case telling two filled fields apart by label can fail.
        var titles: Set<String> = []
        func freshTitle(_ base: String) -> String { Self.unique(base, among: &titles, joiner: " ") }
        /// Places fresh state in the struct around `node`, or in the wrapper view of a fragment.
        func addState(_ declaration: String, near node: some SyntaxProtocol) {
            if let owner = Self.enclosingStruct(of: node) {
                let brace = owner.memberBlock.leftBrace
                let memberIndent = owner.memberBlock.members.first.map { Self.indentation(of: $0, in: code) }
                    ?? Self.indentation(of: owner, in: code) + "    "
                edits.append(Edit(start: brace.endPositionBeforeTrailingTrivia.utf8Offset,
                                  end: brace.endPositionBeforeTrailingTrivia.utf8Offset,
                                  text: "\n" + memberIndent + declaration))
            } else {
                viewStubs.append(declaration)
            }
        }

        for token in file.tokens(viewMode: .sourceAccurate) {
            let isEllipsis = token.text == "..."
            let isPlaceholder = token.text.hasPrefix("<#") && token.text.hasSuffix("#>")
            guard isEllipsis || isPlaceholder else { continue }
            if let (argument, call) = Self.argument(token) {
                guard !handledCalls.contains(call.id) else { continue }
                handledCalls.insert(call.id)
                guard let filledCall = fillCall(call, declared: declared, freshName: freshName, freshTitle: freshTitle, addState: addState) else {
                    return .unfillable(line: line(token))
                }
                _ = argument
                let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = (call.rightParen ?? call.calledExpression.lastToken(viewMode: .sourceAccurate)!).endPositionBeforeTrailingTrivia.utf8Offset
                let original = Self.slice(code, start, end)
                edits.append(Edit(start: start, end: end, text: filledCall))
                fillings.append(ElisionFilling(line: line(call), original: original, filled: filledCall))
            } else if Self.standsAlone(token) {
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: start, end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
                fillings.append(ElisionFilling(line: line(token), original: token.text, filled: ""))
                // `NavigationSplitView { ... }`: the elided body stands for every closure the
                // engine type needs; the required ones after it get an empty view.
                if let (call, closures) = missingClosures(after: token, declared: declared) {
                    let end = call.trailingClosure!.endPositionBeforeTrailingTrivia.utf8Offset
                    let text = closures.map { " \($0): { EmptyView() }" }.joined()
                    edits.append(Edit(start: end, end: end, text: text))
                    fillings.append(ElisionFilling(line: line(call), original: "(the closures after the elided body)", filled: text.trimmingCharacters(in: .whitespaces)))
                }
            } else if isPlaceholder {
                return .unfillable(line: line(token))
            } else if Self.looksElided(token) {
                return .unfillable(line: line(token))
            }
        }
        for site in ElidedBody.sites(in: file, code: code, converter: converter, elidedLines: Self.commentElisionLines(in: code)) {
            guard engineNames.contains(ElidedBody.requiredName) else { return .unfillable(line: site.line) }
            let closing = String(repeating: " ", count: max(site.indentation.count - 4, 0))
            edits.append(Edit(start: site.offset, end: site.offset, text: "    " + ElidedBody.standIn + "\n" + closing))
            fillings.append(ElisionFilling(line: site.line, original: "// ... (the view's body)", filled: ElidedBody.standIn))
        }
        for site in ViewPositionFillings.sites(in: file, converter: converter) {
            edits.append(Edit(start: site.start, end: site.end, text: site.text))
            fillings.append(ElisionFilling(line: site.line, original: site.original, filled: site.text))
        }
        for site in FragmentFillings.sites(in: file, code: code, converter: converter, engineNames: engineNames, declared: declared) {
            if let edit = site.edit { edits.append(edit) }
            if let filling = site.filling { fillings.append(filling) }
        }
        guard !fillings.isEmpty else { return .verbatim }
        return .filled(code: Self.apply(edits, to: code), fillings: fillings.sorted { $0.line < $1.line }, viewStubs: viewStubs)
    }

    // MARK: Calls

    /// The call with its elided arguments filled (`TextField("Name", text: $text)`), or nil.
    private func fillCall(_ call: FunctionCallExprSyntax, declared: Set<String>, freshName: (String) -> String,
                          freshTitle: (String) -> String, addState: (String, FunctionCallExprSyntax) -> Void) -> String? {
        let callee = call.calledExpression.trimmedDescription
        let arguments = call.arguments.map(Argument.init)
        if !engineNames.contains(callee), !declared.contains(callee), callee.first?.isUppercase == true,
           !callee.contains(".") {
            // A type the example does not define: the stub takes whatever is left.
            guard !arguments.contains(where: { $0.isElision && $0.label != nil }) else { return nil }
            let kept = arguments.filter { !$0.isElision }.map { $0.placeholder ? $0.with(SwiftLiteral.escape($0.placeholderName)) : $0.text }
            return callee + "(" + kept.joined(separator: ", ") + ")"
        }
        guard engineNames.contains(callee), let surface else { return nil }
        let initializers = surface.initializers(of: callee).compactMap(EngineInitializer.init)
        var best: (fills: Int, arguments: [String], states: [String])?
        for initializer in initializers {
            guard let match = Self.match(arguments, initializer, hasTrailingClosure: call.trailingClosure != nil) else { continue }
            if best == nil || match.fills < best!.fills { best = match }
        }
        guard let best else { return nil }
        let written = Set(arguments.map(\.text))
        var texts = best.arguments.map { text -> String in
            // A filled title (`"titleKey"`, `label: "title"`): unique in the example.
            guard !written.contains(text), let quote = text.firstIndex(of: "\""), text.hasSuffix("\""),
                  text[..<quote].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == " " }) else { return text }
            let content = String(text[text.index(after: quote)..<text.index(before: text.endIndex)])
            guard !content.isEmpty, content.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return text }
            return String(text[..<quote]) + SwiftLiteral.escape(freshTitle(content))
        }
        for (index, state) in best.states.enumerated() where !state.isEmpty {
            // `state` is the base name; make it fresh and declare it.
            let parts = state.split(separator: "\u{1}", maxSplits: 1).map(String.init)
            let name = freshName(parts[0])
            texts = texts.map { $0.replacingOccurrences(of: "$\u{2}\(index)", with: "$" + name) }
            addState(parts[1].replacingOccurrences(of: "var \(parts[0])", with: "var \(name)"), call)
        }
        return callee + "(" + texts.joined(separator: ", ") + ")"
    }

    /// For a `...` that is the whole trailing closure of a call of an engine type (no arguments,
    /// no other closures): the labels of the further closures every initializer taking one
    /// closure first needs (`detail`), from the initializer needing fewest; nil when none is needed
    /// or the call is something else.
    private func missingClosures(after token: TokenSyntax, declared: Set<String>) -> (FunctionCallExprSyntax, [String])? {
        var node = token.parent
        while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
        guard let closure = node?.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let call = closure.parent?.as(FunctionCallExprSyntax.self),
              call.trailingClosure?.id == closure.id, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              let surface, case let callee = call.calledExpression.trimmedDescription,
              engineNames.contains(callee), !declared.contains(callee) else { return nil }
        let initializers = surface.initializers(of: callee).compactMap(EngineInitializer.init)
        var best: [String]?
        for initializer in initializers {
            let required = initializer.parameters.filter { !$0.hasDefault }
            guard let first = required.first, first.type.contains("->") else { continue }
            let rest = Array(required.dropFirst())
            guard rest.allSatisfy({ $0.type.contains("->") && $0.label != nil }) else { continue }
            if rest.isEmpty { return nil }  // one closure suffices: nothing to add
            if best == nil || rest.count < best!.count { best = rest.compactMap(\.label) }
        }
        return best.map { (call, $0) }
    }

    /// An argument as written.
    struct Argument {
        var label: String?
        var text: String
        var isElision: Bool
        var placeholder: Bool
        var placeholderName: String

        init(_ syntax: LabeledExprSyntax) {
            label = syntax.label?.text
            text = syntax.trimmedDescription.hasSuffix(",") ? String(syntax.trimmedDescription.dropLast()) : syntax.trimmedDescription
            let expression = syntax.expression.trimmedDescription
            isElision = expression == "..."
            placeholder = expression.hasPrefix("<#") && expression.hasSuffix("#>")
            placeholderName = String(expression.dropFirst(2).dropLast(2))
        }

        func with(_ value: String) -> String { (label.map { "\($0): " } ?? "") + value }
    }

    /// The arguments of `initializer` for the written ones (elisions and placeholders filled),
    /// the number filled, and state needed per fresh binding (`name\u{1}declaration`; `$\u{2}i` in texts).
    static func match(_ arguments: [Argument], _ initializer: EngineInitializer, hasTrailingClosure: Bool)
        -> (fills: Int, arguments: [String], states: [String])? {
        let parameters = hasTrailingClosure ? Array(initializer.parameters.dropLast()) : initializer.parameters
        if hasTrailingClosure, initializer.parameters.last.map({ !$0.type.contains("->") }) ?? true { return nil }
        var output: [String] = []
        var states: [String] = []
        var fills = 0
        var index = 0
        func standIn(_ parameter: EngineInitializer.Parameter) -> String? {
            switch StandIn.of(type: parameter.type, name: parameter.name, constraints: initializer.constraints) {
            case .expression(let text)?:
                return text
            case .state(let name, let declaration)?:
                states.append(name + "\u{1}" + declaration)
                return "$\u{2}\(states.count - 1)"
            case nil:
                return nil
            }
        }
        for (position, argument) in arguments.enumerated() {
            if argument.isElision {
                let next = arguments[(position + 1)...].first { !$0.isElision }
                while index < parameters.count, next.map({ parameters[index].label != $0.label }) ?? true {
                    let parameter = parameters[index]
                    index += 1
                    if parameter.hasDefault { continue }
                    guard let value = standIn(parameter) else { return nil }
                    output.append((parameter.label.map { "\($0): " } ?? "") + value)
                    fills += 1
                }
                continue
            }
            while index < parameters.count, parameters[index].label != argument.label {
                guard parameters[index].hasDefault else { return nil }
                index += 1
            }
            guard index < parameters.count else { return nil }
            if argument.placeholder {
                guard let value = standIn(parameters[index]) else { return nil }
                output.append(argument.with(value))
                fills += 1
            } else {
                output.append(argument.text)
            }
            index += 1
        }
        guard parameters[index...].allSatisfy(\.hasDefault) else { return nil }
        return (fills, output, states)
    }

    // MARK: Syntax helpers

    /// The argument `token` is the whole expression of, and its call.
    private static func argument(_ token: TokenSyntax) -> (LabeledExprSyntax, FunctionCallExprSyntax)? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let argument = reference.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return (argument, call)
    }

    /// A `...` or placeholder alone on its line, or alone between braces: a statement or body.
    private static func standsAlone(_ token: TokenSyntax) -> Bool {
        let previous = token.previousToken(viewMode: .sourceAccurate)
        let next = token.nextToken(viewMode: .sourceAccurate)
        let startsLine = previous == nil || previous!.trailingTrivia.contains(where: \.isNewline) || token.leadingTrivia.contains(where: \.isNewline)
            || previous?.tokenKind == .leftBrace
        let endsLine = next == nil || next!.leadingTrivia.contains(where: \.isNewline) || token.trailingTrivia.contains(where: \.isNewline)
            || next?.tokenKind == .rightBrace
        return startsLine && endsLine
    }

    /// A `...` that is not a range (`0...5`, `a...`): whitespace or a bracket on both sides.
    private static func looksElided(_ token: TokenSyntax) -> Bool {
        guard let previous = token.previousToken(viewMode: .sourceAccurate), let next = token.nextToken(viewMode: .sourceAccurate) else { return true }
        let openers: [TokenKind] = [.leftParen, .leftBrace, .comma, .colon]
        let closers: [TokenKind] = [.rightParen, .rightBrace, .comma]
        return openers.contains(previous.tokenKind) && closers.contains(next.tokenKind)
    }

    private static func enclosingStruct(of node: some SyntaxProtocol) -> StructDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let declaration = parent.as(StructDeclSyntax.self) { return declaration }
            current = parent.parent
        }
        return nil
    }

    /// Types, functions and variables the example declares anywhere.
    static func declaredTypeNames(_ file: SourceFileSyntax) -> Set<String> {
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(file)
        return names.declared
    }

    private static func indentation(of node: some SyntaxProtocol, in code: String) -> String {
        let utf8 = Array(code.utf8)
        var start = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, utf8.count)
        while start > 0, utf8[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < utf8.count, utf8[end] == UInt8(ascii: " ") || utf8[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    private static func slice(_ code: String, _ start: Int, _ end: Int) -> String {
        let utf8 = Array(code.utf8)
        return String(decoding: utf8[min(start, utf8.count)..<min(end, utf8.count)], as: UTF8.self)
    }

    struct Edit {
        var start: Int
        var end: Int
        var text: String
    }

    /// Applies non-overlapping edits (UTF-8 offsets), last first.
    private static func apply(_ edits: [Edit], to code: String) -> String {
        var utf8 = Array(code.utf8)
        for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            utf8.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
