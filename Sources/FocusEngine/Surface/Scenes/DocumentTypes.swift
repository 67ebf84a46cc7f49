#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
/// A structure that represents a type of data to load, send, or receive (UniformTypeIdentifiers
/// is not on Linux): an identifier only, enough for `FileDocument`'s content types.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The string that represents the type.
    public let identifier: String
    /// The preferred filename extension for the type, if any.
    public let preferredFilenameExtension: String?

    /// Creates a type from its identifier.
    public init?(_ identifier: String) { self.init(identifier: identifier, extension: nil) }
    /// Creates a type your app owns based on an identifier.
    public init(exportedAs identifier: String) { self.init(identifier: identifier, extension: nil) }
    /// Creates a type your app uses, but doesn't own, based on an identifier.
    public init(importedAs identifier: String) { self.init(identifier: identifier, extension: nil) }
    /// Creates a type based on a filename extension.
    public init?(filenameExtension: String) {
        self.init(identifier: "dyn.\(filenameExtension)", extension: filenameExtension)
    }
    init(identifier: String, extension preferred: String?) {
        self.identifier = identifier
        preferredFilenameExtension = preferred
    }

    /// The identifier.
    public var description: String { identifier }

    /// A base type that represents all items.
    public static let item = UTType(identifier: "public.item", extension: nil)
    /// A base type for all document content.
    public static let content = UTType(identifier: "public.content", extension: nil)
    /// A base type for any sort of simple byte stream.
    public static let data = UTType(identifier: "public.data", extension: nil)
    /// A base type for all text-encoded data.
    public static let text = UTType(identifier: "public.text", extension: nil)
    /// A type for text with no markup and an unspecified encoding.
    public static let plainText = UTType(identifier: "public.plain-text", extension: "txt")
    /// A type for plain text using UTF-8 encoding.
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", extension: "txt")
    /// A type for JavaScript Object Notation data.
    public static let json = UTType(identifier: "public.json", extension: "json")
    /// A base type for all image data.
    public static let image = UTType(identifier: "public.image", extension: nil)
    /// A type for Portable Network Graphics images.
    public static let png = UTType(identifier: "public.png", extension: "png")
    /// A type for Portable Document Format documents.
    public static let pdf = UTType(identifier: "com.adobe.pdf", extension: "pdf")
}
#endif

#if !canImport(Darwin)
/// A representation of a node (a file or directory) in a file system (Foundation's is not on
/// Linux): contents in memory only.
public final class FileWrapper: @unchecked Sendable {
    /// The contents of a regular-file wrapper; `nil` for a directory.
    public let regularFileContents: Data?
    /// The children of a directory wrapper, by name; `nil` for a regular file.
    public let fileWrappers: [String: FileWrapper]?
    /// The preferred filename for the file wrapper.
    public var preferredFilename: String?
    /// The filename of the file wrapper.
    public var filename: String?

    /// Initializes a file wrapper instance as a regular file.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
        fileWrappers = nil
    }
    /// Initializes the receiver as a directory file wrapper, with the given children.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        regularFileContents = nil
        fileWrappers = childrenByPreferredName
    }

    /// Whether the wrapper is a regular file.
    public var isRegularFile: Bool { regularFileContents != nil }
    /// Whether the wrapper is a directory.
    public var isDirectory: Bool { fileWrappers != nil }
}
#endif
