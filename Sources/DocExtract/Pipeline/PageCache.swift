import DocModel
import Foundation

/// `docgen extract --cache DIR`: a page whose input bytes, path, forced format and docgen build
/// are unchanged since a run that used the same cache is not extracted again — its staged JSON,
/// index entry, counts and diagnostics are reused. The model written is byte-identical to a full
/// extract (the cache holds exactly what extraction staged; ids are made unique and files named
/// afterwards, for the whole run, as without a cache).
///
/// Each input has one cache file, named by a 64-bit FNV-1a of (tool identity, model schema,
/// relative path, forced format, bytes): 8 bytes of metadata length, the metadata (JSON), the
/// page's JSON. The tool identity (`docgen`'s executable: size and modification time) means a
/// rebuilt docgen never reuses pages an older build extracted. Files are written to a temporary
/// name and renamed, so concurrent runs sharing a cache never read half a file; unreadable or
/// malformed cache files are treated as misses. Nothing is ever deleted: the folder grows with
/// each distinct input version (remove it to reclaim space).
public struct PageCache: Sendable {
    public let directory: String
    let identity: String

    /// What extraction left for one input, as cached.
    struct Item: Codable {
        var entry: ModelIndex.Entry?
        var counts: ExtractionSummary.PageCounts?
        var diagnostics: [Diagnostic]
    }

    /// Opens (creating) `directory`; `toolIdentity` names the docgen build (`PageCache.identity(ofExecutable:)`).
    public init(directory: String, toolIdentity: String) throws {
        self.directory = directory
        identity = toolIdentity + "\u{1F}" + String(DocModelSchema.version)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// The identity of the running executable: its path, size and modification time.
    public static func identity(ofExecutable path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path)\u{1F}\(size)\u{1F}\(modified)"
    }

    /// The cache key of one input.
    func key(bytes: [UInt8], relativePath: String, format: DocFormat?) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        func feed<S: Sequence>(_ sequence: S) where S.Element == UInt8 {
            for byte in sequence { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        feed(identity.utf8); feed([0x1F]); feed(relativePath.utf8); feed([0x1F])
        feed((format?.rawValue ?? "").utf8); feed([0x1F]); feed(bytes)
        return String(state, radix: 16).leftPadded(to: 16) + "-" + String(bytes.count, radix: 16)
    }

    private func path(_ key: String) -> String { (directory as NSString).appendingPathComponent(key) }

    /// The cached item and page JSON for `key`, or nil (a miss, or a file that does not read back).
    func read(_ key: String) -> (item: Item, page: ArraySlice<UInt8>)? {
        guard let data = FileManager.default.contents(atPath: path(key)), data.count >= 8 else { return nil }
        let bytes = [UInt8](data)
        var length = 0
        for index in 0..<8 { length |= Int(bytes[index]) << (8 * index) }
        guard length >= 0, 8 + length <= bytes.count,
              let item = try? JSONDecoder().decode(Item.self, from: Data(bytes[8..<(8 + length)])) else { return nil }
        return (item, bytes[(8 + length)...])
    }

    /// Stores `item` and `page` under `key`; a failure only costs the reuse.
    func write(_ key: String, item: Item, page: [UInt8]) {
        guard let meta = try? JSONEncoder().encode(item) else { return }
        var bytes = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 { bytes[index] = UInt8((meta.count >> (8 * index)) & 0xFF) }
        bytes += meta
        bytes += page
        let temporary = path(key) + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
        if rename(temporary, path(key)) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
