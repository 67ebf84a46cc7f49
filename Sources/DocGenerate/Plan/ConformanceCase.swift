import DocModel

/// One executable case: a fixture, driver steps and expectations, with where it came from.
///
/// The case is engine-neutral: steps and expectations use the driver vocabulary documented in
/// docs/generate.md, so another engine can replay the case corpus.
public struct ConformanceCase: Codable, Sendable, Hashable {
    /// What a case checks.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// Behaviour stated by a normative sentence.
        case claim
        /// The documented declaration compiles against the engine.
        case apiShape = "api-shape"
        /// A documentation example compiled and exercised.
        case example
    }

    /// Unique within its suite (`focus-enters-sets-value.bool`).
    public var id: String
    public var kind: Kind
    /// The phrasebook template id (`focus-enters-sets-value`) or `api-shape`.
    public var template: String
    /// The binding variant the case is instantiated for (`bool`, `accessibility-equals.voiceOver`).
    public var variant: String
    /// The fixture view to mount (claim cases).
    public var fixture: Fixture?
    public var steps: [CaseStep]
    public var expectations: [CaseExpectation]
    /// The state the setup steps (`steps[..<actionStep]`) must reach before the acting steps run:
    /// asserted first, so a broken setup cannot pass the case (example scenarios).
    public var preconditions: [CaseExpectation]?
    /// Index in `steps` of the first acting step; the steps before it are setup.
    public var actionStep: Int?
    /// `engine-choice` when every expectation rests on a choice of the reference engine rather
    /// than a documented rule (a passed case is reported as `engine-choice`, not as conformance).
    public var basis: ExpectationBasis?
    /// The Swift source a shape case compiles (api-shape cases; built from the parsed declaration).
    public var shape: ShapeCheck?
    /// Snippets the compiler must accept and reject (must-not-compile api-shape cases).
    public var compile: CompileCheck?
    /// The example compiled verbatim by this case (example cases that own the code).
    public var example: ExampleCode?
    public var provenance: Provenance
    /// The page's availability, recorded on each case.
    public var availability: [Availability]
    /// Set when the reference engine is known to fail this case; the reason is recorded.
    public var knownGap: String?
    /// `differs` for a rule document's Incorrect example replaying its Correct example's scenario:
    /// the documented benefit is expected to be absent (an expected-different verdict, not a
    /// failure). Absent means the expectations must hold.
    public var outcome: Outcome?
    /// Documented symbols this case needs that the reference engine does not provide
    /// (`not-in-engine`, decided by `docgen generate` from the engine surface); the case is not rendered.
    public var notInEngine: [String]?
    /// Set by `docgen run` when the case's code did not compile (`did-not-compile`); not rendered.
    public var compileFailure: CompileFailure?

    /// Whether the case's evidence is only that its code compiles (and, for an example's view,
    /// mounts): API-shape checks and `example-compiles` cases. Reported as `compiles`, apart from
    /// behavioural passes.
    public var isCompileOnly: Bool {
        (kind == .apiShape && compile == nil) || template == "example-compiles"
    }

    /// Whether the case is rendered into the XCTest suite (it is neither not-in-engine nor did-not-compile).
    public var isRunnable: Bool { notInEngine == nil && compileFailure == nil }

    /// What the case expects of its expectations.
    public enum Outcome: String, Codable, Sendable, Hashable {
        case holds
        case differs
        /// A rule document's claim about its Incorrect example, which the docs assert but no API
        /// page documents: the expectations are the rule's claim; if they do not hold on the
        /// reference engine the verdict is a finding, not a failure.
        case ruleClaim = "rule-claim"
    }

    public init(id: String, kind: Kind, template: String, variant: String, fixture: Fixture? = nil,
                steps: [CaseStep] = [], expectations: [CaseExpectation] = [], shape: ShapeCheck? = nil,
                compile: CompileCheck? = nil, provenance: Provenance, availability: [Availability], knownGap: String? = nil) {
        self.id = id
        self.kind = kind
        self.template = template
        self.variant = variant
        self.fixture = fixture
        self.steps = steps
        self.expectations = expectations
        self.shape = shape
        self.compile = compile
        self.provenance = provenance
        self.availability = availability
        self.knownGap = knownGap
    }
}

/// The view a claim case mounts: a fixture from FocusTestSupport and its arguments.
public struct Fixture: Codable, Sendable, Hashable {
    /// Fixture type name (`FocusedBoolFixture`), or a view type of an example.
    public var name: String
    /// The example (`example-1`) declaring the view `name`, for example cases.
    public var example: String?
    /// A host configuration other than the default iOS-like one (`tvOS`: automatic focus).
    public var configuration: String?
    /// Assistive technologies the fixture's `@AccessibilityFocusState(for:)` is restricted to.
    public var technologies: String?
    /// `@Binding` properties the view is created with, in declaration order: each is backed by
    /// an `ExternalState` holding `value` that `setBinding` steps change.
    public var bindings: [ExternalBinding]?
    /// For a probe the test declares instead of an example view (`name` is then
    /// `FocusedValueProbe`): what it publishes.
    public var probe: FocusedValueProbe?
    /// For a probe exercising an example's `resetFocus` call (`name` is then `ResetFocusProbe`).
    public var resetProbe: ResetProbe?
    /// `name` is an example's `App`, hosted with its scenes and commands (`FocusHost(app:)`).
    public var app: Bool?
    /// `name` is an example's `Scene`, hosted with its windows' content (`FocusHost(scene:)`).
    public var scene: Bool?

    public init(name: String, technologies: String? = nil, example: String? = nil, configuration: String? = nil,
                bindings: [ExternalBinding]? = nil, probe: FocusedValueProbe? = nil, resetProbe: ResetProbe? = nil) {
        self.bindings = bindings
        self.probe = probe
        self.resetProbe = resetProbe
        self.name = name
        self.technologies = technologies
        self.example = example
        self.configuration = configuration
    }
}

/// A view a case declares to exercise what an example declares without a view to mount
/// (`KeyProbe`, `CommandsProbe`): a text field labelled `Publisher` that publishes a focused value —
/// `value` under the `FocusedValues` member `member`, or a new object of type `object` with
/// `focusedObject` (scene-wide when `scene`) — and a text field labelled `Elsewhere`. With
/// `commands`, the probe is the content of a `WindowGroup` whose commands are that example type.
public struct FocusedValueProbe: Codable, Sendable, Hashable {
    public static let publisher = "Publisher"
    public static let elsewhere = "Elsewhere"
    public var member: String?
    /// A Swift expression of the key's value type, made by the generator (`Item()`, `{}`).
    public var value: String?
    /// The type path of an `ObservableObject` created with `init()` and published.
    public var object: String?
    public var scene: Bool
    /// The type path of an example's `Commands` type, hosted beside the probe.
    public var commands: String?
    /// The type path of a `FocusedValueKey` an example declares without a `FocusedValues` member:
    /// the case's file declares `member` as an accessor of `self[keyType.self]` (file scope,
    /// `fileprivate`, in a `probe` region named by `member`).
    public var keyType: String?

    public init(member: String? = nil, value: String? = nil, object: String? = nil, scene: Bool, commands: String? = nil,
                keyType: String? = nil) {
        self.member = member
        self.value = value
        self.object = object
        self.scene = scene
        self.commands = commands
        self.keyType = keyType
    }
}

/// A `@Binding` a mounted example view receives from the test.
public struct ExternalBinding: Codable, Sendable, Hashable {
    /// The property (and initialiser label) name.
    public var name: String
    /// The initial value; its `type` is the binding's value type.
    public var value: StateValue

    public init(name: String, value: StateValue) {
        self.name = name
        self.value = value
    }
}

/// Where a case comes from: the claims (both languages), their level, and the page.
public struct Provenance: Codable, Sendable, Hashable {
    public var pageID: String
    /// Claim ids, sorted; empty for api-shape cases derived from the declaration alone.
    public var claimIDs: [String]
    /// The strongest level among the claims (`MUST` > `SHOULD` > `MAY`); nil without claims.
    public var level: Claim.Level?
    /// The first claim's text (English preferred), for messages.
    public var text: String?
    /// Other sources of the same documented page whose identical case was merged into this one
    /// (`SourceMerger`); the case is evidence for each of them.
    public var alsoPageIDs: [String]?
    /// The rule ids of a rule document the claims belong to (`R4`), in rule order.
    public var rules: [String]?
    /// What the case was derived from, each with its content hash (claims, the example, the
    /// declaration), sorted by kind and id: a case is stale when one of these hashes is gone.
    public var sources: [CaseSource]?

    public init(pageID: String, claimIDs: [String], level: Claim.Level?, text: String?) {
        self.pageID = pageID
        self.claimIDs = claimIDs
        self.level = level
        self.text = text
    }
}

/// A compile-time check of a declaration's shape.
public struct ShapeCheck: Codable, Sendable, Hashable {
    /// The declaration as the page shows it.
    public var declaration: String
    /// Swift declarations that compile only if the engine's API has the documented shape.
    public var source: String

    public init(declaration: String, source: String) {
        self.declaration = declaration
        self.source = source
    }

    /// The file the API-shape case type-checks again in the Swift 6 language mode
    /// (`CompilerProbe.typecheckSwift6`): the engine's import, then `source`.
    public var swift6ProbeSource: String { "import FocusEngine\n\n" + source }
}

extension TestPlan {
    /// The Swift 6 probe files of every runnable API-shape case, each once, sorted: what
    /// `docgen run` type-checks in one compiler run before the tests (`DOCGEN_PROBE_VERDICTS`).
    public var swift6ProbeSources: [String] {
        let sources = suites.flatMap(\.cases).filter { $0.kind == .apiShape && $0.compile == nil && $0.isRunnable }
            .compactMap { $0.shape?.swift6ProbeSource }
        return Set(sources).sorted()
    }
}
