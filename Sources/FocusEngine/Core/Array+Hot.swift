extension Array {
    /// Empties the array, keeping its storage. For the one or two elements the focus hot paths
    /// hold, removing them one by one is several times cheaper than `removeAll(keepingCapacity:)`
    /// (which goes through the general `replaceSubrange`).
    @inline(__always)
    mutating func removeAllCheaply() {
        while !isEmpty { removeLast() }
    }
}
