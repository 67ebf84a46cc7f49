#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The part of the compiler's plugin protocol this plugin speaks (swift-syntax's
/// `HostToPluginMessage`/`PluginToHostMessage`, JSON in Swift's synthesized `Codable` form: one key,
/// the case name, whose value holds the case's labelled values).
///
/// The plugin reads the protocol itself instead of through `SwiftCompilerPlugin`: that library
/// would make every build of the engine compile swift-syntax a second time, for the host.
enum PluginMessages {
    /// The protocol version this plugin implements (swift-syntax 603's).
    static let protocolVersion = 7

    /// A message from the compiler; exactly one member is set.
    struct HostMessage: Decodable {
        let getCapability: GetCapability?
        let expandFreestandingMacro: ExpandFreestanding?
        let expandAttachedMacro: ExpandAttached?
        let loadPluginLibrary: LoadPluginLibrary?
    }

    struct GetCapability: Decodable {
        struct Capability: Decodable { let protocolVersion: Int }
        let capability: Capability?
    }

    struct MacroReference: Decodable {
        let moduleName: String
        let typeName: String
        let name: String
    }

    struct SourceLocation: Decodable {
        let fileID: String
        let fileName: String
        let offset: Int
        let line: Int
        let column: Int
    }

    /// A piece of source the compiler sends: its text and where it starts.
    struct Syntax: Decodable {
        let source: String
        let location: SourceLocation
    }

    struct ExpandFreestanding: Decodable {
        let macro: MacroReference
        let discriminator: String
        let syntax: Syntax
    }

    struct ExpandAttached: Decodable {
        let macro: MacroReference
        let macroRole: String
        let discriminator: String
        let attributeSyntax: Syntax
        let declSyntax: Syntax
        let lexicalContext: [Syntax]?
    }

    struct LoadPluginLibrary: Decodable {
        let libraryPath: String
        let moduleName: String
    }

    /// A diagnostic at one position of a file.
    struct Diagnostic: Encodable {
        struct Position: Encodable {
            let fileName: String
            let offset: Int
        }
        let message: String
        let severity = "error"
        let position: Position
        let highlights: [String] = []
        let notes: [String] = []
        let fixIts: [String] = []

        init(_ message: String, fileName: String, offset: Int) {
            self.message = message
            position = Position(fileName: fileName, offset: offset)
        }
    }

    /// The answer to one host message. Compilers from Swift 6.0 on (protocol version 5 and later)
    /// take every expansion as `expandMacroResult`; the package needs Swift 6, so the older replies
    /// are not written.
    enum Reply: Encodable {
        case capability
        /// An expansion (nil when it failed) and its diagnostics.
        case expansion(String?, [Diagnostic])
        case libraryNotLoaded

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .capability:
                var result = container.nestedContainer(keyedBy: Key.self, forKey: Key("getCapabilityResult"))
                var capability = result.nestedContainer(keyedBy: Key.self, forKey: Key("capability"))
                try capability.encode(PluginMessages.protocolVersion, forKey: Key("protocolVersion"))
            case .expansion(let source, let diagnostics):
                var result = container.nestedContainer(keyedBy: Key.self, forKey: Key("expandMacroResult"))
                try result.encodeIfPresent(source, forKey: Key("expandedSource"))
                try result.encode(diagnostics, forKey: Key("diagnostics"))
            case .libraryNotLoaded:
                var result = container.nestedContainer(keyedBy: Key.self, forKey: Key("loadPluginLibraryResult"))
                try result.encode(false, forKey: Key("loaded"))
                try result.encode([String](), forKey: Key("diagnostics"))
            }
        }
    }
}
