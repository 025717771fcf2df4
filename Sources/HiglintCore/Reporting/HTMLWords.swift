/// The HTML report's own words in English and Korean. Values from files are passed in raw and
/// escaped by the caller, together with the sentence around them; constant words are plain text
/// without markup characters, so they are written as they are.
struct HTMLWords {
    var locale: MessageLocale
    private var ko: Bool { locale == .ko }

    var pageTitle: String { ko ? "higlint 보고서" : "higlint report" }
    var summary: String { ko ? "요약" : "Summary" }
    var bySeverity: String { ko ? "심각도별 발견 사항" : "Findings by severity" }
    var byRule: String { ko ? "규칙별 발견 사항" : "Findings by rule" }
    var severity: String { ko ? "심각도" : "Severity" }
    var count: String { ko ? "개수" : "Count" }
    var rule: String { ko ? "규칙" : "Rule" }
    var files: String { ko ? "파일" : "Files" }
    var findingsByFile: String { ko ? "파일별 발견 사항" : "Findings by file" }
    var noFindings: String { ko ? "발견 사항이 없습니다." : "No findings." }
    var showInDrawing: String { ko ? "그림에서 보기" : "show in the drawing" }
    var guidelines: String { ko ? "Apple 휴먼 인터페이스 가이드라인" : "Apple Human Interface Guidelines" }
    var element: String { ko ? "요소" : "element" }
    var legend: String { ko ? "그림 보는 법" : "Reading the drawings" }
    var legendViewport: String { ko ? "뷰포트(화면)" : "viewport (the screen)" }
    var legendElement: String { ko ? "프레임이 있는 요소" : "element with a frame" }
    var legendEssential: String { ko ? "필수 요소(essential)" : "essential element" }
    var legendSource: String { ko ? "팝오버를 드러낸 요소" : "a popover’s source" }
    var legendPopover: String { ko ? "팝오버와 화살표" : "popover and its arrow" }
    var legendComputed: String { ko ? "배치 규칙으로 계산한 팝오버 위치(점선)" : "popover placed by computation (dashed)" }
    var legendHighlight: String {
        ko ? "발견 사항이 가리키는 겹침이나 화면 밖 부분(빨강)" : "overlap or off-screen part that a finding reports (red)"
    }

    func tooLargeToDraw(_ screen: String) -> String {
        ko ? "\(screen): 프레임이 너무 커서 그리지 않았습니다(100만 포인트 초과)." : "\(screen): not drawn, its frames reach beyond a million points."
    }

    func name(_ severity: Severity) -> String { ko ? severity.koreanName : severity.rawValue }

    func totals(_ report: LintReport) -> String {
        String(TextReporter.summary(report, locale: locale).dropFirst("higlint: ".count))
    }

    func counts(_ diagnostics: [Diagnostic]) -> String {
        Severity.allCases.reversed().compactMap { severity -> String? in
            let count = diagnostics.filter { $0.severity == severity }.count
            guard count > 0 else { return nil }
            return ko ? "\(severity.koreanName) \(count)개" : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    func cleanFiles(_ count: Int) -> String {
        ko ? "발견 사항이 없는 파일 \(count)개(그리지 않음)"
            : "\(count) file\(count == 1 ? "" : "s") without findings (not drawn)"
    }

    func lineColumn(_ line: Int, _ column: Int) -> String { ko ? "\(line)행 \(column)열" : "line \(line), column \(column)" }

    private func size(_ rect: Rect) -> String {
        "\(HTMLDrawing.number(rect.width))×\(HTMLDrawing.number(rect.height))"
    }

    private func at(_ rect: Rect) -> String { "(\(HTMLDrawing.number(rect.x)), \(HTMLDrawing.number(rect.y)))" }

    func viewportTitle(_ viewport: Rect) -> String {
        ko ? "뷰포트 \(size(viewport))포인트" : "viewport \(size(viewport)) points"
    }

    func elementCount(_ count: Int, essential: Int) -> String {
        ko ? "프레임이 있는 요소 \(count)개(필수 요소 \(essential)개)"
            : "\(count) element\(count == 1 ? "" : "s") with frames (\(essential) essential)"
    }

    private func named(_ shape: ScreenDrawing.Shape) -> String {
        let type = shape.type ?? element
        return shape.id.map { "\(type) '\($0)'" } ?? type
    }

    func shapeTitle(_ shape: ScreenDrawing.Shape) -> String {
        var text = ko ? "\(named(shape)), \(size(shape.frame))포인트, 위치 \(at(shape.frame))"
            : "\(named(shape)), \(size(shape.frame)) points at \(at(shape.frame))"
        if shape.essential { text += ko ? ", 필수 요소" : ", essential" }
        if shape.isPopover {
            if let arrow = shape.arrow {
                text += ko ? ", 화살표 \(arrow.rawValue)" : ", arrow \(arrow.rawValue)"
            } else {
                text += ko ? ", 팝오버를 드러낸 요소를 가리키는 화살표 없음" : ", no arrow that points at its source"
            }
            switch shape.origin {
            case .given: break
            case .placed: text += ko ? ", UIKit이 놓을 위치로 계산함" : ", placed where UIKit puts it"
            case .approximate:
                text += ko ? ", 대략적인 위치: 허용된 어느 쪽에도 선호 크기만큼의 공간이 없어 UIKit이 줄입니다"
                    : ", approximate: no permitted side has room for its preferred size, so UIKit shrinks it"
            }
        }
        return text
    }

    func highlightTitle(_ highlight: ScreenDrawing.Highlight, in drawing: ScreenDrawing, reported: Bool) -> String {
        let popover = drawing.shapes.first { $0.index == highlight.popover }.map(named) ?? "popover"
        let other = highlight.other.flatMap { index in drawing.shapes.first { $0.index == index } }.map(named) ?? element
        var text: String
        switch highlight.kind {
        case .coversSource:
            text = ko ? "\(popover)와(과) 팝오버를 드러낸 요소 \(other)의 겹침 \(size(highlight.rect))포인트"
                : "\(popover) overlaps its source \(other): \(size(highlight.rect)) points"
        case .coversEssential:
            text = ko ? "\(popover)와(과) 필수 요소 \(other)의 겹침 \(size(highlight.rect))포인트"
                : "\(popover) overlaps essential \(other): \(size(highlight.rect)) points"
        case .offscreen:
            text = ko ? "\(popover)의 화면 밖 부분 \(size(highlight.rect))포인트"
                : "part of \(popover) off the screen: \(size(highlight.rect)) points"
        }
        if !reported { text += ko ? " (보고되지 않음)" : " (not reported)" }
        return text
    }

    func scaleNote(_ drawing: ScreenDrawing, scale: Double) -> String {
        let percent = Int((scale * 100).rounded())
        var text = ko ? "— 포인트 크기의 \(percent)%로 그림" : "— drawn at \(percent)% of its size in points"
        if drawing.shapes.contains(where: { $0.origin == .approximate }) {
            text += ko ? "; 점선 팝오버의 위치는 대략적입니다" : "; the dashed popover’s position is approximate"
        } else if drawing.shapes.contains(where: { $0.origin == .placed }) {
            text += ko ? "; 점선 팝오버는 UIKit이 놓을 위치로 계산했습니다" : "; the dashed popover is placed where UIKit puts it"
        }
        return text
    }
}
