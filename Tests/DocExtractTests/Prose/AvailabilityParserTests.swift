import DocModel
import XCTest
@testable import DocExtract

final class AvailabilityParserTests: XCTestCase {
    func testSosumiAvailableOnLineOfSeed000GivesSevenPlatforms() {
        let line = "**Available on:** iOS 15.0+, iPadOS 15.0+, Mac Catalyst 15.0+, macOS 12.0+, tvOS 15.0+, visionOS 1.0+, watchOS 8.0+"
        let result = AvailabilityParser.parse(line)
        XCTAssertEqual(result.map(\.platform), ["iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS", "watchOS"])
        XCTAssertEqual(result.map(\.introduced), ["15.0", "15.0", "15.0", "12.0", "15.0", "1.0", "8.0"])
        XCTAssertTrue(result.allSatisfy { $0.deprecated == nil && !$0.beta })
    }

    func testSeed003RunTogetherListNamesFivePlatformsAndIntroducesIOS16() {
        let result = AvailabilityParser.parse("iOSmacOStvOSwatchOSvisionOSiOS 16.0+✓ renders")
        XCTAssertEqual(result.map(\.platform), ["iOS", "macOS", "tvOS", "watchOS", "visionOS"])
        XCTAssertEqual(result.map(\.introduced), ["16.0", nil, nil, nil, nil])
    }

    func testRunTogetherVersionedListGivesThreePlatforms() {
        let result = AvailabilityParser.parse("iOS 17.0+iPadOS 17.0+Mac Catalyst 17.0+")
        XCTAssertEqual(result, [Availability(platform: "iOS", introduced: "17.0"),
                                Availability(platform: "iPadOS", introduced: "17.0"),
                                Availability(platform: "Mac Catalyst", introduced: "17.0")])
    }

    func testBarePlatformListHasNoVersions() {
        let result = AvailabilityParser.parse("iOSmacOStvOSwatchOSvisionOS")
        XCTAssertEqual(result.map(\.platform), ["iOS", "macOS", "tvOS", "watchOS", "visionOS"])
        XCTAssertTrue(result.allSatisfy { $0.introduced == nil })
    }

    func testDeprecatedRangeAndBetaMarkers() {
        let result = AvailabilityParser.parse("iOS 13.0–17.0 Deprecated, macOS 10.15–14.0 Deprecated, visionOS 26.0+ Beta")
        XCTAssertEqual(result, [Availability(platform: "iOS", introduced: "13.0", deprecated: "17.0"),
                                Availability(platform: "macOS", introduced: "10.15", deprecated: "14.0"),
                                Availability(platform: "visionOS", introduced: "26.0", beta: true)])
    }

    func testDeprecatedWithoutVersionIsMarkedWithEmptyVersion() {
        let result = AvailabilityParser.parse("watchOS 6.0+ Deprecated")
        XCTAssertEqual(result, [Availability(platform: "watchOS", introduced: "6.0", deprecated: "")])
    }

    func testMarkerBeforeAnyPlatformAppliesToAll() {
        let result = AvailabilityParser.parse("Beta\niOS 26.0+\nmacOS 26.0+")
        XCTAssertEqual(result.map(\.beta), [true, true])
    }

    func testBulletedListGivesOnePlatformPerItem() {
        let text = "- iOS 15.0+\n- iPadOS 15.0+\n- Mac Catalyst 15.0+\n- macOS 12.0+"
        let result = AvailabilityParser.parse(text)
        XCTAssertEqual(result.map(\.platform), ["iOS", "iPadOS", "Mac Catalyst", "macOS"])
        XCTAssertEqual(result.map(\.introduced), ["15.0", "15.0", "15.0", "12.0"])
        XCTAssertTrue(result.allSatisfy { $0.deprecated == nil }, "a bullet dash is not a version range")
    }

    func testUnknownPlatformWordsAreIgnored() {
        let result = AvailabilityParser.parse("**Available on:** iOS 16.0+, undefined undefined+, Xcode 15.0+")
        XCTAssertEqual(result.map(\.platform), ["iOS", "Xcode"])
    }

    func testGarbageNeverCrashesAndYieldsNothing() {
        for text in ["", "+++", "16.0+", "–––", "Deprecated", "macO", "\u{0}\u{FFFF}"] {
            XCTAssertTrue(AvailabilityParser.parse(text).isEmpty, text)
        }
    }
}
