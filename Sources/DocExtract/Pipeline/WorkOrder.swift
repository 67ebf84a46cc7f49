import Foundation

/// The order a run starts its input files in. Files are extracted in path order, except pages far
/// larger than the rest (a framework's index page of a megabyte among pages of a kilobyte or
/// two): started in path order, such a page would be the last one running while the other
/// workers had nothing left. Each is started earlier instead, by about as many files as the
/// other workers get through while it runs (its size over the median size, times the other
/// workers) — early enough to finish with the rest, late enough that the pages after it in path
/// order do not pile up behind it (`StagingFrontier` passes pages on in path order). Results
/// stay in path order whatever the order of starting, so the model does not change.
enum WorkOrder {
    /// A page counts as far larger from this many times the median size and this many bytes.
    static let outlierFactor = 64
    static let outlierMinimumBytes = 65_536

    /// The start order for files of `sizes` (bytes, in path order) on `jobs` workers; nil when
    /// path order is it.
    static func order(sizes: [Int], jobs: Int) -> [Int]? {
        guard jobs > 1, sizes.count > 1 else { return nil }
        let median = max(1, sizes.sorted()[sizes.count / 2])
        let threshold = max(outlierMinimumBytes, outlierFactor * median)
        let outliers = sizes.indices.filter { sizes[$0] >= threshold }
        guard !outliers.isEmpty else { return nil }
        // Where each outlier starts: `lead` files earlier than its own place.
        var starts: [(position: Int, index: Int)] = outliers.map { index in
            let lead = (jobs - 1) * (sizes[index] / median)
            return (max(0, index - lead), index)
        }
        starts.sort { ($0.position, $0.index) < ($1.position, $1.index) }
        let moved = Set(outliers)
        var order: [Int] = []
        order.reserveCapacity(sizes.count)
        var nextStart = 0
        for index in sizes.indices where !moved.contains(index) {
            while nextStart < starts.count, starts[nextStart].position <= order.count {
                order.append(starts[nextStart].index)
                nextStart += 1
            }
            order.append(index)
        }
        while nextStart < starts.count {
            order.append(starts[nextStart].index)
            nextStart += 1
        }
        return order
    }

    /// The sizes of `paths` in bytes: `known[i]` when given, else a stat of the path (0 for a
    /// file that cannot be read: it is extracted in order and reports its own error).
    static func sizes(of paths: [String], known: [Int?] = []) -> [Int] {
        paths.indices.map { index in
            if index < known.count, let size = known[index] { return size }
            var info = stat()
            return stat(paths[index], &info) == 0 ? Int(info.st_size) : 0
        }
    }
}
