/// The previews compiled into the running process: every `#Preview` and every `PreviewProvider`,
/// found through the Swift runtime's protocol conformance records (as Xcode finds previews).
///
/// ```swift
/// let host = try FocusHost(preview: "Sign in")      // #Preview("Sign in") { LoginView() }
/// let unnamed = Previews.all.first { $0.fileID.hasSuffix("/LoginView.swift") }
/// ```
///
/// Discovery reads the runtime's metadata sections, which the Swift runtime enumerates on Linux
/// (`swift_enumerateAllMetadataSections`); elsewhere `all` is empty and a test mounts a preview
/// provider's `previews` directly.
public enum Previews {
    /// Every preview, sorted by file and line (`PreviewProvider`s, which have no file, first).
    public static var all: [Preview] {
        PreviewDiscovery.registrations().sorted {
            ($0.fileID, $0.line, $0.name ?? "") < ($1.fileID, $1.line, $1.name ?? "")
        }
    }

    /// The previews named `name` (a `#Preview("name")` title or a `PreviewProvider` type name).
    public static func named(_ name: String) -> [Preview] { all.filter { $0.name == name } }

    /// The previews written in a file whose `#fileID` ends with `suffix` (`"LoginView.swift"`).
    public static func inFile(_ suffix: String) -> [Preview] { all.filter { $0.fileID.hasSuffix(suffix) } }
}

/// One preview found by `Previews`: where it is written and how to mount it.
public struct Preview: CustomStringConvertible {
    /// The `#Preview` title, or the `PreviewProvider` type's name; nil for an untitled `#Preview`.
    public let name: String?
    /// The file of the `#Preview` (`Module/File.swift`); empty for a `PreviewProvider`.
    public let fileID: String
    /// The line of the `#Preview`; 0 for a `PreviewProvider`.
    public let line: Int
    let makeHost: (FocusHost.Configuration) -> FocusHost

    /// `"Sign in" (App/LoginView.swift:42)`.
    public var description: String {
        let title = name.map { "\"\($0)\"" } ?? "untitled preview"
        return fileID.isEmpty ? title : "\(title) (\(fileID):\(line))"
    }

    init<R: _PreviewRegistration>(registration: R.Type) {
        name = R.name
        fileID = R.fileID
        line = R.line
        makeHost = { configuration in MainActor.assumeIsolated { HostBox(FocusHost(R.content, configuration: configuration)) }.host }
    }

    init<P: PreviewProvider>(provider: P.Type) {
        name = shortTypeName(String(describing: P.self))
        fileID = ""
        line = 0
        makeHost = { configuration in MainActor.assumeIsolated { HostBox(FocusHost(P.previews, configuration: configuration)) }.host }
    }
}

/// Carries a host out of `MainActor.assumeIsolated` (preview content is main-actor isolated, as in
/// SwiftUI; tests run on the main thread).
private struct HostBox: @unchecked Sendable {
    let host: FocusHost
    init(_ host: FocusHost) { self.host = host }
}

extension FocusHost {
    /// Creates a host for the preview named `name` (`#Preview("name")` or a `PreviewProvider` type
    /// name), optionally in a file whose `#fileID` ends with `file`; throws if there is not exactly one.
    public convenience init(preview name: String?, file: String? = nil, configuration: Configuration = Configuration()) throws {
        self.init(engine: try FocusHost.preview(name, file: file, configuration: configuration).engine)
    }

    /// Creates a host for the preview named `name` (`#Preview("name")` or a `PreviewProvider` type
    /// name), optionally in a file whose `#fileID` ends with `file`; throws if there is not exactly one.
    public static func preview(_ name: String?, file: String? = nil, configuration: Configuration = Configuration()) throws -> FocusHost {
        let matches = Previews.all.filter { $0.name == name && (file.map($0.fileID.hasSuffix) ?? true) }
        guard matches.count == 1, let preview = matches.first else {
            throw FocusEngineError.noMatch(query: "preview \(name.map { "\"\($0)\"" } ?? "untitled")\(file.map { " in \($0)" } ?? "")",
                                           available: Previews.all.map(\.description))
        }
        return preview.mount(configuration: configuration)
    }
}

extension Preview {
    /// A host for this preview's views; call `appear()` (or any action) to mount it.
    public func mount(configuration: FocusHost.Configuration = FocusHost.Configuration()) -> FocusHost {
        makeHost(configuration)
    }
}
