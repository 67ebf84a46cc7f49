// Mutant probe: compiled together with Sources/FocusEngine (one module, -DDOCGEN_MUTANTS) by
// MutantProbeTests, then run once per mutant (DOCGEN_MUTANT). Prints `key=value` observations of
// a few engine scenarios; a mutant must change the observation of its rule.
// Not part of any SwiftPM target (excluded from FocusEngineTests in Package.swift).

enum ProbeField: Hashable { case name, email }

struct ProbeForm: View {
    @FocusState var field: ProbeField?
    @State var name = ""
    @State var email = ""
    @State var submits = 0

    var body: some View {
        VStack {
            VStack {
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Email", text: $email).focused($field, equals: .email)
            }
            .submitScope(false)
            TextField("Scoped", text: $email).submitScope()
        }
        .onSubmit { submits += 1 }
    }
}

struct ProbeAccessibility: View {
    @AccessibilityFocusState var headline: Bool
    @State var zoom = 0.0

    var body: some View {
        VStack {
            Text("Headline").accessibilityFocused($headline)
            Text("Zoom \(zoom)")
                .accessibilityZoomAction { action in zoom += action.direction == .zoomIn ? 1 : -1 }
        }
    }
}

/// "A" and "Far" share a row 200 points apart; "Near" sits just right of "A", one row lower (R42).
struct ProbeBand: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 200) { Button("A") {}; Button("Far") {} }
            HStack(spacing: 0) { Spacer().frame(width: 60); Button("Near") {} }
        }
    }
}

/// A field inside a stack that handles the down arrow (R43).
struct ProbeKeys: View {
    @State var handled = 0
    var body: some View {
        VStack { TextField("Field", text: .constant("")) }
            .onKeyPress(.downArrow) { handled += 1; return .handled }
    }
}

func observe(_ key: String, _ body: () throws -> String) {
    let value: String
    do { value = try body() } catch { value = "error: \(error)" }
    print("\(key)=\(value)")
}

print("compiled-in=\(Mutant.isCompiledIn)")
print("active=\(Mutant.active?.rawValue ?? "none")")

// R3: tapping a bound field sets the state to its match value.
observe("r3.enter") {
    let host = FocusHost(ProbeForm())
    try host.tap(host.element(label: "Name"))
    return "\(try host.state("field", as: ProbeField?.self).map { "\($0)" } ?? "nil")"
}
// R4: writing a match value moves keyboard focus.
observe("r4.write") {
    let host = FocusHost(ProbeForm())
    try host.setState("field", to: ProbeField?.some(.email))
    return host.focusedElement?.label ?? "nil"
}
// R14: submit from a field reaches the form's onSubmit (through a non-blocking scope) …
observe("r14.ancestor") {
    let host = FocusHost(ProbeForm())
    try host.tap(host.element(label: "Name"))
    try host.submit()
    return "\(try host.state("submits", as: Int.self))"
}
// … and a blocking submitScope stops it.
observe("r14.scope") {
    let host = FocusHost(ProbeForm())
    try host.tap(host.element(label: "Scoped"))
    try host.submit()
    return "\(try host.state("submits", as: Int.self))"
}
// R16: VoiceOver focus on a bound element sets the accessibility focus state.
observe("r16.enter") {
    let host = FocusHost(ProbeAccessibility())
    host.activate(.voiceOver)
    try host.atFocus(host.element(text: "Headline"))
    return "\(try host.state("headline", as: Bool.self))"
}
// R23: a VoiceOver zoom calls the zoom action with its direction.
observe("r23.zoom") {
    let host = FocusHost(ProbeAccessibility())
    host.activate(.voiceOver)
    try host.atZoom(host.element(text: "Zoom 0.0"), .zoomIn)
    return "\(try host.state("zoom", as: Double.self))"
}

// MARK: Scenes and commands (R33–R37); keys written by hand (the probe is compiled without the macro plugin)

struct ProbeTitleKey: FocusedValueKey { typealias Value = String }
struct ProbeOtherKey: FocusedValueKey { typealias Value = String }
struct ProbeCountKey: FocusedValueKey { typealias Value = Binding<Int> }

extension FocusedValues {
    var probeTitle: String? { get { self[ProbeTitleKey.self] } set { self[ProbeTitleKey.self] = newValue } }
    var probeOther: String? { get { self[ProbeOtherKey.self] } set { self[ProbeOtherKey.self] = newValue } }
    var probeCount: Binding<Int>? { get { self[ProbeCountKey.self] } set { self[ProbeCountKey.self] = newValue } }
}

final class ProbeLog { nonisolated(unsafe) static var disabledRuns = 0 }

struct ProbeWindow: View {
    @State var count = 0
    @State var text = ""
    var body: some View {
        VStack {
            TextField("Field", text: $text).focusedValue(\.probeCount, $count)
            Text("Other")
        }
        .focusedSceneValue(\.probeTitle, "scene")
    }
}

struct ProbeCommands: Commands {
    @FocusedValue(\.probeTitle) var title
    @FocusedValue(\.probeOther) var other
    @FocusedBinding(\.probeCount) var count
    var body: some Commands {
        CommandMenu("Probe") {
            Button("Scene") {}.disabled(title == nil)
            Button("Other \(other ?? "nil")") {}
            Button("Count") { count? += 1 }.keyboardShortcut("k").disabled(count == nil)
            Button("Disabled") { ProbeLog.disabledRuns += 1 }.disabled(true)
        }
    }
}

struct ProbeApp: App {
    var body: some Scene {
        WindowGroup { ProbeWindow() }.commands { ProbeCommands() }
    }
}

struct ProbeDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var value = 0
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data()) }
}

struct ProbeDocumentView: View {
    @Binding var document: ProbeDocument
    var body: some View {
        Button("Add") { document.value += 1 }
        Text("Doc \(document.value)")
    }
}

// R33: an entry nobody published reads nil, though another entry of its type is published.
observe("r33.entry") {
    try FocusHost(app: ProbeApp()).command("Other nil").title
}
// R34: a scene value reaches a command with no view focused.
observe("r34.scene") {
    "\(try FocusHost(app: ProbeApp()).command("Scene").isEnabled)"
}
// R35: focus entering the publisher enables the command that reads its value.
observe("r35.follow") {
    let host = FocusHost(app: ProbeApp())
    try host.tap(host.element(label: "Field"))
    return "\(try host.command("Count").isEnabled)"
}
// R36: a disabled command does not run …
observe("r36.disabled") {
    let host = FocusHost(app: ProbeApp())
    try host.choose("Disabled")
    return "\(ProbeLog.disabledRuns)"
}
// … and a shortcut needs the command's modifiers too.
observe("r36.shortcut") {
    let host = FocusHost(app: ProbeApp())
    try host.tap(host.element(label: "Field"))
    try? host.press(KeyboardShortcut("k", modifiers: [.option, .command]))
    return "\(try host.state("count", as: Int.self))"
}
// R37: the document group keeps its document across renders.
observe("r37.document") {
    let host = FocusHost(scene: DocumentGroup(newDocument: ProbeDocument()) { ProbeDocumentView(document: $0.$document) })
    try host.tap(host.element(label: "Add"))
    return host.texts.joined(separator: ",")
}
// R42: moving right prefers the view in the focused view's row over a nearer one below it.
observe("r42.band") {
    let host = FocusHost(ProbeBand())
    host.moveFocus(.next)
    host.moveFocus(.right)
    return host.focusedElement?.label ?? "nil"
}
// R43: a key press on a focused field reaches its ancestor's onKeyPress action.
observe("r43.propagate") {
    let host = FocusHost(ProbeKeys())
    try host.tap(host.element(label: "Field"))
    host.press(.downArrow)
    return "\(try host.state("handled", as: Int.self))"
}
