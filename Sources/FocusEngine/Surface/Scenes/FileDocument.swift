/// A type that you use to serialize documents to and from file.
///
/// The engine never reads or writes files: `init(configuration:)` and `fileWrapper(configuration:)`
/// are declared so document types compile; a `DocumentGroup(newDocument:)` holds its document in
/// the scene (R37).
public protocol FileDocument: Sendable {
    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to.
    static var writableContentTypes: [UTType] { get }
    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The configuration for writing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// Creates a document and initializes it with the contents of a file.
    init(configuration: Self.ReadConfiguration) throws
    /// Serializes a document snapshot to a file wrapper.
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    /// By default, the types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The configuration for reading file contents.
public struct FileDocumentReadConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the document content.
    public let file: FileWrapper
}

/// The configuration for serializing file contents.
public struct FileDocumentWriteConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the current document content; `nil` if the document is unsaved.
    public let existingFile: FileWrapper?
}
