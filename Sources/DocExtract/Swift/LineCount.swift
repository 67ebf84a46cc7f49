extension StringProtocol {
    /// Number of lines: one more than the number of `\n` bytes, so `\r\n` line ends count
    /// too (Swift's `Character` treats `\r\n` as one character that is not `"\n"`).
    var utf8LineCount: Int {
        utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
