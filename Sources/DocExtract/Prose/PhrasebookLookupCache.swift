import DocModel
import Foundation

/// A phrasebook's headings and roles keyed by normalised label, for constant-time lookup.
struct PhrasebookIndex: Sendable {
    var sections: [String: SectionKind] = [:]
    var topicGroups: Set<String> = []
    var roles: [String: SymbolKind] = [:]
    /// Example labels with their normalised text, in phrasebook order.
    var exampleLabels: [(prefix: String, entry: Phrasebook.ExampleLabel)] = []

    init(_ book: Phrasebook) {
        // The first entry for a label wins, as a linear search would decide.
        for entry in book.sectionHeadings.reversed() {
            if let kind = SectionKind(rawValue: entry.kind) { sections[Phrasebook.normalizedLabel(entry.text)] = kind }
        }
        topicGroups = Set(book.topicGroupHeadings.map(Phrasebook.normalizedLabel))
        for entry in book.roles.reversed() { roles[Phrasebook.normalizedLabel(entry.text)] = SymbolKind(rawValue: entry.kind) }
        exampleLabels = book.exampleLabels.map { (Phrasebook.normalizedLabel($0.text), $0) }
    }
}

/// Holds a phrasebook's index once built. Not part of the phrasebook's value: every cache
/// compares equal, so decoding, equality and hashing see only the data.
final class PhrasebookLookupCache: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var index: PhrasebookIndex?

    /// The index of `book`, built on first call (`book` must be the phrasebook owning this cache).
    func index(for book: Phrasebook) -> PhrasebookIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let built = PhrasebookIndex(book)
        index = built
        return built
    }

    static func == (lhs: PhrasebookLookupCache, rhs: PhrasebookLookupCache) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
