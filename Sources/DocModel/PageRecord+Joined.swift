extension PageRecord {
    /// The metadata field extraction sets on a page of a markdown file that joins several
    /// (`2 of 30`): its id is the file's path and its title, not a documentation path.
    public static let joinedPageField = "joined-page"

    /// Whether the page is one of several a file joins (`joinedPageField`), so its id's folders
    /// are the file's, not the symbol's parents.
    public var isJoinedPage: Bool { metadata[Self.joinedPageField] != nil }
}
