import FocusEngine

// focus-bench: focus operations per second on a 10,000-field form.
// Run with `swift run -c release focus-bench [fieldCount]`. Not a test: it only measures.

let fieldCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
print("focus-bench: \(fieldCount)-field form")
print("machine: \(MachineInfo.summary)")

let host = FocusHost(BenchForm(count: fieldCount))
let mount = Stopwatch.measure { host.appear() }
print(String(format: "mount (first render): %.2f ms", mount * 1000))

// 1. Full update: every body re-evaluated and every node diffed by identity.
let fullUpdates = 20
let full = Stopwatch.measure { for _ in 0..<fullUpdates { host.refresh() } } / Double(fullUpdates)
print(String(format: "full update of the tree: %.2f ms (mean of %d)", full * 1000, fullUpdates))

// 2. Programmatic focus changes: write the @FocusState value, apply it (R6), bindings resync.
let focus = try host.stateHandle("focused", as: Int?.self)
let changes = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 1_000_000
var checksum = 0
let programmatic = Stopwatch.measure {
    for index in 0..<changes {
        focus.set((index &* 7919) % fieldCount)
        host.flush()
        checksum &+= focus.value ?? 0
    }
}
print(String(format: "programmatic focus changes: %.0f /s (%d changes in %.3f s, %.0f ns each)",
             Double(changes) / programmatic, changes, programmatic, programmatic / Double(changes) * 1e9))

// Verify the last change landed where requested (the benchmark must measure real work).
let expected = ((changes - 1) &* 7919) % fieldCount
precondition(host.focusedElement?.label == "Field \(expected)", "focus did not follow the state")

// 3. User navigation: Tab through the form.
let tabs = 50
let navigation = Stopwatch.measure { for _ in 0..<tabs { host.moveFocus(.next) } }
print(String(format: "sequential navigation (Tab, includes a full update each): %.0f /s", Double(tabs) / navigation))
print("checksum: \(checksum)")
