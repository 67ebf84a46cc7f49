/// The UIKit auto-capitalization styles SwiftUI code passes to `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitalization.
    case none
    /// Capitalize the first letter of each word.
    case words
    /// Capitalize the first letter of each sentence.
    case sentences
    /// Capitalize all characters.
    case allCharacters
}
