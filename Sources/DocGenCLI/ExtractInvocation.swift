import ArgumentParser
import DocExtract
import DocModel
import Foundation

/// What one `docgen extract` run was asked to do, however its arguments were read
/// (`ExtractCommand` through ArgumentParser, or `ExtractFastPath`).
struct ExtractInvocation: Equatable {
    var paths: [String]
    var out: String
    var format: DocFormat?
    var jobs: Int
    var cache: String?
    var verbose: Bool

    /// Extracts the pages and prints the summary; errors are `ValidationError`s, reported by the
    /// caller as ArgumentParser reports any error of a command's `run()`.
    func run() throws {
        let progress = ProgressLine(label: "extract")
        var pageCache: PageCache?
        if let cache {
            do {
                let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
                pageCache = try PageCache(directory: cache, toolIdentity: PageCache.identity(ofExecutable: executable))
            } catch {
                throw ValidationError("cannot use the cache folder \(cache): \(error.localizedDescription)")
            }
        }
        let result: StreamedExtraction.Result
        do {
            result = try StreamedExtraction.run(.init(paths: paths, format: format, jobs: jobs, cache: pageCache), to: out,
                                                keepPageDiagnostics: verbose) { done, total in
                progress.update(done, of: total)
            }
        } catch {
            progress.finish()
            throw ValidationError("cannot write the model to \(out): \(error.localizedDescription)")
        }
        progress.finish()
        if verbose {
            for diagnostic in result.index.diagnostics + result.pageDiagnostics { print(diagnostic) }
        }
        Self.printLine(result.summary.description)
        Self.printLine("model: \(out)/index.json")
    }

    /// `print(line)` for a string without `print`'s generic path (its dynamic casts look up
    /// conformances on first use): C's buffered output flushed first, so lines `print` wrote
    /// before stay before, then the bytes written to standard output.
    private static func printLine(_ line: String) {
        fflush(nil)
        var line = line + "\n"
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
