import FocusEngine

// Verbatim code example from corpus page view/focuseffectdisabled(__).md (sosumi dump), lines
// 39-43. Fragment (an expression) wrapped in a View struct.
enum PageFocusEffectDisabled {
struct ContentView: View {
    var body: some View {
HStack {
    Button("Press") {}
        .focusEffectDisabled(false)
}
.focusEffectDisabled(true)
    }
}
}
