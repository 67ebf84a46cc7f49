/// What `docgen inert-surface` writes into the engine: inert types and view modifiers taken from
/// the documentation's declarations (`InertSurfacePlanner` → `InertSurfacePlan` →
/// `InertSurfaceRenderer`).
public struct InertSurfacePlan: Sendable, Hashable {
    /// An enumeration with its documented cases (`enum ControlSize { case mini … }`).
    public struct Enumeration: Sendable, Hashable {
        /// The dotted type name (`ControlSize`, `Text.Case`).
        public var name: String
        /// The page the type comes from.
        public var pageID: String
        /// Conformances the compiler synthesizes, from the page's Conforms To list, sorted.
        public var conformances: [String]
        /// Cases in page order: `mini`, `custom(String)`.
        public var cases: [String]
    }

    /// A structure whose documented members are static values of the type itself
    /// (`struct BadgeProminence { static let increased: BadgeProminence … }`).
    public struct ValueSet: Sendable, Hashable {
        /// The dotted type name.
        public var name: String
        /// The page the type comes from.
        public var pageID: String
        /// Conformances from the page's Conforms To list that the compiler synthesizes or that are
        /// engine protocols without requirements (`ShapeStyle`), sorted.
        public var conformances: [String]
        /// The static members' names, sorted.
        public var members: [String]
    }

    /// A view modifier: `func name<…>(…) -> some View where …`.
    public struct Modifier: Sendable, Hashable {
        /// The base name (`controlSize`).
        public var name: String
        /// The page the modifier comes from.
        public var pageID: String
        /// The declaration as it is written into the engine, without `public` and body.
        public var signature: String
    }

    /// A static value of a protocol for one generated conforming type, as Apple declares it
    /// (`extension ShapeStyle where Self == HierarchicalShapeStyle { static var quaternary: … }`),
    /// so that `.quaternary` reads where a `ShapeStyle` is expected.
    public struct ProtocolValue: Sendable, Hashable {
        /// The protocol (`ShapeStyle`).
        public var protocolName: String
        /// The member (`quaternary`).
        public var name: String
        /// The generated value set the member's type is (`HierarchicalShapeStyle`).
        public var type: String
        /// The page the member comes from.
        public var pageID: String
    }

    /// An environment value the documentation declares on `EnvironmentValues` and the engine does
    /// not (`var scenePhase: ScenePhase { get set }`), stored under a key of its own whose default
    /// is an inert value of its type (`InertSurfacePlanner.inertDefault`), not SwiftUI's.
    public struct EnvironmentValue: Sendable, Hashable {
        /// The property (`scenePhase`).
        public var name: String
        /// The page the property comes from.
        public var pageID: String
        /// The property's type as documented (`ScenePhase`, `Text.TruncationMode`, `Int?`).
        public var type: String
        /// The key's default value (`.active`, `nil`, `false`).
        public var defaultValue: String
        /// Whether the documentation declares a setter (`{ get set }`).
        public var settable: Bool
    }

    /// Enumerations, sorted by name.
    public var enumerations: [Enumeration] = []
    /// Value sets, sorted by name.
    public var valueSets: [ValueSet] = []
    /// View modifiers, sorted by signature.
    public var modifiers: [Modifier] = []
    /// Static values of protocols, sorted by protocol and name.
    public var protocolValues: [ProtocolValue] = []
    /// Environment values, sorted by name.
    public var environmentValues: [EnvironmentValue] = []
    /// Documented symbols left out, counted by reason (`hand-written`, `unknown type Foo`, …).
    public var skipped: [String: Int] = [:]

    /// Every type name the plan declares.
    public var typeNames: Set<String> { Set(enumerations.map(\.name) + valueSets.map(\.name)) }
}
