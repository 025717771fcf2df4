import XCTest
@testable import HiglintCore

/// Frames as the placement rules read them: touching is not intersecting (rules.md, for every
/// rule), containment includes the edges, and each arrow direction holds at its boundary and
/// fails just past it.
final class GeometryTests: XCTestCase {
    private let source = Rect(x: 100, y: 100, width: 50, height: 40) // x 100–150, y 100–140

    // MARK: - Intersection

    func testOverlappingFramesIntersect() {
        let other = Rect(x: 140, y: 130, width: 100, height: 100)
        XCTAssertTrue(source.intersects(other))
        XCTAssertTrue(other.intersects(source))
        XCTAssertEqual(source.intersection(other), Rect(x: 140, y: 130, width: 10, height: 10))
    }

    func testFramesTouchingAlongAnEdgeDoNotIntersect() {
        let touching = [
            Rect(x: 150, y: 100, width: 10, height: 40), // right edge
            Rect(x: 90, y: 100, width: 10, height: 40), // left edge
            Rect(x: 100, y: 140, width: 50, height: 10), // bottom edge
            Rect(x: 100, y: 90, width: 50, height: 10), // top edge
        ]
        for other in touching {
            XCTAssertFalse(source.intersects(other), "\(other)")
            XCTAssertFalse(other.intersects(source), "\(other)")
            XCTAssertNil(source.intersection(other), "\(other)")
        }
    }

    func testFramesTouchingAtACornerDoNotIntersect() {
        let corner = Rect(x: 150, y: 140, width: 10, height: 10)
        XCTAssertFalse(source.intersects(corner))
        XCTAssertNil(source.intersection(corner))
    }

    func testASliverOfOverlapIntersects() {
        let sliver = Rect(x: 149.5, y: 0, width: 10, height: 500)
        XCTAssertTrue(source.intersects(sliver))
        XCTAssertEqual(source.intersection(sliver), Rect(x: 149.5, y: 100, width: 0.5, height: 40))
    }

    func testAFrameInsideAnotherIntersectsIt() {
        let outer = Rect(x: 0, y: 0, width: 500, height: 500)
        XCTAssertTrue(outer.intersects(source))
        XCTAssertEqual(outer.intersection(source), source)
    }

    // MARK: - Containment

    func testContainmentIncludesTheEdges() {
        let viewport = Rect(x: 0, y: 0, width: 1024, height: 768)
        XCTAssertTrue(viewport.contains(viewport))
        XCTAssertTrue(viewport.contains(Rect(x: 0, y: 0, width: 320, height: 200)))
        XCTAssertTrue(viewport.contains(Rect(x: 704, y: 568, width: 320, height: 200)))
        XCTAssertFalse(viewport.contains(Rect(x: 704.5, y: 0, width: 320, height: 200)))
        XCTAssertFalse(viewport.contains(Rect(x: 0, y: 568.5, width: 320, height: 200)))
        XCTAssertFalse(viewport.contains(Rect(x: -1, y: 0, width: 320, height: 200)))
        XCTAssertFalse(viewport.contains(Rect(x: 0, y: -0.5, width: 320, height: 200)))
        XCTAssertFalse(viewport.contains(Rect(x: 0, y: 0, width: 1025, height: 10)))
    }

    func testClampingMovesAndShrinksIntoTheContainer() {
        let viewport = Rect(x: 0, y: 0, width: 1024, height: 768)
        XCTAssertEqual(Rect(x: 900, y: 50, width: 320, height: 300).clamped(into: viewport), Rect(x: 704, y: 50, width: 320, height: 300))
        XCTAssertEqual(Rect(x: -20, y: -5, width: 100, height: 100).clamped(into: viewport), Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(Rect(x: 10, y: 10, width: 2000, height: 100).clamped(into: viewport), Rect(x: 0, y: 10, width: 1024, height: 100))
        let inside = Rect(x: 10, y: 10, width: 100, height: 100)
        XCTAssertEqual(inside.clamped(into: viewport), inside)
        XCTAssertEqual(Rect(x: 704, y: 50, width: 320, height: 300.5).written, "{x: 704, y: 50, width: 320, height: 300.5}")
    }

    // MARK: - Arrow directions (rules.md, popover-arrow)

    func testUpNeedsThePopoverTopAtOrBelowTheSourceBottom() {
        XCTAssertTrue(Rect(x: 0, y: 140, width: 300, height: 200).arrow(.up, pointsAt: source))
        XCTAssertTrue(Rect(x: 0, y: 500, width: 300, height: 200).arrow(.up, pointsAt: source))
        XCTAssertFalse(Rect(x: 0, y: 139.5, width: 300, height: 200).arrow(.up, pointsAt: source))
    }

    func testDownNeedsThePopoverBottomAtOrAboveTheSourceTop() {
        XCTAssertTrue(Rect(x: 0, y: 0, width: 300, height: 100).arrow(.down, pointsAt: source))
        XCTAssertTrue(Rect(x: 0, y: -50, width: 300, height: 100).arrow(.down, pointsAt: source))
        XCTAssertFalse(Rect(x: 0, y: 0.5, width: 300, height: 100).arrow(.down, pointsAt: source))
    }

    func testLeftNeedsThePopoverLeftEdgeAtOrRightOfTheSourceRightEdge() {
        XCTAssertTrue(Rect(x: 150, y: 0, width: 300, height: 200).arrow(.left, pointsAt: source))
        XCTAssertTrue(Rect(x: 400, y: 0, width: 300, height: 200).arrow(.left, pointsAt: source))
        XCTAssertFalse(Rect(x: 149.5, y: 0, width: 300, height: 200).arrow(.left, pointsAt: source))
    }

    func testRightNeedsThePopoverRightEdgeAtOrLeftOfTheSourceLeftEdge() {
        XCTAssertTrue(Rect(x: 0, y: 0, width: 100, height: 200).arrow(.right, pointsAt: source))
        XCTAssertTrue(Rect(x: -300, y: 0, width: 100, height: 200).arrow(.right, pointsAt: source))
        XCTAssertFalse(Rect(x: 0.5, y: 0, width: 100, height: 200).arrow(.right, pointsAt: source))
    }

    func testEachDirectionNeedsTheSpansAlongItsEdgeToOverlap() {
        // Below the source but wholly to its right: the top edge cannot reach under the source.
        XCTAssertFalse(Rect(x: 151, y: 140, width: 100, height: 100).arrow(.up, pointsAt: source))
        // Spans that meet at one point are consistent: when unsure, no finding.
        XCTAssertTrue(Rect(x: 150, y: 140, width: 100, height: 100).arrow(.up, pointsAt: source))
        XCTAssertFalse(Rect(x: 0, y: -100, width: 99, height: 100).arrow(.down, pointsAt: source))
        XCTAssertFalse(Rect(x: 150, y: 141, width: 100, height: 100).arrow(.left, pointsAt: source))
        XCTAssertTrue(Rect(x: 150, y: 20, width: 100, height: 100).arrow(.left, pointsAt: source))
        XCTAssertFalse(Rect(x: 0, y: 0, width: 100, height: 99).arrow(.right, pointsAt: source))
    }

    func testFittingDirectionsAreEmptyWhenTheFramesIntersectOrSitDiagonally() {
        // Touching the corner below and right: both `up` and `left` fit, in allCases order.
        XCTAssertEqual(Rect(x: 150, y: 140, width: 100, height: 100).arrowDirections(pointingAt: source), [.up, .left])
        // Straight below: only `up`.
        XCTAssertEqual(Rect(x: 80, y: 140, width: 100, height: 100).arrowDirections(pointingAt: source), [.up])
        // Diagonally off the corner, spans apart: none.
        XCTAssertEqual(Rect(x: 160, y: 150, width: 100, height: 100).arrowDirections(pointingAt: source), [])
        // Over the source by any amount: none.
        let overlapping = Rect(x: 80, y: 139, width: 100, height: 100)
        XCTAssertTrue(overlapping.intersects(source))
        XCTAssertEqual(overlapping.arrowDirections(pointingAt: source), [])
        // Exhaustively over a grid of positions around the source: a direction fits exactly when
        // the popover is beside the source on that side with the spans along that side meeting.
        for x in stride(from: 0.0, through: 250, by: 12.5) {
            for y in stride(from: 0.0, through: 240, by: 10) {
                let frame = Rect(x: x, y: y, width: 50, height: 40)
                let horizontal = frame.minX <= source.maxX && source.minX <= frame.maxX
                let vertical = frame.minY <= source.maxY && source.minY <= frame.maxY
                var expected: [ArrowDirection] = []
                if frame.minY >= source.maxY, horizontal { expected.append(.up) }
                if frame.maxY <= source.minY, horizontal { expected.append(.down) }
                if frame.minX >= source.maxX, vertical { expected.append(.left) }
                if frame.maxX <= source.minX, vertical { expected.append(.right) }
                XCTAssertEqual(frame.arrowDirections(pointingAt: source), expected, "\(frame)")
                if frame.intersects(source) { XCTAssertEqual(expected, [], "\(frame)") }
            }
        }
    }
}
