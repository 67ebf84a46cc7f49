import ArgumentParser
import Foundation

/// Writing or checking one generated table file (`docgen engine-surface`, `docgen toolchain-names`):
/// with `check`, nothing is written and a difference exits 1 with what to run; otherwise the file
/// is written only when its bytes change.
enum GeneratedTable {
    /// `command`: the subcommand's name for messages; `count`: what the table holds ("2760 symbols");
    /// `stale`: why the file would differ and what regenerates it.
    static func writeOrCheck(_ source: String, to out: String, check: Bool, command: String, count: String, from input: String,
                             stale: String) throws {
        let data = Data(source.utf8)
        let url = URL(fileURLWithPath: out)
        if check {
            guard (try? Data(contentsOf: url)) == data else {
                print("\(command) --check: \(out) differs from \(input) (\(count));")
                print("  \(stale)")
                throw ExitCode(1)
            }
            print("\(command) --check: \(out) up to date (\(count))")
        } else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
            print("\(command): \(count) → \(out)")
        }
    }
}
