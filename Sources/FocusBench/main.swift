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
var fullSamples: [Double] = []
for _ in 0..<fullUpdates { fullSamples.append(Stopwatch.measure { host.refresh() }) }
print(String(format: "full update of the tree: median %.2f ms, min %.2f ms, max %.2f ms (%d runs)",
             Stats.median(fullSamples) * 1000, fullSamples.min()! * 1000, fullSamples.max()! * 1000, fullUpdates))

// 2. Programmatic focus changes: write the @FocusState value, apply it (R6), bindings resync.
let focus = try host.stateHandle("focused", as: Int?.self)
let changes = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 1_000_000
let batches = 5
var checksum = 0
var rates: [Double] = []
for batch in 0..<batches {
    let start = batch * changes / batches, end = (batch + 1) * changes / batches
    let seconds = Stopwatch.measure {
        for index in start..<end {
            focus.set((index &* 7919) % fieldCount)
            host.flush()
            checksum &+= focus.value ?? 0
        }
    }
    rates.append(Double(end - start) / seconds)
}
print(String(format: "programmatic focus changes: median %.0f /s, min %.0f /s, max %.0f /s (%d changes in %d batches)",
             Stats.median(rates), rates.min() ?? 0, rates.max() ?? 0, changes, batches))

// Verify the last change landed where requested (the benchmark must measure real work).
if changes > 0 {
    let expected = ((changes - 1) &* 7919) % fieldCount
    precondition(host.focusedElement?.label == "Field \(expected)", "focus did not follow the state")
}

// 3. User navigation: Tab through the form.
let tabs = 20_000
let navigation = Stopwatch.measure { for _ in 0..<tabs { host.moveFocus(.next) } }
print(String(format: "sequential navigation (Tab; bodies do not depend on focus, so no re-render): %.0f /s", Double(tabs) / navigation))

// 4. Geometry (R40, R42): frames are computed lazily, once per render, by the first directional
// move (or frame query) after it; later moves reuse them. Each move ranks every focusable view.
var layoutSamples: [Double] = []
for _ in 0..<fullUpdates {
    host.refresh()
    layoutSamples.append(Stopwatch.measure { host.moveFocus(.down) })
}
print(String(format: "layout + arrow move after an update: median %.2f ms, min %.2f ms, max %.2f ms (%d runs)",
             Stats.median(layoutSamples) * 1000, layoutSamples.min()! * 1000, layoutSamples.max()! * 1000, fullUpdates))
let arrows = 2_000
let arrowTime = Stopwatch.measure { for index in 0..<arrows { host.moveFocus(index % 2 == 0 ? .down : .up) } }
print(String(format: "arrow moves with frames cached: %.0f /s", Double(arrows) / arrowTime))
print("checksum: \(checksum)")
