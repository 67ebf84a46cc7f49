public enum FocusEngineVersion { public static let value = "0" }
