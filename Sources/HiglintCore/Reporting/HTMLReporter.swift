/// `--format html`: one self-contained page (inline CSS and SVG, no script, nothing fetched) with
/// a summary, the findings grouped by file with the guideline each cites, and a drawing of every
/// screen of a file with findings, its shapes linked to the findings about them.
///
/// The page is well-formed XML as well as HTML (XHTML-style empty elements, every attribute
/// quoted), so a test can parse it strictly. Every value from a file goes through `XML.text` or
/// `XML.attribute`; ids and classes are made here, never from input.
public struct HTMLReporter: Reporter {
    /// What a finding cites: the rule's title and the guideline's heading, quote and page.
    public struct Citation: Sendable, Equatable {
        public var title: String
        public var heading: String
        public var quote: String
        public var url: String?

        /// Every rule's citation in `locale`'s language, for the guideline text `edition` cites.
        public static func all(edition: Edition, locale: MessageLocale, catalog: RuleCatalog = .shared) -> [String: Citation] {
            var result: [String: Citation] = [:]
            for rule in RuleRegistry.guidelineRules {
                let id = type(of: rule).description.id
                guard let entry = catalog[id] else { continue }
                let cited = entry.guideline(for: edition)
                var heading = cited?.heading ?? "", quote = cited?.quote ?? ""
                if locale == .ko, let korean = cited?.korean, !korean.quote.isEmpty { (heading, quote) = (korean.heading, korean.quote) }
                result[id] = Citation(title: entry.title.text(locale), heading: heading, quote: quote, url: cited?.url)
            }
            for rule in SchemaRule.allCases {
                result[rule.rawValue] = Citation(title: rule.summary(locale), heading: "", quote: "", url: nil)
            }
            result[Suppressions.ruleID] = Citation(title: RuleDescriptor.unusedSuppression.shortDescription, heading: "", quote: "", url: nil)
            return result
        }
    }

    public var citations: [String: Citation]
    public var locale: MessageLocale

    public init(citations: [String: Citation], locale: MessageLocale = .en) {
        self.citations = citations
        self.locale = locale
    }

    public func render(_ report: LintReport) -> String {
        let words = HTMLWords(locale: locale)
        let files = FileSection.all(report)
        var page = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="\(locale == .ko ? "ko" : "en")">
        <head>
        <meta charset="utf-8"/>
        <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="color-scheme" content="light dark"/>
        <meta name="generator" content="higlint \(HiglintVersion.current)"/>
        <title>\(words.pageTitle)</title>
        <style>\(HTMLStyle.css)</style>
        </head>
        <body>
        <header><h1>\(words.pageTitle)</h1>
        <p class="totals">\(XML.lineText(words.totals(report)))</p>
        </header>
        <main>

        """
        page += summary(report, files: files, words: words)
        page += "<section aria-labelledby=\"findings\"><h2 id=\"findings\">\(words.findingsByFile)</h2>\n"
        if files.isEmpty { page += "<p>\(words.noFindings)</p>\n" }
        for file in files { page += section(file, words: words) }
        page += "</section>\n</main>\n</body>\n</html>\n"
        return page
    }

    // MARK: - Summary

    private func summary(_ report: LintReport, files: [FileSection], words: HTMLWords) -> String {
        var html = "<section aria-labelledby=\"summary\"><h2 id=\"summary\">\(words.summary)</h2>\n"
        html += "<table class=\"counts\"><caption>\(words.bySeverity)</caption>\n<thead><tr><th scope=\"col\">\(words.severity)</th><th scope=\"col\">\(words.count)</th></tr></thead>\n<tbody>\n"
        for severity in Severity.allCases.reversed() {
            html += "<tr><th scope=\"row\"><span class=\"sev \(severity.rawValue)\">\(words.name(severity))</span></th><td>\(report.count(severity))</td></tr>\n"
        }
        html += "</tbody></table>\n"
        var byRule: [String: [Severity: Int]] = [:]
        for diagnostic in report.diagnostics { byRule[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1 }
        if !byRule.isEmpty {
            html += "<table class=\"counts\"><caption>\(words.byRule)</caption>\n<thead><tr><th scope=\"col\">\(words.rule)</th>"
            for severity in Severity.allCases.reversed() { html += "<th scope=\"col\">\(words.name(severity))</th>" }
            html += "</tr></thead>\n<tbody>\n"
            for (rule, counts) in byRule.sorted(by: { $0.key < $1.key }) {
                let title = citations[rule].map { " <span class=\"muted\">" + XML.lineText($0.title) + "</span>" } ?? ""
                html += "<tr><th scope=\"row\"><code>\(XML.lineText(rule))</code>\(title)</th>"
                for severity in Severity.allCases.reversed() { html += "<td>\(counts[severity] ?? 0)</td>" }
                html += "</tr>\n"
            }
            html += "</tbody></table>\n"
        }
        html += "<h3>\(words.files)</h3>\n<ul class=\"files\">\n"
        for file in files {
            html += "<li><a href=\"#\(file.anchor)\">\(XML.lineText(PathText.displayed(file.path)))</a> <span class=\"muted\">\(XML.lineText(words.counts(file.diagnostics)))</span></li>\n"
        }
        let clean = report.files.count - files.count
        if clean > 0 { html += "<li class=\"muted\">\(XML.lineText(words.cleanFiles(clean)))</li>\n" }
        html += "</ul>\n" + HTMLDrawing.legend(words) + "</section>\n"
        return html
    }

    // MARK: - One file

    private func section(_ file: FileSection, words: HTMLWords) -> String {
        let links = FindingLinks(file)
        var html = "<section class=\"file\" aria-labelledby=\"\(file.anchor)\"><h3 id=\"\(file.anchor)\">\(XML.lineText(PathText.displayed(file.path)))</h3>\n"
        for (offset, drawing) in file.drawings.enumerated() {
            html += HTMLDrawing(drawing: drawing, anchor: file.drawingAnchor(offset), links: links.shapes(ofDrawing: offset), words: words).render()
        }
        html += "<ol class=\"findings\">\n"
        for (offset, diagnostic) in file.diagnostics.enumerated() {
            html += finding(diagnostic, anchor: file.findingAnchor(offset), shapes: links.targets(ofFinding: offset), words: words)
        }
        html += "</ol>\n</section>\n"
        return html
    }

    private func finding(_ diagnostic: Diagnostic, anchor: String, shapes: [String], words: HTMLWords) -> String {
        let start = diagnostic.range.start
        var html = "<li id=\"\(anchor)\" class=\"finding \(diagnostic.severity.rawValue)\">"
        html += "<p><span class=\"sev \(diagnostic.severity.rawValue)\">\(words.name(diagnostic.severity))</span> "
        html += "<span class=\"place\">\(words.lineColumn(start.line, start.column))</span> "
        html += "<span class=\"message\">\(XML.lineText(diagnostic.message))</span> <code class=\"rule\">\(XML.lineText(diagnostic.ruleID))</code>"
        if let first = shapes.first { html += " <a class=\"show\" href=\"#\(first)\">\(words.showInDrawing)</a>" }
        html += "</p>\n"
        if let citation = citations[diagnostic.ruleID], !citation.quote.isEmpty {
            html += "<blockquote"
            if let url = citation.url { html += " cite=\"\(XML.attribute(url))\"" }
            html += "><p>"
            if !citation.heading.isEmpty { html += "<strong>\(XML.lineText(citation.heading))</strong> " }
            html += "“\(XML.lineText(citation.quote))”</p><footer>— "
            if let url = citation.url {
                html += "<a href=\"\(XML.attribute(url))\">\(words.guidelines)</a>"
            } else {
                html += words.guidelines
            }
            html += "</footer></blockquote>\n"
        }
        return html + "</li>\n"
    }
}

/// One file of the report that has findings: its diagnostics, its drawings, and its anchors.
struct FileSection {
    var number: Int
    var path: String
    var diagnostics: [Diagnostic]
    var drawings: [ScreenDrawing]

    var anchor: String { "file-\(number)" }
    func drawingAnchor(_ offset: Int) -> String { "s-\(number)-\(offset + 1)" }
    func findingAnchor(_ offset: Int) -> String { "f-\(number)-\(offset + 1)" }

    /// The files with findings, in report order: a file's diagnostics are contiguous in it.
    static func all(_ report: LintReport) -> [FileSection] {
        var sections: [FileSection] = []
        for diagnostic in report.diagnostics {
            if sections.last?.path != diagnostic.file {
                sections.append(FileSection(number: sections.count + 1, path: diagnostic.file, diagnostics: [],
                                            drawings: report.drawings[diagnostic.file] ?? []))
            }
            sections[sections.count - 1].diagnostics.append(diagnostic)
        }
        return sections
    }
}

extension HTMLReporter {
    /// The page runs nothing and loads nothing: no script, no frame, no fetch, no form, no
    /// `<base>`; only its own inline style sheet and pictures drawn inline (issue #30).
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"
}

extension XML {
    /// Character data for the HTML report, on one line whatever the value holds: a line feed in
    /// an id or a name is the visible `\u{A}`, so a report printed to a CI log cannot start a
    /// line with a value's `::error …` (issue #30).
    static func lineText(_ text: String) -> String {
        self.text(oneLine(text))
    }
}
