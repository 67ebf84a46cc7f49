/// The code-fence lines of a markdown text read line by line, before cmark parses it (the crawl
/// and dump repairs need to know which lines are code).
enum FenceLine {
    /// The fence of a line that opens a fenced code block: three or more backticks or tildes (a
    /// backtick fence's info string has no backtick).
    static func opening(_ line: Substring) -> (character: Character, length: Int)? {
        let text = line.drop { $0 == " " }
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let length = text.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        if first == "`", text.dropFirst(length).contains("`") { return nil }
        return (first, length)
    }

    /// Whether `line` closes a fence opened as `fence`: at least as many of its character, nothing else.
    static func closes(_ line: Substring, _ fence: (character: Character, length: Int)) -> Bool {
        let text = line.trimmed(.whitespaces)
        return text.count >= fence.length && text.allSatisfy { $0 == fence.character }
    }
}
