import XCTest
@testable import HiglintCore

/// `PopoverPlacement` against cases worked by hand on a 400 × 800 screen with the default
/// 10-point margin (so the popover may use x 10…390, y 10…790) and a 13-point arrow.
final class PopoverPlacementTests: XCTestCase {
    let screen = Rect(x: 0, y: 0, width: 400, height: 800)
    let all: Set<ArrowDirection> = [.up, .down, .left, .right]

    func place(_ width: Double, _ height: Double, from source: Rect, _ arrows: Set<ArrowDirection>) -> PopoverPlacement.Outcome {
        PopoverPlacement.place(width: width, height: height, from: source, arrows: arrows, in: screen)
    }

    func testBelowTheSourceWhenThereIsRoom() {
        // Source centre x = 125; a 200-wide popover centred there starts at 25; its top is the
        // source's bottom (130) plus the arrow (13).
        XCTAssertEqual(place(200, 100, from: Rect(x: 100, y: 100, width: 50, height: 30), all),
                       .fits(Rect(x: 25, y: 143, width: 200, height: 100), .up))
    }

    func testAboveWhenBelowHasNoRoom() {
        // Below: 783 + 100 passes 790. Above: 740 − 13 − 100 = 627.
        XCTAssertEqual(place(200, 100, from: Rect(x: 100, y: 740, width: 50, height: 30), all),
                       .fits(Rect(x: 25, y: 627, width: 200, height: 100), .down))
    }

    func testBesideWhenOnlySidesArePermitted() {
        // To the right of the source: x = 60 + 13; centred on y = 320, so y = 270.
        XCTAssertEqual(place(200, 100, from: Rect(x: 20, y: 300, width: 40, height: 40), [.left, .right]),
                       .fits(Rect(x: 73, y: 270, width: 200, height: 100), .left))
        // Only `right` (the popover to the source's left): no room left of x = 20.
        XCTAssertEqual(place(200, 100, from: Rect(x: 20, y: 300, width: 40, height: 40), [.right]),
                       .nowhere)
    }

    func testMovedAlongTheEdgeToStayInsideTheMargins() {
        // Centred on x = 375 the popover would end at 525; moved left to end at 390, x = 90. The
        // source's centre (375) is still on its top edge.
        XCTAssertEqual(place(300, 100, from: Rect(x: 360, y: 100, width: 30, height: 30), all),
                       .fits(Rect(x: 90, y: 143, width: 300, height: 100), .up))
    }

    func testAnArrowThatCannotReachTheSourceDoesNotFit() {
        // A source at the very edge (centre x = 2) is left of any popover kept inside the margin:
        // no direction fits cleanly, so it is placed with the most room, not "fits".
        let outcome = place(300, 100, from: Rect(x: 0, y: 100, width: 4, height: 30), [.up, .down])
        XCTAssertEqual(outcome, .shrunk(Rect(x: 10, y: 143, width: 300, height: 100), .up))
    }

    func testShrunkToTheSideWithTheMostRoomWhenNothingFits() {
        // 500 × 900 fits nowhere. Room: below 380 × 647, above 380 × 77, right of the source
        // 227 × 780, left of it 77 × 780. Below wins: 380 × 647 at x 10, y 143.
        XCTAssertEqual(place(500, 900, from: Rect(x: 100, y: 100, width: 50, height: 30), all),
                       .shrunk(Rect(x: 10, y: 143, width: 380, height: 647), .up))
    }

    func testNowhereForASourceOffTheScreenOrNoDirection() {
        XCTAssertEqual(place(100, 100, from: Rect(x: 390, y: 100, width: 50, height: 30), all), .nowhere)
        XCTAssertEqual(place(100, 100, from: Rect(x: 100, y: 100, width: 50, height: 30), []), .nowhere)
    }

    /// Whichever fitting frame UIKit chooses, the geometry rules see nothing wrong with it.
    func testAFittingFrameIsClearOfItsSourceInsideTheScreenAndPointsAtIt() {
        let source = Rect(x: 150, y: 300, width: 100, height: 40)
        for direction in ArrowDirection.allCases {
            guard case .fits(let frame, let side) = place(120, 80, from: source, [direction]) else {
                return XCTFail("\(direction) should fit")
            }
            XCTAssertEqual(side, direction)
            XCTAssertFalse(frame.intersects(source), "\(direction)")
            XCTAssertTrue(screen.contains(frame), "\(direction)")
            XCTAssertTrue(frame.arrow(direction, pointsAt: source), "\(direction)")
        }
    }
}
