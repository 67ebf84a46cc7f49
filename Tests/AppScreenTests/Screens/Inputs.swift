// App screens modelled on real SwiftUI files (issue 16); see Forms.swift for what that means.
import FocusEngine

// Modelled on fakero0t/messageAI swift_demo/Views/Chat/MessageInputView.swift @ 60a0ffeba7b4 (no
// licence found): a chat input whose send button is disabled while the text is empty and keeps
// the keyboard up (refocuses the field) after sending.
struct MessageInputView: View {
    @Binding var text: String
    let onSend: () -> Void
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(spacing: 12) {
            TextField("Message", text: $text, axis: .vertical)
                .textFieldStyle(.plain)
                .padding(10)
                .background(Color(.systemGray6))
                .cornerRadius(20)
                .lineLimit(1...5)
                .focused($isFocused)
            Button(action: {
                onSend()
                isFocused = true
            }) {
                Image(systemName: "arrow.up.circle.fill")
                    .foregroundColor(text.isEmpty ? .gray : .blue)
            }
            .accessibilityLabel("Send")
            .disabled(text.isEmpty)
        }
        .padding(.horizontal)
    }
}

struct ChatView: View {
    @State private var messages: [String] = []
    @State private var draft = ""

    var body: some View {
        VStack {
            ScrollView {
                ForEach(Array(messages.enumerated()), id: \.offset) { _, message in Text(message) }
            }
            MessageInputView(text: $draft) {
                messages.append(draft)
                draft = ""
            }
        }
    }
}

// Modelled on SwiftAnytime/CodeOfTheDay Searchable.swift @ ae8bcb022a44 (MIT): a searchable list of
// developers filtered by the search text; here the search field is focused from a button with
// `searchFocused`, as search screens with a "Search" shortcut do.
struct DeveloperSearchView: View {
    let developers = ["Rod", "Mac", "Stewart", "Lisa", "Andrea", "Steve", "Julia", "Chris", "Penelope"]
    @State private var searchText = ""
    @State private var submitted: [String] = []
    @FocusState private var searchFocused: Bool

    var filteredDevelopers: [String] {
        searchText.isEmpty ? developers : developers.filter { $0.contains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filteredDevelopers, id: \.self) { name in Text(name) }
            }
            .searchable(text: $searchText)
            .searchFocused($searchFocused)
            .onSubmit(of: .search) { submitted.append(searchText) }
            .navigationTitle("My App")
            .toolbar {
                Button("Find") { searchFocused = true }
            }
        }
    }
}

// Modelled on appt-org/appt-website src/data/code-samples/en/input-errors/swiftui.md @ 9ef6ad092441
// (code MIT): an appointment form whose button shows an error; VoiceOver focus moves to the error
// (the sample posts an announcement; moving accessibility focus is the SwiftUI-only equivalent).
struct AppointmentForm: View {
    @State private var date = ""
    @State private var showError = false
    @State private var errorMessage = ""
    @State private var scheduled = false
    @AccessibilityFocusState private var errorFocused: Bool

    var body: some View {
        VStack {
            TextField("Date (DD/MM/YYYY)", text: $date)
            Button {
                if date.split(separator: "/").count == 3 {
                    showError = false
                    scheduled = true
                } else {
                    errorMessage = "Invalid date, must be in the form DD/MM/YYYY, for example, 01/01/2000"
                    showError = true
                    errorFocused = true
                }
            } label: {
                Text("Schedule Appointment")
            }
            if showError {
                Text(errorMessage)
                    .foregroundColor(.red)
                    .accessibilityLabel("Error: \(errorMessage)")
                    .accessibilityFocused($errorFocused)
            }
            if scheduled { Text("Appointment scheduled") }
        }
    }
}
