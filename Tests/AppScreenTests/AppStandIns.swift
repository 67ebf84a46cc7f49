// Stand-ins for app types the screens reference that live elsewhere in their apps (models).
import Foundation

/// WishList_Medium's model (a SwiftData model there; a value here).
struct WishItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var isCompleted = false

    static let samples = [WishItem(name: "Bike"), WishItem(name: "Camera"), WishItem(name: "Tent")]
}

/// assignment_todo_list's model.
struct ToDoItem: Identifiable, Hashable {
    let id = UUID()
    var title: String

    static let samples = [ToDoItem(title: "Buy milk"), ToDoItem(title: "Call mum")]
}

/// The routes ToDoListView pushes.
enum ToDoRoute: Hashable {
    case add
    case detail(UUID)
}
