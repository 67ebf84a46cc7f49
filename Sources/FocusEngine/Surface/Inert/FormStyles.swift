/// The appearance and behavior of a form (inert: recorded by `formStyle(_:)`, no effect on focus).
public protocol FormStyle {}

/// The default form style.
public struct AutomaticFormStyle: FormStyle { /** Creates a default form style. */ public init() {} }
/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle { /** Creates a form style with grouped rows. */ public init() {} }
/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column of values.
public struct ColumnsFormStyle: FormStyle { /** Creates a form style with columns. */ public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// A form style with a column of labels next to a column of values.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
