import DocIngest
import DocModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads text scraped from a rendered documentation page: no markup at all.
///
/// Layout (seed 003): breadcrumb run together (`TechnologiesSwiftUIAccessibility`), a
/// `Name kind` title line, a run-together platform list, the summary, headed sections with
/// numbered steps, and a listing with no fences between a file-name line and `Live preview`.
/// The listing is recovered with SwiftParser; page chrome is dropped.
enum ScrapedTextReader {
    static func read(_ source: SourceText, file: String) -> LanguageBlock {
        let lines = source.lines.map(String.init)
        var block = LanguageBlock(language: .en)
        var index = 0
        var section: RawSection?
        var preview = PreviewState.none
        var previewLines: [String] = []

        func closeSection() {
            if let current = section { block.sections.append(current) }
            section = nil
        }
        func nextNonBlank() -> Int? {
            var probe = index + 1
            while probe < lines.count, lines[probe].trimmed(.whitespaces).isEmpty { probe += 1 }
            return probe < lines.count ? probe : nil
        }

        while index < lines.count {
            let raw = lines[index]
            let line = raw.trimmed(.whitespaces)
            let lineNumber = index + 1
            defer { index += 1 }
            if line.isEmpty { continue }
            // The breadcrumb reads as chrome too; take it first, it gives the parent path.
            if block.navigation.isEmpty, block.title == nil, let crumbs = Breadcrumb.split(line) {
                block.navigation = crumbs
                continue
            }
            // What a rendered preview printed sits between the chrome line after the listing
            // (`Live preview`) and the next chrome line: kept as metadata, never as prose.
            if Vocabulary.isChrome(line) {
                preview = preview == .expected ? .reading : .none
                continue
            }
            if preview == .reading {
                previewLines.append(line)
                continue
            }
            preview = .none

            if block.title == nil {
                let (title, role) = titleAndRole(line)
                block.title = Prose(text: title, line: lineNumber)
                if let role { block.role = Prose(text: role, line: lineNumber) }
                continue
            }
            if block.availability.isEmpty, section == nil, Vocabulary.startsWithPlatform(line) {
                block.availability = Vocabulary.availability(line)
                continue
            }
            if Self.isFileName(line) {
                // The listing follows a file-name line; recover it with SwiftParser.
                let end = lines[(index + 1)...].firstIndex { Vocabulary.isChrome($0.trimmed(.whitespaces)) } ?? lines.count
                if let listing = ListingRecovery.recover(lines: Array(lines[(index + 1)..<end]), firstLine: index + 2) {
                    block.examples.append(RawCode(code: listing.code, info: "swift", lines: listing.lines, label: line))
                    index = listing.lines.end - 1
                    preview = .expected
                } else {
                    block.diagnostics.append(Diagnostic(
                        id: "docgen.extract.listing-not-recovered", severity: .warning,
                        message: "a file-name line (\(line)) announces a listing, but no span of the following lines parses as Swift",
                        file: file, line: lineNumber))
                }
                continue
            }
            // The declaration: the lines under a Declaration heading, or a line that parses as one
            // declaration without a body before any section or listing.
            if block.declaration == nil, Vocabulary.sectionKind(forHeading: line) == .declaration {
                let end = lines[(index + 1)...].firstIndex { candidate in
                    let text = candidate.trimmed(.whitespaces)
                    return Vocabulary.sectionKind(forHeading: text) != nil || Vocabulary.isChrome(text)
                } ?? lines.count
                if let listing = ListingRecovery.recover(lines: Array(lines[(index + 1)..<end]), firstLine: index + 2) {
                    block.declaration = RawCode(code: listing.code, info: "swift", lines: listing.lines)
                    index = listing.lines.end - 1
                    continue
                }
            }
            if block.declaration == nil, section == nil, block.examples.isEmpty, block.summary != nil || !block.availability.isEmpty,
               Self.isDeclarationLine(line) {
                block.declaration = RawCode(code: line, info: "swift", lines: LineRange(start: lineNumber, end: lineNumber))
                continue
            }
            if let kind = Vocabulary.sectionKind(forHeading: line) ?? (Self.looksLikeHeading(line, next: nextNonBlank().map { lines[$0] }) ? .other : nil) {
                closeSection()
                section = RawSection(heading: Prose(text: line, line: lineNumber), kind: kind)
                continue
            }
            if block.summary == nil, section == nil {
                block.summary = Prose(text: line, line: lineNumber)
                continue
            }
            if let step = Self.numberedStep(line) {
                if section == nil { section = RawSection(heading: nil, kind: .overview) }
                section?.blocks.append(Block(kind: .step, text: step, line: lineNumber))
                continue
            }
            if section == nil { section = RawSection(heading: nil, kind: .overview) }
            section?.blocks.append(Block(kind: .paragraph, text: line, line: lineNumber))
        }
        closeSection()
        if !previewLines.isEmpty { block.metadata["preview"] = previewLines.joined(separator: "\n") }
        return block
    }

    /// Where the reader stands relative to a live-preview area after a listing.
    private enum PreviewState {
        case none, expected, reading
    }

    /// `AccessibilityZoomGestureAction struct` → (name, role).
    static func titleAndRole(_ line: String) -> (String, String?) {
        let parts = line.split(separator: " ")
        if parts.count >= 2, let last = parts.last, Vocabulary.symbolKind(forRole: String(last)) != nil {
            return (parts.dropLast().joined(separator: " "), String(last))
        }
        return (line, nil)
    }

    /// A line that is one Swift declaration without a body (`nonisolated func focusScope(_ namespace: Namespace.ID) -> some View`).
    static func isDeclarationLine(_ line: String) -> Bool {
        guard let first = line.first, first == "@" || first.isLowercase, !line.hasSuffix("."), !line.hasSuffix("{") else { return false }
        let file = Parser.parse(source: line)
        guard !file.hasError, file.statements.count == 1, let declaration = file.statements.first?.item.as(DeclSyntax.self) else { return false }
        return declaration.is(FunctionDeclSyntax.self) || declaration.is(VariableDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
            || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) || declaration.is(ProtocolDeclSyntax.self)
            || declaration.is(InitializerDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self) || declaration.is(SubscriptDeclSyntax.self)
    }

    /// `AccessibilityZoomGestureAction.swift`
    static func isFileName(_ line: String) -> Bool {
        line.range(of: #"^[A-Za-z_][A-Za-z0-9_+\-]*\.swift$"#, options: .regularExpression) != nil
    }

    /// `1. Register a handler …` → the step text.
    static func numberedStep(_ line: String) -> String? {
        guard let range = line.range(of: #"^\d{1,2}[.)]\s+"#, options: .regularExpression) else { return nil }
        return String(line[range.upperBound...])
    }

    /// A short line without final punctuation, followed by prose: a heading.
    static func looksLikeHeading(_ line: String, next: String?) -> Bool {
        guard line.count <= 40, let last = line.last, !".:,;!?)—".contains(last), numberedStep(line) == nil else { return false }
        guard let next = next?.trimmed(.whitespaces) else { return false }
        return next.count > line.count && (next.hasSuffix(".") || next.hasPrefix("Press ") || numberedStep(next) != nil || isFileName(next))
    }
}

/// Splits run-together breadcrumbs and platform lists of scraped pages.
enum Breadcrumb {
    /// Framework names that stand in breadcrumbs as one token even though they contain capitals.
    static let knownTokens = ["SwiftUI", "UIKit", "AppKit", "Foundation", "Accessibility", "WatchKit", "RealityKit"]

    /// `TechnologiesSwiftUIAccessibility` → `["Technologies", "SwiftUI", "Accessibility"]`; nil if not a breadcrumb.
    static func split(_ line: String) -> [String]? {
        guard !line.contains(" "), let root = Vocabulary.breadcrumbRoots.first(where: { line.hasPrefix($0) }) else { return nil }
        var rest = Substring(line.dropFirst(root.count))
        var tokens = [root]
        while !rest.isEmpty {
            if let token = knownTokens.first(where: { rest.hasPrefix($0) }) {
                tokens.append(token)
                rest = rest.dropFirst(token.count)
                continue
            }
            // Otherwise a capitalised word: an uppercase letter and the lowercase run after it.
            var word = String(rest.first!)
            rest = rest.dropFirst()
            while let next = rest.first, !next.isUppercase { word.append(next); rest = rest.dropFirst() }
            tokens.append(word)
        }
        return tokens
    }
}
