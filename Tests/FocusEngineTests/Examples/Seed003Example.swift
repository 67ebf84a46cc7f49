import FocusEngine

// Verbatim code example from seeds/003_8b660bf608d427d6.txt (AccessibilityZoomGestureAction.swift), lines 40-65. Only `import SwiftUI` is replaced by `import FocusEngine`.

struct AccessibilityZoomGestureActionDemo: View {
    @State private var magnification = 1.0

    var body: some View {
        VStack(spacing: 16) {
            Text("Map")
                .font(.largeTitle)
                .scaleEffect(magnification)
                .frame(width: 200, height: 200)
                .background(.blue.opacity(0.2))
                .accessibilityElement()
                .accessibilityLabel("Zoomable map")
                .accessibilityZoomAction { action in
                    switch action.direction {
                    case .zoomIn:  magnification += 0.5
                    case .zoomOut: magnification = max(1.0, magnification - 0.5)
                    @unknown default: break
                    }
                }

            Text("Magnification: \(magnification, specifier: "%.1f")x")
                .font(.headline)
        }
        .padding()
    }
}
