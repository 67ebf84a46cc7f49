#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler plugin: answers the compiler's messages on standard input and output, each an
/// 8-byte little-endian length and that many bytes of JSON (`PluginMessages`), until input ends.
@main
struct FocusEngineMacrosPlugin {
    static func main() {
        let decoder = JSONDecoder(), encoder = JSONEncoder()
        while let payload = readMessage() {
            let reply: PluginMessages.Reply
            do {
                reply = answer(try decoder.decode(PluginMessages.HostMessage.self, from: Data(payload)))
            } catch {
                fail("FocusEngineMacros: a message from the compiler could not be read: \(error)")
            }
            guard let data = try? encoder.encode(reply) else { fail("FocusEngineMacros: a reply could not be written") }
            writeMessage(data)
        }
    }

    /// The reply to one message.
    static func answer(_ message: PluginMessages.HostMessage) -> PluginMessages.Reply {
        if message.getCapability != nil { return .capability }
        if message.loadPluginLibrary != nil { return .libraryNotLoaded }
        if let freestanding = message.expandFreestandingMacro {
            return expand(at: freestanding.syntax) {
                guard freestanding.macro.typeName == "PreviewMacro" else { throw unknown(freestanding.macro) }
                let location = freestanding.syntax.location
                return PreviewMacro.expansion(of: freestanding.syntax.source,
                                              typeName: uniqueName("Preview", discriminator: freestanding.discriminator),
                                              fileID: location.fileID, line: location.line)
            }
        }
        if let attached = message.expandAttachedMacro {
            return expand(at: attached.attributeSyntax) {
                guard attached.macro.typeName == "EntryMacro" else { throw unknown(attached.macro) }
                let context = (attached.lexicalContext ?? []).map(\.source)
                switch attached.macroRole {
                case "accessor": return try EntryMacro.accessors(of: attached.declSyntax.source, lexicalContext: context)
                case "peer": return try EntryMacro.peers(of: attached.declSyntax.source, lexicalContext: context)
                default: throw MacroError("@\(attached.macro.name) has no \(attached.macroRole) role")
                }
            }
        }
        fail("FocusEngineMacros: an unknown message from the compiler")
    }

    /// The expansion `body` returns, or its error as a diagnostic at the first token of `node`.
    static func expand(at node: PluginMessages.Syntax,
                       _ body: () throws -> String) -> PluginMessages.Reply {
        do {
            return .expansion(try body(), [])
        } catch {
            let message = (error as? MacroError)?.description ?? "\(error)"
            let position = node.location.offset + SourceTokens(node.source).leadingTrivia.bytes
            return .expansion(nil, [PluginMessages.Diagnostic(message, fileName: node.location.fileName, offset: position)])
        }
    }

    static func unknown(_ macro: PluginMessages.MacroReference) -> MacroError {
        MacroError("FocusEngineMacros has no macro type \(macro.typeName)")
    }

    /// A name no other expansion uses: the expansion's discriminator (a mangled name the compiler
    /// makes unique) with `name`, mangled as swift-syntax's `makeUniqueName` does.
    static func uniqueName(_ name: String, discriminator: String) -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }

    static func readMessage() -> [UInt8]? {
        var header = [UInt8](repeating: 0, count: 8)
        guard readFully(&header) else { return nil }
        let count = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        var payload = [UInt8](repeating: 0, count: Int(count))
        guard readFully(&payload) else { fail("FocusEngineMacros: a message from the compiler ended early") }
        return payload
    }

    static func readFully(_ buffer: inout [UInt8]) -> Bool {
        var done = 0
        while done < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return false }
            done += count
        }
        return true
    }

    static func writeMessage(_ payload: Data) {
        var bytes = withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Array($0) }
        bytes.append(contentsOf: payload)
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { write(1, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { exit(1) }
            done += count
        }
    }

    static func fail(_ message: String) -> Never {
        let line = message + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress!, $0.count - 1) }
        exit(1)
    }
}
