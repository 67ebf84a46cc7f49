import FocusEngine

/// A field "Target" with `onKeyPress` actions — `h` handled, `i` ignored, `k` for the default
/// phases, `u` for key-up only, the down arrow handled (so it does not move focus to "Other",
/// below) — inside a stack whose own action takes `h` and `i`, beside a field
/// "Other". "Key log: …" lists the actions that ran, in order (`target h`, `stack i`,
/// `target k down`), or "none" (R43, R44).
public struct KeyPressFixture: View {
    @State var log: [String] = []
    @State var targetText = ""
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $targetText)
                .onKeyPress("h") { log.append("target h"); return .handled }
                .onKeyPress("i") { log.append("target i"); return .ignored }
                .onKeyPress("k") { log.append("target k"); return .handled }
                .onKeyPress("u", phases: .up) { press in log.append("target u \(Self.name(press.phase))"); return .handled }
                .onKeyPress(.downArrow) { log.append("target down"); return .handled }
            TextField(FixtureLabel.other, text: $otherText)
            Text("Key log: " + (log.isEmpty ? "none" : log.joined(separator: ", ")))
        }
        .onKeyPress(keys: ["h", "i"]) { press in log.append("stack \(press.characters)"); return .handled }
    }

    private static func name(_ phase: KeyPress.Phases) -> String {
        phase == .down ? "down" : phase == .repeat ? "repeat" : phase == .up ? "up" : "\(phase)"
    }
}

/// A field "Target" with an `onMoveCommand` and an `onExitCommand` action above a field "Other"
/// with neither; "Commands: …" lists what the actions received (`move down`, `exit`), or "none"
/// (R45).
public struct MoveCommandFixture: View {
    @State var log: [String] = []
    @State var targetText = ""
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $targetText)
                .onMoveCommand { direction in log.append("move \(direction)") }
                .onExitCommand { log.append("exit") }
            TextField(FixtureLabel.other, text: $otherText)
            Text("Commands: " + (log.isEmpty ? "none" : log.joined(separator: ", ")))
        }
    }
}
