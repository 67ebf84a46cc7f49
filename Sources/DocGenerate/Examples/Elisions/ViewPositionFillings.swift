import SwiftSyntax

/// Two shapes of example code that are illustration rather than compilable Swift, filled so the
/// rest of the example compiles (recorded as fillings, like elisions; `ExampleCode.code` stays
/// verbatim):
///
/// | shape | filled with | why |
/// |---|---|---|
/// | `@main` on a type (`@main struct MyApp: App`) | the attribute removed | the conformance suites are a test target; XCTest owns its entry point |
/// | a call of an `@Environment` action as a statement of a view builder (`resetFocus(in: ns)` between `// ...` lines of `body`) | `let _ = { resetFocus(in: ns) }` | the page shows *where* the action is available; a view builder cannot hold a `Void` statement. The call is type-checked, not run |
enum ViewPositionFillings {
    struct Site {
        var start: Int
        var end: Int
        var text: String
        var line: Int
        var original: String
    }

    static func sites(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [Site] {
        var sites: [Site] = []
        let actions = environmentProperties(in: file)
        for token in file.tokens(viewMode: .sourceAccurate) {
            if token.text == "main", let attribute = token.parent?.parent?.as(AttributeSyntax.self),
               attribute.attributeName.trimmedDescription == "main", attribute.arguments == nil {
                let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = attribute.endPosition.utf8Offset  // with its trailing space
                sites.append(Site(start: start, end: end, text: "", line: attribute.startLocation(converter: converter).line,
                                  original: "@main"))
            }
        }
        for item in file.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(DeclReferenceExprSyntax.self) }) {
            guard actions.contains(item.baseName.text), let call = item.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.id == item.id, let statement = call.parent?.as(CodeBlockItemSyntax.self),
                  isInViewBody(statement) else { continue }
            let original = call.trimmedDescription
            sites.append(Site(start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: call.endPositionBeforeTrailingTrivia.utf8Offset,
                              text: "let _ = { \(original) }", line: call.startLocation(converter: converter).line,
                              original: original))
        }
        return sites
    }

    /// Names of properties declared `@Environment(…) var name`.
    private static func environmentProperties(in file: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in file.tokens(viewMode: .sourceAccurate) where token.text == "Environment" {
            guard let attribute = token.parent?.parent?.as(AttributeSyntax.self),
                  let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// A statement directly in the getter of a `body` property.
    private static func isInViewBody(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let list = statement.parent?.as(CodeBlockItemListSyntax.self), let owner = list.parent else { return false }
        let binding = owner.parent?.as(PatternBindingSyntax.self)
            ?? owner.parent?.parent?.parent?.parent?.as(PatternBindingSyntax.self)  // get { … }
        return binding?.pattern.trimmedDescription == "body"
    }
}
