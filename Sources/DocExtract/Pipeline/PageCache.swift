import DocModel
import Foundation

/// `docgen extract --cache DIR`: a page whose input bytes, path, forced format and docgen build
/// are unchanged since a run that used the same cache is not extracted again — its page JSON,
/// index entry, counts and diagnostics are reused. The model written is byte-identical to a full
/// extract (the cache holds exactly what extraction staged; ids are made unique and files named
/// afterwards, for the whole run, as without a cache).
///
/// Each input has a record file named by its key — a 64-bit hash of (tool identity, cache
/// layout, model schema, relative path, forced format, bytes) and the byte count — holding what
/// extraction left besides the page (`PageCacheRecord`, binary), and, when the input gave a page,
/// `<key>.json` with the page's JSON exactly as the model holds it, so that a hit is placed into
/// the model as a hard link (`ModelStaging.placeCached`) instead of a copy. The tool identity
/// (`docgen`'s executable: size and modification time) means a rebuilt docgen never reuses pages
/// an older build extracted. Files are written to a temporary name and renamed (the page before
/// its record), so concurrent runs sharing a cache never read half a file; a record that does
/// not read back intact, or whose page file is missing or of another length, is a miss. Nothing
/// is ever deleted: the folder grows with each distinct input version (remove it to reclaim
/// space). Because model pages may share their file with the cache, neither may be edited in
/// place (docgen itself only ever replaces files by renaming).
public struct PageCache: Sendable {
    public let directory: String
    let identity: String

    /// What extraction left for one input, as cached.
    struct Item: Equatable {
        var entry: ModelIndex.Entry?
        var counts: ExtractionSummary.PageCounts?
        var diagnostics: [Diagnostic]
    }

    /// A hit: the cached item, and the page file when the input gave a page.
    struct Hit {
        var item: Item
        var pagePath: String?
    }

    /// Opens (creating) `directory`; `toolIdentity` names the docgen build (`PageCache.identity(ofExecutable:)`).
    public init(directory: String, toolIdentity: String) throws {
        self.directory = directory
        identity = toolIdentity + "\u{1F}" + String(DocModelSchema.version) + "\u{1F}" + "layout-2"
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
        var hasher = WordHasher()
        var prefix = Array(identity.utf8)
        prefix.append(0x1F)
        prefix += relativePath.utf8
        prefix.append(0x1F)
        prefix += (format?.rawValue ?? "").utf8
        prefix.append(0x1F)
        hasher.feed(prefix)
        hasher.feed(bytes)
        return String(hasher.value, radix: 16).leftPadded(to: 16) + "-" + String(bytes.count, radix: 16)
    }

    private func recordPath(_ key: String) -> String { directory + "/" + key }
    private func pagePath(_ key: String) -> String { directory + "/" + key + ".json" }

    /// The cached item (and page file) for `key`, or nil: a miss, or files that do not read back.
    func read(_ key: String) -> Hit? {
        guard let record = try? InputReader.read(recordPath(key)),
              let (item, pageLength) = PageCacheRecord.decode(record[...]) else { return nil }
        guard item.entry != nil else { return Hit(item: item, pagePath: nil) }
        let page = pagePath(key)
        var info = stat()
        guard stat(page, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == pageLength else { return nil }
        return Hit(item: item, pagePath: page)
    }

    /// Stores `item` and `page` under `key`; a failure only costs the reuse.
    func write(_ key: String, item: Item, page: [UInt8]) {
        if item.entry != nil, !writeReplacing(pagePath(key), page) { return }
        _ = writeReplacing(recordPath(key), PageCacheRecord.encode(item, pageLength: page.count))
    }

    /// Writes `bytes` to a temporary name beside `path` and renames it over `path`.
    private func writeReplacing(_ path: String, _ bytes: [UInt8]) -> Bool {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        do {
            try ModelStaging.write(bytes, to: temporary)
        } catch {
            unlink(temporary)
            return false
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

/// A 64-bit hash of a byte stream, eight bytes a step (a multiply and a shift per word, the tail
/// and the length folded in, a final avalanche); only the cache's keys use it, so it needs to be
/// stable across runs and well mixed, not standard.
struct WordHasher {
    private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325
    private var length: UInt64 = 0

    mutating func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset + 8 <= buffer.count {
                mix(UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < buffer.count {
                tail |= UInt64(buffer[offset]) << shift
                shift += 8
                offset += 1
            }
            mix(tail ^ (UInt64(buffer.count % 8) << 56))
        }
        length &+= UInt64(bytes.count)
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9e37_79b9_7f4a_7c15
        state ^= state >> 32
    }

    /// The hash of everything fed so far.
    var value: UInt64 {
        var result = state ^ length
        result = (result ^ (result >> 33)) &* 0xff51_afd7_ed55_8ccd
        result = (result ^ (result >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return result ^ (result >> 33)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
