import DocModel
import XCTest
@testable import DocExtract

final class ClaimClassifierTests: XCTestCase {
    func testDeclarativeBehaviourIsMust() {
        XCTAssertEqual(ClaimClassifier.level(of: "When focus moves to the view, the binding sets the bound value to `true`.", language: .en), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "当焦点移动到视图时，绑定会将绑定值设置为 `true`。", language: .zhHans), .must)
    }

    func testStrongModalsAreMust() {
        XCTAssertEqual(ClaimClassifier.level(of: "The wrapped value must be either optional or Boolean.", language: .en), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "包装后的值必须是可选的或布尔值。", language: .zhHans), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "Focus never leaves a disabled view.", language: .en), .must)
    }

    func testRecommendationsAreShould() {
        XCTAssertEqual(ClaimClassifier.level(of: "Typically, you create an enumeration of fields that may receive focus.", language: .en), .should)
        XCTAssertEqual(ClaimClassifier.level(of: "You should apply this modifier to the container.", language: .en), .should)
        XCTAssertEqual(ClaimClassifier.level(of: "通常，您应该为字段创建一个枚举。", language: .zhHans), .should)
        XCTAssertEqual(ClaimClassifier.level(of: "To control focus by matching a value, use the focused(_:equals:) method instead.", language: .en), .should,
                       "', use …' introduces a recommended alternative")
        XCTAssertEqual(ClaimClassifier.level(of: "Use this modifier to cause the view to receive focus.", language: .en), .should)
    }

    func testPermissionsAreMay() {
        XCTAssertEqual(ClaimClassifier.level(of: "You can use this modifier to observe the focus state of a single view.", language: .en), .may)
        XCTAssertEqual(ClaimClassifier.level(of: "Different views may have different triggers for the provided action.", language: .en), .may)
        XCTAssertEqual(ClaimClassifier.level(of: "您可以使用此修饰符来观察单个视图的焦点状态。", language: .zhHans), .may)
    }

    func testExampleNarrationAndCrossReferencesAreNotClaims() {
        XCTAssertNil(ClaimClassifier.level(of: "In the following example, a single TextField accepts a user’s desired `username`.", language: .en))
        XCTAssertNil(ClaimClassifier.level(of: "For more information, see Managing focus.", language: .en))
        XCTAssertNil(ClaimClassifier.level(of: "See focused(_:equals:) for details.", language: .en))
        XCTAssertNil(ClaimClassifier.level(of: "在以下示例中，单个 TextField 接受用户所需的 `username`。", language: .zhHans))
        XCTAssertNil(ClaimClassifier.level(of: "有关更多信息，请参阅管理焦点。", language: .zhHans))
    }

    func testNarrativeSentenceWithoutCueIsNotAClaimButDefinitionalOneIsMust() {
        let sentence = "The focus state to bind."
        XCTAssertNil(ClaimClassifier.level(of: sentence, language: .en))
        XCTAssertEqual(ClaimClassifier.level(of: sentence, language: .en, role: .definitional), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "要绑定的焦点状态。", language: .zhHans, role: .definitional), .must)
    }

    func testIdentifiersInCodeSpansAreNotCues() {
        XCTAssertNil(ClaimClassifier.level(of: "The `canFocus` and `mustRefresh` flags.", language: .en))
        XCTAssertNil(ClaimClassifier.level(of: "A `may` label.", language: .en))
        XCTAssertEqual(ClaimClassifier.level(of: "The `x` value can change.", language: .en), .may)
    }

    func testModalsInsideSubordinateClausesDescribeRatherThanPrescribe() {
        let sentence = "The value to match against when determining whether the binding should change."
        XCTAssertEqual(ClaimClassifier.level(of: sentence, language: .en, role: .definitional), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "The triggers that should invoke the provided action.", language: .en, role: .definitional), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "You can use triggers that should invoke the action.", language: .en), .may)
        XCTAssertEqual(ClaimClassifier.level(of: "Indicates that the view should receive focus by default.", language: .en), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "决定绑定是否应该更改。", language: .zhHans, role: .definitional), .must)
    }

    func testOnlyIsWeakerThanAnExplicitPermission() {
        XCTAssertEqual(ClaimClassifier.level(of: "Clients can reproduce this behavior by only supporting `.activate` interactions.", language: .en), .may)
        XCTAssertEqual(ClaimClassifier.level(of: "The modifier only affects focusable views.", language: .en), .must)
    }

    func testKnownSubjectFollowedByThirdPersonVerbIsMust() {
        XCTAssertEqual(ClaimClassifier.level(of: "SwiftUI remaps the gradient to the new frame height.", language: .en), .must)
        XCTAssertEqual(ClaimClassifier.level(of: "This modifier overlays a badge.", language: .en), .must)
        XCTAssertNil(ClaimClassifier.level(of: "SwiftUI is a framework.", language: .en), "'is' is too short to be a behaviour verb")
        XCTAssertNil(ClaimClassifier.level(of: "The view hierarchy of the app.", language: .en))
    }

    func testSentenceIntroducingAListingIsNarration() {
        XCTAssertNil(ClaimClassifier.level(of: "Add a drag gesture to a Circle and change its color while the user performs the drag gesture:", language: .en))
        XCTAssertNil(ClaimClassifier.level(of: "SwiftUI 会按如下方式更新视图：", language: .zhHans))
    }

    func testCuesMatchWholeWordsOnly() {
        XCTAssertNil(ClaimClassifier.level(of: "A canvas with mayonnaise colours.", language: .en))
    }

    func testSentencesWithoutWordingAreNotClaims() {
        XCTAssertNil(ClaimClassifier.level(of: "…", language: .en, role: .definitional))
        XCTAssertNil(ClaimClassifier.level(of: "", language: .zhHans, role: .definitional))
    }

    // MARK: Cue fidelity (issue 15, learned from the zh-Hans sample's level mismatches)

    func testWordsThatContainACueAreNotThatCue() {
        // 从不同 'from different' holds 从不 'never'; 应用 'apply' holds 应 'should'.
        XCTAssertEqual(ClaimClassifier.modalLevel(of: "从不同并发域读取封装值可能不安全。", language: .zhHans), .may)
        XCTAssertNil(ClaimClassifier.modalLevel(of: "应用此修饰符会添加拖放手势。", language: .zhHans))
        XCTAssertEqual(ClaimClassifier.modalLevel(of: "转场应应用一个变化。", language: .zhHans), .should)
        XCTAssertNil(ClaimClassifier.modalLevel(of: "默认情况下与主要角色隔离，但这不是必须的。", language: .zhHans))
        XCTAssertNil(ClaimClassifier.level(of: "Isolation to the main actor is the default, but it’s not required.", language: .en))
        XCTAssertEqual(ClaimClassifier.level(of: "A value is required.", language: .en, role: .definitional), .must)
    }

    func testChineseShouldIsReadInAnyVerbPhrase() {
        XCTAssertEqual(ClaimClassifier.modalLevel(of: "场景位于前台，但应暂停运行。", language: .zhHans), .should)
        XCTAssertEqual(ClaimClassifier.modalLevel(of: "执行时应修改该值。", language: .zhHans), .should)
        XCTAssertEqual(ClaimClassifier.modalLevel(of: "请勿直接调用此初始化器。", language: .zhHans), .should, "请勿 renders Don't")
    }

    func testImperativeAfterALeadingClauseIsShould() {
        // The `, use` cue opens its own clause: the `that` before the comma does not subordinate it.
        XCTAssertEqual(ClaimClassifier.level(of: "To apply this style to a view that contains pickers, use the pickerStyle(_:) modifier.", language: .en), .should)
        XCTAssertEqual(ClaimClassifier.level(of: "If you don’t need a conditional layout, use HStack instead.", language: .en), .should)
    }

    func testPreferredAsAnAdjectiveIsNoRecommendation() {
        XCTAssertNil(ClaimClassifier.modalLevel(of: "The preferred color scheme for this view.", language: .en))
        XCTAssertEqual(ClaimClassifier.level(of: "The preferred color scheme for this view.", language: .en, role: .definitional), .must)
        XCTAssertEqual(ClaimClassifier.modalLevel(of: "Prefer a full-screen-cover appearance when adapting for size classes.", language: .en), .should)
        XCTAssertEqual(ClaimClassifier.modalLevel(of: "A full-screen cover is preferred on iPhone.", language: .en), .should)
    }
}
