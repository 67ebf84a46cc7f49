import XCTest
@testable import DocReport

/// report.json validates against docs/schemas/report.schema.json, and the validator catches what
/// the schema forbids.
final class ReportSchemaTests: XCTestCase {
    private func validator() throws -> JSONSchemaValidator {
        JSONSchemaValidator(root: try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json"))))
    }

    func testReportJSONValidatesAgainstItsSchema() throws {
        for results in [ReportFixture.junit, nil] {
            let output = try ReportFixture.render(try ReportFixture.inputs(results: results))
            let json = try JSONValue.parse(try XCTUnwrap(output.files["report.json"]))
            XCTAssertEqual(try validator().validate(json), [])
        }
    }

    func testReportJSONDecodesBackToTheSameReport() throws {
        let output = try ReportFixture.render()
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: try XCTUnwrap(output.files["report.json"]))
        XCTAssertEqual(decoded, output.report)
        XCTAssertEqual(decoded.schemaVersion, ConformanceReport.currentSchemaVersion)
    }

    func testValidatorRejectsMissingExtraAndMistypedFields() throws {
        let validator = try validator()
        let good = try JSONValue.parse(try XCTUnwrap(try ReportFixture.render().files["report.json"]))
        guard case .object(var members) = good else { return XCTFail("report.json is not an object") }
        members["extra"] = .bool(true)
        members["schemaVersion"] = .string("1")
        members.removeValue(forKey: "diagnostics")
        if case .object(var results)? = members["results"] {
            results["format"] = .string("tap")
            results["records"] = .int(-1)
            members["results"] = .object(results)
        }
        let errors = validator.validate(.object(members))
        XCTAssertTrue(errors.contains("$: unexpected property extra"), "\(errors)")
        XCTAssertTrue(errors.contains("$: missing diagnostics"), "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("$.schemaVersion: expected type") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("$.results.format:") && $0.hasSuffix("not in enum") }, "\(errors)")
        XCTAssertTrue(errors.contains("$.results.records: -1 below minimum 0"), "\(errors)")
    }

    func testSchemaUsesOnlyKeywordsTheValidatorUnderstands() throws {
        let validator = try validator()
        // An empty object violates `required` only if every keyword was understood: an
        // unsupported keyword anywhere would be reported as such while walking its subtree.
        var unsupported: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for (key, member) in members {
                    if key != "properties" && key != "$defs" && !JSONSchemaValidator.keywords.contains(key) { unsupported.append(key) }
                    if key == "properties" || key == "$defs", case .object(let named) = member { named.values.forEach(walk) } else { walk(member) }
                }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        walk(validator.root)
        XCTAssertEqual(unsupported, [])
    }
}
