import DocModel
import Foundation

/// Reads the plain `docgen extract` invocation without ArgumentParser, whose first parse costs a
/// process about 25 M instructions (building every argument definition by reflection, the
/// completion-script check, first-time conformance lookups in a 27 MB binary).
///
/// Only the unambiguous spelling is read here: `extract`, then paths and the options
/// `--out`/`-o`, `--jobs`, `--format`, `--cache` (each at most once, its value the next
/// argument) and `--verbose` (at most once). Anything else — help, `--name=value`, a value or
/// path starting with `-`, an empty argument, a repeated option, an unknown format, `--jobs`
/// that is not a positive decimal number, a missing `--out` or path — returns nil, and
/// ArgumentParser reads the arguments as before, with its help and errors.
enum ExtractFastPath {
    /// The invocation `arguments` (without the program name) spell, or nil when they are not a
    /// plain extract (see the type's description).
    static func invocation(_ arguments: [String], defaultJobs: Int) -> ExtractInvocation? {
        guard arguments.first == "extract" else { return nil }
        var paths: [String] = []
        var out: String?, format: DocFormat?, jobs: Int?, cache: String?, verbose = false
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument.isEmpty || argument == "help" { return nil }
            guard argument.hasPrefix("-") else {
                paths.append(argument)
                continue
            }
            if argument == "--verbose" {
                guard !verbose else { return nil }
                verbose = true
                continue
            }
            guard index < arguments.count else { return nil }
            let value = arguments[index]
            index += 1
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch argument {
            case "--out", "-o":
                guard out == nil else { return nil }
                out = value
            case "--format":
                guard format == nil, let known = DocFormat(rawValue: value) else { return nil }
                format = known
            case "--jobs":
                guard jobs == nil, let count = positiveDecimal(value) else { return nil }
                jobs = count
            case "--cache":
                guard cache == nil else { return nil }
                cache = value
            default:
                return nil
            }
        }
        guard let out, !paths.isEmpty else { return nil }
        return ExtractInvocation(paths: paths, out: out, format: format, jobs: jobs ?? defaultJobs, cache: cache, verbose: verbose)
    }

    /// `text` as a number when it is 1–9 ASCII digits with a value of at least 1.
    private static func positiveDecimal(_ text: String) -> Int? {
        guard text.utf8.count <= 9, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let value = Int(text), value >= 1 else { return nil }
        return value
    }
}
