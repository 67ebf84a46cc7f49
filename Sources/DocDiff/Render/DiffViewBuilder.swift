import DocGenerate

/// `ModelDiff` → the values the diff template places (dictionaries and arrays only).
enum DiffViewBuilder {
    static func view(_ diff: ModelDiff, reportHref: String? = nil) -> [String: Any] {
        let summary = diff.summary
        let classes: [[String: Any]] = Change.Class.allCases.map {
            ["name": $0.rawValue, "count": summary.byClass[$0.rawValue] ?? 0]
        }
        let kinds: [[String: Any]] = Change.Kind.allCases.compactMap { kind in
            summary.byKind[kind.rawValue].map { ["name": kind.rawValue, "count": $0] }
        }
        return [
            "title": "docgen diff",
            "oldPath": diff.old.path, "newPath": diff.new.path,
            "oldPages": counted(diff.old.pages, "page"), "newPages": counted(diff.new.pages, "page"),
            "pagesChangedNoun": noun(summary.pagesChanged, "page"), "apiChangesNoun": noun(summary.apiChanges, "API change"),
            "staleNoun": noun(diff.staleCases?.count ?? 0, "stale case"),
            "reportNav": reportHref.map { ["href": $0] } ?? false,
            "pagesAdded": summary.pagesAdded, "pagesRemoved": summary.pagesRemoved,
            "pagesChanged": summary.pagesChanged, "pagesWithChanges": summary.pagesWithChanges,
            "pagesUnchanged": summary.pagesUnchanged, "apiChanges": summary.apiChanges,
            "classes": classes, "kinds": kinds,
            "added": diff.pagesAdded.map(ref), "hasAdded": !diff.pagesAdded.isEmpty,
            "removed": diff.pagesRemoved.map(ref), "hasRemoved": !diff.pagesRemoved.isEmpty,
            "pages": diff.pageAnchors.map { page($0.page, anchor: $0.anchor) },
            "hasStale": diff.staleCases != nil,
            "stale": (diff.staleCases ?? []).flatMap { item in item.reasons.map { staleRow(item, $0) } },
            "staleCount": diff.staleCases?.count ?? 0,
        ]
    }

    /// `noun` or its plural (`-s`), as the count before it needs.
    static func noun(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }

    /// `1 page`, `2 pages`.
    static func counted(_ count: Int, _ singular: String) -> String { "\(count) \(noun(count, singular))" }

    static func ref(_ page: PageRef) -> [String: Any] { ["id": page.id, "symbol": page.symbol] }

    static func page(_ page: PageChange, anchor: String) -> [String: Any] {
        [
            "anchor": anchor, "id": page.id, "symbol": page.symbol,
            "languagesAdded": page.languagesAdded.joined(separator: ", "), "hasLanguagesAdded": !page.languagesAdded.isEmpty,
            "languagesRemoved": page.languagesRemoved.joined(separator: ", "), "hasLanguagesRemoved": !page.languagesRemoved.isEmpty,
            "changes": page.changes.map(change),
        ]
    }

    static func change(_ change: Change) -> [String: Any] {
        var row: [String: Any] = [
            "kind": change.kind.rawValue, "class": change.class.rawValue, "reason": change.reason,
            "subject": change.subject, "api": change.apiChange == true,
            "lossSide": change.lossSide?.rawValue ?? "", "hasLoss": change.lossSide != nil,
        ]
        if let language = change.language { row["language"] = language }
        if let before = change.oldLevel, let after = change.newLevel { row["level"] = "\(before) → \(after)" }
        if let words = change.words {
            row["hasWords"] = true
            row["words"] = words.map { ["text": $0.text, "equal": $0.op == .equal, "delete": $0.op == .delete, "insert": $0.op == .insert] }
        } else {
            if let text = change.oldText { row["oldText"] = text }
            if let text = change.newText { row["newText"] = text }
        }
        return row
    }

    static func staleRow(_ item: StaleCase, _ reason: StaleCase.Reason) -> [String: Any] {
        var row: [String: Any] = ["suite": item.suite, "caseID": item.caseID, "kind": reason.source.kind.rawValue,
                                  "source": reason.source.id]
        row["now"] = reason.now ?? "(gone)"
        if let was = reason.was { row["was"] = was }
        return row
    }
}
