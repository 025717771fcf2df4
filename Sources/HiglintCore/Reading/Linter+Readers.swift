extension Linter {
    /// The rules, suppressions and cap over what a `ScreenReader` made of one file: the same
    /// steps the YAML and JSON path takes, on screens that are already complete.
    func lint(_ reading: ScreenReading, path: String) -> [Diagnostic] {
        let problemLimit = max(1, limits.maxProblemsPerFile)
        var diagnostics: [Diagnostic] = []
        var firstLeftOut: SourcePosition?
        for screen in reading.screens {
            for (offset, (rule, severity)) in rules.enumerated() {
                var context = contexts[offset]
                rule.check(screen, &context)
                for finding in context.findings where !Self.needsUnknownInput(finding) {
                    guard diagnostics.count < problemLimit else {
                        firstLeftOut = min(firstLeftOut ?? finding.range.start, finding.range.start)
                        continue
                    }
                    let locator = finding.element.map { screen.locator(of: $0) + "." + (finding.key ?? "type") }
                        ?? screen.locatorName + "|" + Self.fallbackLocator(finding)
                    if let diagnostic = diagnostic(for: finding, file: path, severity: severity, locator: locator) {
                        diagnostics.append(diagnostic)
                    }
                }
            }
        }
        for finding in reading.findings {
            let severity = SchemaRule(rawValue: finding.ruleID).flatMap(configuration.severity(of:))
            if let diagnostic = diagnostic(for: finding, file: path, severity: severity, locator: Self.fallbackLocator(finding)) {
                diagnostics.append(diagnostic)
            }
        }
        if !reading.suppressions.isEmpty {
            diagnostics = apply(reading.suppressions, commentOnlyLines: reading.commentOnlyLines, path: path, to: diagnostics)
        }
        return capped(Self.sortedUnique(diagnostics), limit: problemLimit, firstLeftOut: firstLeftOut, path: path)
    }
}

extension Linter {
    /// Interface Builder files and Swift say what a tap outside does to people's work only where
    /// code does (an `interactiveDismissDisabled`, a delegate that refuses dismissal); a popover
    /// that says nothing is unknown there, not careless, so it is not reported for losing work.
    static func needsUnknownInput(_ finding: Finding) -> Bool {
        finding.ruleID == "popover-save-on-dismiss" && finding.messageKey == "unspecified"
    }
}

extension Suppressions {
    /// The directive a comment holds (` higlint-disable-next-line popover-nested -- why`), for
    /// readers whose comments are not YAML's (`<!-- … -->`, `// …`): `body` is the comment's text
    /// after its opening marker and without its closing one, `line` and `column` where that text
    /// starts (1-based, in characters). Nil when the comment is no directive.
    public static func directive(inComment body: Substring, line: Int, column: Int) -> SuppressionDirective? {
        // `parse` reads a YAML comment, whose one-character marker it skips.
        parse(Substring("#" + body), line: line, column: column - 1)
    }
}
