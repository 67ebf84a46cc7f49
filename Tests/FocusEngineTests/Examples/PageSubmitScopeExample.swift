import FocusEngine

extension PageSubmitScope {
// Verbatim code example from corpus page view/submitscope(__).md, lines 35-45.
// Fragment wrapped in a View struct; `viewModel` is supplied by the wrapper.
struct TagsForm: View {
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
}
