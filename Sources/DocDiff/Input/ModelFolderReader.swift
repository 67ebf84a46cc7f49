import DocGenerate
import DocModel
import Foundation

/// Reads a model folder for `docgen diff` with `ModelLoader`, which refuses anything it cannot
/// read whole; its ``ModelFileError`` becomes a ``DiffInputError`` with the same file and a
/// `docgen.diff.` id (docs/diff.md, "Errors").
public enum ModelFolderReader {
    /// The pages of the model at `path`, in index order.
    public static func read(_ path: String) throws -> [PageRecord] {
        do { return try ModelLoader(directory: URL(fileURLWithPath: path)).load().pages } catch GenerateError.modelFile(let error) {
            throw DiffInputError(error.kind, file: error.file, error.message)
        }
    }
}
