// App screens modelled on real SwiftUI files (issue 16); see Forms.swift for what that means.
import FocusEngine

// Modelled on nicolocurioni96/WishList_Medium WishList_Medium/Components/UI/Rows/WishItemRow.swift
// @ 737625ed4529 and Views/Home/HomeView.swift @ 3c0b0920ec94 (no licence found): a list whose rows
// bind one focus state to their item (`FocusState<WishItem?>.Binding`); the plus button adds an
// item and focuses its row.
struct WishItemRow: View {
    @Binding var wishItem: WishItem
    var focusedItem: FocusState<WishItem.ID?>.Binding

    var body: some View {
        HStack {
            Button {
                wishItem.isCompleted.toggle()
            } label: {
                Image(systemName: wishItem.isCompleted ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Complete \(wishItem.name)")
            TextField("Wish Item", text: $wishItem.name, axis: .vertical)
                .focused(focusedItem, equals: wishItem.id)
            Spacer()
        }
    }
}

struct WishListView: View {
    @State private var items: [WishItem] = WishItem.samples
    @FocusState private var focusedItem: WishItem.ID?

    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    WishItemRow(wishItem: $item, focusedItem: $focusedItem)
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .navigationTitle("Wish Item")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        let item = WishItem(name: "")
                        items.append(item)
                        focusedItem = item.id
                    } label: {
                        Image(systemName: "plus.square.fill")
                    }
                    .accessibilityLabel("Add wish")
                }
            }
        }
    }
}
