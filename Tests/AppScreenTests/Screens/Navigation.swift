// App screens modelled on real SwiftUI files (issue 16); see Forms.swift for what that means.
import FocusEngine

// Modelled on mkotyak/assignment_todo_list ToDoList/Views/AddListItemView.swift @ 858c77ea1a45 and
// ToDoList/Views/ListView.swift @ 2e4bf816c458 (no licence found): a to-do list pushes an "add item"
// screen whose field is focused in onAppear.
struct AddListItemView: View {
    @State private var textFieldText = ""
    @FocusState var isTextFieldFocused: Bool
    let onSave: (String) -> Void

    var body: some View {
        VStack {
            TextField("Type something here...", text: $textFieldText)
                .padding(.horizontal, 10)
                .frame(height: 50)
                .background(RoundedRectangle(cornerRadius: 10).stroke().foregroundColor(.gray))
                .focused($isTextFieldFocused)
            Button {
                onSave(textFieldText)
            } label: {
                Text("Save").textCase(.uppercase).font(.headline).frame(maxWidth: .infinity)
            }
            Spacer()
        }
        .padding(.horizontal, 12)
        .navigationTitle("Add an item")
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { isTextFieldFocused = true }
    }
}

struct ToDoListView: View {
    @State private var items: [ToDoItem] = ToDoItem.samples
    @State private var filter = ""
    @State private var path: [ToDoRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                TextField("Filter", text: $filter)
                List {
                    ForEach(items.filter { filter.isEmpty || $0.title.contains(filter) }) { item in
                        NavigationLink(item.title, value: ToDoRoute.detail(item.id))
                    }
                }
                .listStyle(.plain)
                NavigationLink("Add item", value: ToDoRoute.add)
            }
            .navigationTitle("To do")
            .navigationDestination(for: ToDoRoute.self) { route in
                switch route {
                case .add:
                    AddListItemView { title in
                        items.append(ToDoItem(title: title))
                        path.removeLast()
                    }
                case .detail(let id):
                    Text(items.first { $0.id == id }?.title ?? "")
                }
            }
        }
    }
}

// Modelled on emilyj4482/ToDoList_SwiftData ToDoList_SwiftData/View/AddNewListView.swift
// @ 25e4943fe44d (no licence found): a sheet whose title field is focused in onAppear, with Cancel
// and Done toolbar buttons that dismiss it.
struct AddNewListView: View {
    @Environment(\.dismiss) private var dismiss
    @State var text = ""
    @FocusState var focused: Bool
    let onDone: (String) -> Void

    var body: some View {
        VStack {
            TextField("Untitled List", text: $text)
                .focused($focused)
                .font(.system(.largeTitle, weight: .bold))
                .padding(.leading, 16)
            Spacer()
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button { dismiss() } label: { Text("Cancel") }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    onDone(text)
                    dismiss()
                } label: { Text("Done") }
            }
        }
        .onAppear { focused = true }
    }
}

struct ListsOverview: View {
    @State private var lists: [String] = ["Groceries"]
    @State private var addingList = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(lists, id: \.self) { Text($0) }
            }
            .toolbar {
                Button("New List") { addingList = true }
            }
            .sheet(isPresented: $addingList) {
                NavigationStack {
                    AddNewListView { lists.append($0) }
                }
            }
        }
    }
}
