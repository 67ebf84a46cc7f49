// docgen-fuzz — the libFuzzer target over the extract path (docs/reliability.md).
//
// Built by `make fuzz` with `-sanitize=fuzzer,address -DDOCGEN_FUZZ`: libFuzzer's driver runs
// `LLVMFuzzerTestOneInput`. Built normally (as `swift build` does), it is a reproducer: every
// argument is a file that is run through the same harness once, so a crash file can be replayed
// with a plain debug build and a debugger.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

#if DOCGEN_FUZZ
/// libFuzzer's driver (compiler-rt); linked in by `-sanitize=fuzzer`. The program has its own
/// `main` (this file), so libFuzzer's is not used and the driver is called here.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
#else
let paths = CommandLine.arguments.dropFirst()
if paths.isEmpty {
    print("usage: docgen-fuzz FILE…   (replays inputs through the fuzz harness; `make fuzz` builds the fuzzer)")
    exit(2)
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("docgen-fuzz: cannot read \(path)")
        exit(1)
    }
    FuzzHarness.run([UInt8](data))
    print("docgen-fuzz: \(path): ok (\(data.count) bytes)")
}
#endif
