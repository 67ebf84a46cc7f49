import SwiftSyntax

/// Shapes of rule-document fragments (`**Incorrect:**` / `**Correct:**` blocks showing pieces of a
/// view rather than a view) filled so the fragment compiles in the wrapper view. Recorded as
/// fillings, like elisions; `ExampleCode.code` stays verbatim.
///
/// | shape | filled with | why |
/// |---|---|---|
/// | a modifier chain applied to nothing (`.sheet(isPresented: $show) { … }` as the first view of a fragment) | `EmptyView()` before it | a placeholder view to carry the modifiers |
/// | a property or other declaration after a view expression (`@AccessibilityFocusState var x: Bool` between two views) | moved before the first view | the wrapper view declares members first, then its `body` |
/// | an attached macro the engine does not provide (`@Equatable` on a view struct) | the attribute removed | a compile-time add-on of another library (it adds a conformance); the view is the documentation's subject |
///
/// Only top-level items of the example move; declarations inside the example's own types stay.
/// An unknown attribute on a property is a property wrapper, not an add-on: it changes what the
/// property is, so it is not removed (the example stays uncovered, naming it).
enum FragmentFillings {
    /// A text edit (UTF-8 offsets) and/or the filling it is reported as.
    struct Site {
        var edit: ElisionFiller.Edit?
        var filling: ElisionFilling?
    }

    /// Attributes kept even though the engine does not declare them (Swift's own attributes
    /// are lowercase and always kept).
    static let swiftAttributes: Set<String> = ["MainActor", "Sendable", "Observable", "ObservationIgnored", "Model"]

    /// `engineNames`: the engine's top-level names; `declared`: names the example declares
    /// (its own property wrappers and macros are kept).
    static func sites(in file: SourceFileSyntax, code: String, converter: SourceLocationConverter,
                      engineNames: Set<String>, declared: Set<String>) -> [Site] {
        var sites: [Site] = []
        let line = { (node: any SyntaxProtocol) in node.startLocation(converter: converter).line }
        // Unknown attached macros on declarations.
        for token in file.tokens(viewMode: .sourceAccurate) {
            guard let attribute = token.parent?.parent?.as(AttributeSyntax.self), token.id == attribute.attributeName.firstToken(viewMode: .sourceAccurate)?.id,
                  case let name = attribute.attributeName.trimmedDescription, name.first?.isUppercase == true,
                  !name.contains("."), !engineNames.contains(name), !declared.contains(name), !swiftAttributes.contains(name),
                  attribute.parent?.is(AttributeListSyntax.self) == true, let owner = attribute.parent?.parent,
                  owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self) || owner.is(EnumDeclSyntax.self)
                    || owner.is(FunctionDeclSyntax.self) || owner.is(ActorDeclSyntax.self)
            else { continue }
            sites.append(Site(edit: .init(start: attribute.positionAfterSkippingLeadingTrivia.utf8Offset, end: attribute.endPosition.utf8Offset, text: ""),
                              filling: .init(line: line(attribute), original: attribute.trimmedDescription,
                                             filled: "(removed: an attached macro the engine does not provide)")))
        }
        // Top-level fragments: declarations after the first view move before it; a first view
        // that is a bare modifier chain gets a placeholder view.
        let items = Array(file.statements)
        guard let firstExpression = items.firstIndex(where: { $0.item.is(ExprSyntax.self) }) else { return sites }
        var moved: [String] = []
        for item in items[(firstExpression + 1)...] {
            guard let declaration = item.item.as(DeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self),
                  !declaration.is(ImportDeclSyntax.self) else { continue }
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = item.endPositionBeforeTrailingTrivia.utf8Offset
            moved.append(slice(code, start, end))
            sites.append(Site(edit: .init(start: start, end: end, text: ""),
                              filling: .init(line: line(item), original: item.trimmedDescription,
                                             filled: "(moved before the fragment's first view)")))
        }
        let first = items[firstExpression]
        let placeholder = isBareModifierChain(first.item.as(ExprSyntax.self)) ? "EmptyView()" : ""
        if !placeholder.isEmpty {
            let text = first.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
            sites.append(Site(edit: nil, filling: .init(line: line(first), original: text, filled: placeholder + text)))
        }
        if !moved.isEmpty || !placeholder.isEmpty {
            let indent = String(repeating: " ", count: max(first.startLocation(converter: converter).column - 1, 0))
            let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
            let text = moved.map { $0 + "\n" + indent }.joined() + placeholder
            sites.append(Site(edit: .init(start: offset, end: offset, text: text), filling: nil))
        }
        return sites
    }

    /// `.sheet(…) { … }.padding()`: a chain of calls whose innermost base is a member without a
    /// base (an implicit member expression), named like a modifier (lowercase).
    static func isBareModifierChain(_ expression: ExprSyntax?) -> Bool {
        var current = expression
        var sawCall = false
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                sawCall = true
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else {
                    return sawCall && member.declName.baseName.text.first?.isLowercase == true
                }
                current = base
            } else {
                return false
            }
        }
        return false
    }

    private static func slice(_ code: String, _ start: Int, _ end: Int) -> String {
        let utf8 = Array(code.utf8)
        return String(decoding: utf8[min(start, utf8.count)..<min(end, utf8.count)], as: UTF8.self)
    }
}
