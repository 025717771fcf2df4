/// The HTML report's style sheet, inline so the page needs nothing else. Light and dark schemes
/// follow the reader's setting; print uses the light one without backgrounds and keeps each
/// drawing on one page. Text colours meet WCAG AA (4.5:1) on their background, shape outlines
/// 3:1. No `<` or `&` appears here, so the page stays well-formed XML.
enum HTMLStyle {
    static let css = """

    :root { color-scheme: light dark;
      --bg: #ffffff; --fg: #1d1d1f; --muted: #55555a; --line: #c7c7cc; --link: #0055b3;
      --viewport: #f2f2f7; --viewport-line: #8e8e93; --element: #48484a; --essential: #0a60c2;
      --essential-fill: rgba(10, 96, 194, 0.12); --source: #b25000; --popover: #ffffff; --popover-line: #6633cc;
      --hl: rgba(215, 0, 21, 0.55); --hl-line: #c8001a; --hl-quiet: rgba(142, 142, 147, 0.35);
      --error: #c8001a; --warning: #8a5300; --info: #0055b3; --quote: #f5f5f7; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #aeaeb2; --line: #48484a; --link: #6cb4ff;
        --viewport: #2c2c2e; --viewport-line: #8e8e93; --element: #c7c7cc; --essential: #5eb0ff;
        --essential-fill: rgba(94, 176, 255, 0.16); --source: #ffa940; --popover: #3a3a3c; --popover-line: #b99cff;
        --hl: rgba(255, 69, 58, 0.6); --hl-line: #ff6b60; --hl-quiet: rgba(174, 174, 178, 0.3);
        --error: #ff6b60; --warning: #ffc145; --info: #6cb4ff; --quote: #2c2c2e; } }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.45 -apple-system, system-ui, "Segoe UI", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", "NanumGothic", sans-serif; }
    header, main { padding: 0 24px; max-width: 1100px; }
    header { padding-top: 12px; }
    h1 { font-size: 1.6em; margin: 0.3em 0; }
    h2 { font-size: 1.3em; border-bottom: 1px solid var(--line); padding-bottom: 0.2em; margin-top: 1.5em; }
    h3 { font-size: 1.1em; margin-top: 1.4em; overflow-wrap: anywhere; }
    a { color: var(--link); }
    code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.92em; }
    .muted { color: var(--muted); }
    table.counts { border-collapse: collapse; margin: 0.8em 2em 0.8em 0; display: inline-table; vertical-align: top; }
    table.counts caption { text-align: left; font-weight: 600; padding-bottom: 0.3em; white-space: nowrap; }
    table.counts th, table.counts td { border: 1px solid var(--line); padding: 0.2em 0.6em; text-align: left; }
    table.counts td { text-align: right; font-variant-numeric: tabular-nums; }
    ul.files, ul.legend { padding-left: 1.2em; }
    ul.legend { list-style: none; padding-left: 0; }
    ul.legend li { margin: 0.2em 0; }
    ul.legend svg { vertical-align: middle; }
    .sev { font-weight: 700; }
    .sev.error { color: var(--error); }
    .sev.warning { color: var(--warning); }
    .sev.info { color: var(--info); }
    ol.findings { padding-left: 1.6em; }
    li.finding { margin: 0.6em 0; }
    li.finding p { margin: 0.2em 0; overflow-wrap: anywhere; }
    li.finding:target { outline: 2px solid var(--link); outline-offset: 3px; }
    code.rule { color: var(--muted); }
    blockquote { margin: 0.3em 0 0.3em 0; padding: 0.3em 0.8em; border-left: 3px solid var(--line);
      background: var(--quote); color: var(--fg); }
    blockquote footer { color: var(--muted); font-size: 0.9em; }
    figure.screen { margin: 0.8em 0 1em 0; }
    figure.screen svg { display: block; max-width: 100%; height: auto; font-family: inherit; }
    figcaption { font-size: 0.9em; margin-top: 0.3em; }
    svg .viewport { fill: var(--viewport); stroke: var(--viewport-line); }
    svg .element rect { fill: none; stroke: var(--element); }
    svg .element text, svg .popover text { fill: var(--fg); stroke: none; }
    svg .element.essential rect { fill: var(--essential-fill); stroke: var(--essential); stroke-width: 2.5px; vector-effect: non-scaling-stroke; }
    svg .element.source rect { stroke: var(--source); stroke-width: 3px; vector-effect: non-scaling-stroke; }
    svg .popover rect, svg .popover .arrow { fill: var(--popover); stroke: var(--popover-line); stroke-width: 2px; vector-effect: non-scaling-stroke; }
    svg .popover.computed rect { stroke-dasharray: 6 4; }
    svg .hl { fill: var(--hl-quiet); stroke: none; }
    svg .hl.reported { fill: var(--hl); stroke: var(--hl-line); stroke-width: 2px; vector-effect: non-scaling-stroke; stroke-dasharray: 4 3; }
    svg a:focus rect, svg a:hover rect, svg g:target rect, svg rect:target { stroke: var(--link); stroke-width: 3px; vector-effect: non-scaling-stroke; }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --muted: #444444; --link: #000000; --quote: #ffffff;
        --viewport: #f2f2f7; --popover: #ffffff; }
      body { font-size: 11pt; }
      header, main { max-width: none; padding: 0; }
      a { text-decoration: none; }
      a.show { display: none; }
      figure.screen, li.finding { break-inside: avoid; }
      section.file { break-before: auto; }
      svg .viewport, svg .hl { print-color-adjust: exact; -webkit-print-color-adjust: exact; } }

    """
}
