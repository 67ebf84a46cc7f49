import DocModel

/// Compares the declaration, availability, parameters and examples of two versions of a page.
struct PartComparer {
    let old: PageRecord
    let new: PageRecord
    var crawls = CrawlCapabilities()

    /// A changed declaration is an API change unless it is only formatting or a crawl defect.
    func declaration() -> [Change] {
        switch (old.declaration, new.declaration) {
        case (nil, nil): return []
        case (let before?, nil):
            return [Change(kind: .declarationRemoved, class: .crawlerLoss, lossSide: .new,
                           reason: "the new page shows no declaration", subject: "declaration", oldText: before.text)]
        case (nil, let after?):
            return [Change(kind: .declarationAdded, class: .crawlerLoss, lossSide: .old,
                           reason: "the old page shows no declaration", subject: "declaration", newText: after.text)]
        case (let before?, let after?):
            guard before.contentHash == nil || before.contentHash != after.contentHash else { return [] }
            guard before.text != after.text else { return [] }
            var verdict = ChangeClassifier.classify(old: before.text, new: after.text)
            if verdict.class == .realChange, before.parsesCleanly != after.parsesCleanly {
                let side: Change.Side = before.parsesCleanly ? .new : .old
                verdict = .init(class: .crawlerLoss, lossSide: side, reason: "the \(side.rawValue) declaration does not parse as Swift")
            }
            return [Change(kind: .declarationChanged, class: verdict.class, lossSide: verdict.lossSide, reason: verdict.reason,
                           subject: "declaration", oldText: before.text, newText: after.text,
                           words: WordDiff.diff(before.text, after.text), apiChange: verdict.class == .realChange)]
        }
    }

    func availability() -> [Change] {
        let before = old.availability.map(Self.describe), after = new.availability.map(Self.describe)
        guard Set(before) != Set(after) else { return [] }
        var change = Change(kind: .availabilityChanged, class: .realChange, reason: "platforms or versions differ",
                            subject: "availability", oldText: before.joined(separator: ", "), newText: after.joined(separator: ", "))
        if before.isEmpty || after.isEmpty {
            change.class = .crawlerLoss
            change.lossSide = before.isEmpty ? .old : .new
            change.reason = "the \(change.lossSide!.rawValue) page states no availability"
        } else if let side = deprecationOnlyLoss() {
            change.class = .crawlerLoss
            change.lossSide = side
            change.reason = "only deprecation differs, and the \(side.rawValue) crawl states a deprecation on none of its pages"
        }
        return [change]
    }

    /// The side that cannot show deprecation, when the two availabilities differ only in it: the
    /// same platforms and introductions, deprecations on one side only, and that side's crawl
    /// never states one (`CrawlCapabilities`). Such a difference may also be a real deprecation;
    /// the crawl cannot tell, so it is not reported as one.
    private func deprecationOnlyLoss() -> Change.Side? {
        let strip = { (entries: [Availability]) in Set(entries.map { Availability(platform: $0.platform, introduced: $0.introduced, beta: $0.beta) }) }
        guard strip(old.availability) == strip(new.availability) else { return nil }
        let oldDeprecates = old.availability.contains { $0.deprecated != nil }, newDeprecates = new.availability.contains { $0.deprecated != nil }
        if newDeprecates, !oldDeprecates, !crawls.oldStatesDeprecation { return .old }
        if oldDeprecates, !newDeprecates, !crawls.newStatesDeprecation { return .new }
        return nil
    }

    static func describe(_ entry: Availability) -> String {
        var text = entry.platform + (entry.introduced.map { " \($0)+" } ?? "")
        if let deprecated = entry.deprecated { text += " deprecated \(deprecated)" }
        return entry.beta ? text + " beta" : text
    }

    func parameters() -> [Change] {
        let before = Set(old.parameters.map(\.name)), after = Set(new.parameters.map(\.name))
        let noneBefore = before.isEmpty, noneAfter = after.isEmpty
        let removed = before.subtracting(after).sorted().map { name in
            Change(kind: .parameterRemoved, class: noneAfter ? .crawlerLoss : .realChange, lossSide: noneAfter ? .new : nil,
                   reason: noneAfter ? "the new page lists no parameters" : "parameter no longer documented", subject: name)
        }
        let added = after.subtracting(before).sorted().map { name in
            Change(kind: .parameterAdded, class: noneBefore ? .crawlerLoss : .realChange, lossSide: noneBefore ? .old : nil,
                   reason: noneBefore ? "the old page lists no parameters" : "newly documented parameter", subject: name)
        }
        return removed + added
    }

    /// Examples pair by content hash, then by position among the rest.
    func examples() -> [Change] {
        var olds = old.examples, news = new.examples
        for (index, example) in olds.enumerated().reversed() {
            if let match = news.firstIndex(where: { $0.contentHash != nil && $0.contentHash == example.contentHash }) {
                news.remove(at: match); olds.remove(at: index)
            }
        }
        var result: [Change] = []
        for (before, after) in zip(olds, news) {
            var verdict = ChangeClassifier.Verdict(class: .realChange, lossSide: nil, reason: "code differs")
            if ChangeClassifier.squash(before.code) == ChangeClassifier.squash(after.code) {
                verdict = .init(class: .formatting, lossSide: nil, reason: "same code; whitespace or markup differs")
            } else if let side = Self.lostLines(before.code, after.code) {
                verdict = .init(class: .crawlerLoss, lossSide: side, reason: "the \(side.rawValue) listing lacks lines the other has")
            }
            result.append(Change(kind: .exampleChanged, class: verdict.class, lossSide: verdict.lossSide, reason: verdict.reason,
                                 subject: after.id, oldText: before.code, newText: after.code))
        }
        result += olds.dropFirst(news.count).map {
            Change(kind: .exampleRemoved, class: .realChange, reason: "listing removed", subject: $0.id, oldText: $0.code)
        }
        result += news.dropFirst(olds.count).map {
            Change(kind: .exampleAdded, class: .realChange, reason: "new listing", subject: $0.id, newText: $0.code)
        }
        return result
    }

    /// The side whose listing is the other's with lines missing (and nothing of its own).
    static func lostLines(_ before: String, _ after: String) -> Change.Side? {
        let a = before.split(separator: "\n").map { ChangeClassifier.squash(String($0)) }.filter { !$0.isEmpty }
        let b = after.split(separator: "\n").map { ChangeClassifier.squash(String($0)) }.filter { !$0.isEmpty }
        if a.count < b.count, isSubsequence(a, of: b) { return .old }
        if b.count < a.count, isSubsequence(b, of: a) { return .new }
        return nil
    }

    static func isSubsequence(_ short: [String], of long: [String]) -> Bool {
        var index = long.startIndex
        for line in short {
            guard let found = long[index...].firstIndex(of: line) else { return false }
            index = long.index(after: found)
        }
        return true
    }
}
