/// Decides whether a type or requirement written on a page may be copied into generated Swift.
///
/// Only characters that occur in type syntax are allowed: no quotes, backslashes, `#`, `/` or
/// newlines, so page text can never open a literal, a comment or a directive. The shape source
/// is parsed again afterwards (`APIShapePlanner`).
enum ShapeTypeFilter {
    private static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_ .,:<>?![]()&-=@")

    static func isSafe(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { allowed.contains($0) }
    }
}
