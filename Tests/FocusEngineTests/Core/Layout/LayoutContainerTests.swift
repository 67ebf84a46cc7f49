import FocusEngine
import XCTest

/// R41: lists and forms, sections, scroll views and grids. Expected frames are worked out by hand.
final class LayoutContainerTests: XCTestCase {
    func testR41_ListRowsAreFullWidthAndAtLeast44PointsHigh() throws {
        let host = FocusHost(List {
            Text("One")
            TextField("Two", text: .constant(""))
            Section("S") { Button("Three") {} }
        })
        // the list fills the window; a row's content starts at its leading edge, vertically centered
        XCTAssertEqual(try host.frame(of: host.element(text: "One")), CGRect(x: 0, y: 12, width: 24, height: 20))
        XCTAssertEqual(try host.frame(of: host.element(label: "Two")), CGRect(x: 0, y: 44, width: 390, height: 44))
        // a titled section adds a 28-point header band
        XCTAssertEqual(try host.frame(of: host.element(label: "Three")), CGRect(x: 0, y: 116, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(type: "Section")), CGRect(x: 0, y: 88, width: 390, height: 72))
    }

    func testR41_FormRowsGrowWithTallerContent() throws {
        let host = FocusHost(Form {
            VStack {
                TextField("A", text: .constant(""))
                TextField("B", text: .constant(""))
            }
            Toggle("C", isOn: .constant(false))
        })
        XCTAssertEqual(try host.frame(of: host.element(label: "B")), CGRect(x: 0, y: 52, width: 390, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "C")), CGRect(x: 0, y: 96, width: 390, height: 44),
                       "the first row is 96 high; a toggle fills its row's width")
    }

    func testR41_ScrollViewLaysItsContentOutUnboundedAlongItsAxis() throws {
        let host = FocusHost(ScrollView {
            VStack {
                ForEach(0..<30, id: \.self) { index in TextField("F\(index)", text: .constant("")) }
            }
        })
        // 30 × 44 + 29 × 8 = 1552 points of content, from the top of the scroll view
        XCTAssertEqual(try host.frame(of: host.element(label: "F0")), CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "F29")), CGRect(x: 0, y: 1508, width: 390, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(type: "ScrollView")), CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testR41_SpacerInsideAScrollViewKeepsItsMinimumLength() throws {
        let host = FocusHost(ScrollView {
            VStack(spacing: 0) {
                Button("Top") {}
                Spacer()
                Button("Bottom") {}
            }
        })
        XCTAssertEqual(try host.frame(of: host.element(label: "Bottom")).minY, 52, "44 + the spacer's 8: unbounded, nothing to fill")
    }

    func testR41_LazyVGridFillsItsColumnsRowByRow() throws {
        let host = FocusHost(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(1..<5, id: \.self) { index in Button("\(index)") {} }
        })
        // two columns of (390 - 8) / 2 = 191; rows 44 high, 8 apart; the grid is centered: y = 374
        XCTAssertEqual(try host.frame(of: host.element(label: "1")), CGRect(x: 73.5, y: 374, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "2")), CGRect(x: 272.5, y: 374, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "3")), CGRect(x: 73.5, y: 426, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "4")), CGRect(x: 272.5, y: 426, width: 44, height: 44))
    }

    func testR41_FixedAndAdaptiveGridItems() throws {
        let fixed = FocusHost(LazyVGrid(columns: [GridItem(.fixed(100), spacing: 0), GridItem(.fixed(50))]) {
            Text("a"); Text("b"); Text("c")
        })
        // 150 wide and 20 + 8 + 20 high, centered: (120, 398); cells center their views
        XCTAssertEqual(try fixed.frame(of: fixed.element(text: "b")), CGRect(x: 241, y: 398, width: 8, height: 20))
        XCTAssertEqual(try fixed.frame(of: fixed.element(text: "c")), CGRect(x: 166, y: 426, width: 8, height: 20))
        let adaptive = FocusHost(LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 0) {
            ForEach(0..<5, id: \.self) { index in Text("\(index)") }
        })
        // (390 + 8) / (90 + 8) → 4 columns of (390 - 24) / 4 = 91.5; the fifth view starts a second row
        XCTAssertEqual(try adaptive.frame(of: adaptive.element(text: "3")).midX, 3 * 99.5 + 45.75)
        XCTAssertEqual(try adaptive.frame(of: adaptive.element(text: "4")).midX, 45.75)
    }

    func testR41_LazyHGridFillsItsRowsColumnByColumn() throws {
        let host = FocusHost(LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
            Text("a"); Text("b"); Text("c")
        })
        // rows 50 + 8 + 50 = 108 high (y = 368); columns 8 wide, 10 apart (width 26, x = 182)
        XCTAssertEqual(try host.frame(of: host.element(text: "a")), CGRect(x: 182, y: 383, width: 8, height: 20))
        XCTAssertEqual(try host.frame(of: host.element(text: "b")), CGRect(x: 182, y: 441, width: 8, height: 20))
        XCTAssertEqual(try host.frame(of: host.element(text: "c")), CGRect(x: 200, y: 383, width: 8, height: 20))
    }

    func testR41_GridSizesColumnsToTheirWidestCell() throws {
        let host = FocusHost(Grid {
            GridRow { Text("A"); Text("BBBB") }
            GridRow { Text("CCC"); Text("D") }
        })
        // columns 24 and 32 wide, 8 apart (64, x = 163); rows 20 high, 8 apart (48, y = 398)
        XCTAssertEqual(try host.frame(of: host.element(text: "A")), CGRect(x: 171, y: 398, width: 8, height: 20))
        XCTAssertEqual(try host.frame(of: host.element(text: "BBBB")), CGRect(x: 195, y: 398, width: 32, height: 20))
        XCTAssertEqual(try host.frame(of: host.element(text: "CCC")), CGRect(x: 163, y: 426, width: 24, height: 20))
        XCTAssertEqual(try host.frame(of: host.element(text: "D")), CGRect(x: 207, y: 426, width: 8, height: 20))
        XCTAssertEqual(try host.frame(of: host.element(type: "GridRow", index: 1)), CGRect(x: 163, y: 426, width: 64, height: 20))
    }

    func testR41_AViewOutsideAGridRowSpansTheGrid() throws {
        let host = FocusHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Button("L") {}; Button("R") {} }
            TextField("Wide", text: .constant(""))
        })
        // the columns make the grid 88 wide (x = 151); the text field spans them
        XCTAssertEqual(try host.frame(of: host.element(label: "R")), CGRect(x: 195, y: 378, width: 44, height: 44))
        XCTAssertEqual(try host.frame(of: host.element(label: "Wide")), CGRect(x: 151, y: 422, width: 88, height: 44))
    }
}
