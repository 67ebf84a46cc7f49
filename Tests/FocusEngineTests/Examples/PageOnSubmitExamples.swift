import FocusEngine

extension PageOnSubmit {
// Verbatim code example from corpus page view/onsubmit(of___).md, lines 41-45.
// Fragment wrapped in a View struct; `username` and `viewModel` are supplied by the wrapper.
struct LoginField: View {
    @State var username = ""
    @StateObject var viewModel = ViewModel()

    var body: some View {
TextField("Username", text: $username)
    .onSubmit {
        guard viewModel.validate() else { return }
        viewModel.login()
    }
    }
}

// Verbatim code example from corpus page view/onsubmit(of___).md, lines 51-61.
// Fragment wrapped in a View struct; `viewModel` is supplied by the wrapper.
struct LoginForm: View {
    @StateObject var viewModel = ViewModel()

    var body: some View {
Form {
    TextField("Username", text: $viewModel.userName)
    SecureField("Password", text: $viewModel.password)

    TextField("Tags", text: $viewModel.tags)
        .submitScope()
}
.onSubmit {
    guard viewModel.validate() else { return }
    viewModel.login()
}
    }
}

// Verbatim code example from corpus page view/onsubmit(of___).md, lines 67-81.
// Fragment wrapped in a View struct: its first line is the struct's property, the rest its body.
struct SearchRoot: View {
@StateObject private var viewModel = ViewModel()

    var body: some View {
NavigationView {
    SidebarView()
    DetailView()
}
.searchable(
    text: $viewModel.searchText,
    placement: .sidebar
) {
    SuggestionsView()
}
.onSubmit(of: .search) {
    viewModel.submitCurrentSearchQuery()
}
    }
}
}
