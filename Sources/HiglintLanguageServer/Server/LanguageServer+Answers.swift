import HiglintCore

/// Hover and code actions: answered on the diagnostics of the document's latest lint.
extension LanguageServer {
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.higlint"

    func answer(_ id: JSONValue, _ method: String, _ params: JSONValue?, uri: String) {
        guard let open = documents[uri] else {
            return environment.send(Outgoing.response(id: id, result: method == "textDocument/hover" ? .null : []))
        }
        if method == "textDocument/documentSymbol" {
            return environment.send(Outgoing.response(id: id, result: .array(open.popovers.map { symbol(for: $0, in: open.document) })))
        }
        if method == "textDocument/hover" {
            guard let position = LSPPosition(params?["position"]) else {
                return environment.send(Outgoing.error(id: id, code: .invalidParams, message: "hover needs a position"))
            }
            environment.send(Outgoing.response(id: id, result: hover(at: position, in: open)))
        } else {
            guard let range = LSPRange(params?["range"]) else {
                return environment.send(Outgoing.error(id: id, code: .invalidParams, message: "codeAction needs a range"))
            }
            let only = params?["context"]?["only"]?.array?.compactMap(\.string)
            environment.send(Outgoing.response(id: id, result: .array(codeActions(in: range, only: only, uri: uri, open: open))))
        }
    }

    /// A popover as a document symbol (what `higlint popovers` lists): an outline entry named by
    /// what people see, its details beside it, at the popover's place.
    private func symbol(for popover: PopoverRecord, in document: TextDocument) -> JSONValue {
        let range = document.lspRange(of: SourceRange(start: popover.position, end: popover.position), encoding: encoding).json
        return ["name": .string(popover.name.map { "popover \($0)" } ?? "popover"),
                "detail": .string(popover.summaryLine),
                "kind": 19,  // SymbolKind.Object
                "range": range, "selectionRange": range]
    }

    private func hover(at position: LSPPosition, in open: OpenDocument) -> JSONValue {
        let here = open.diagnostics.filter { diagnostic in
            let range = open.document.lspRange(of: diagnostic.range, encoding: encoding)
            return Self.contains(range, position)
        }
        guard let first = here.first else { return .null }
        var seen = Set<String>()
        let linter = linter(for: open.path)
        let parts = here.filter { seen.insert($0.ruleID + $0.message).inserted }.map { diagnostic in
            HoverText.markdown(for: diagnostic, edition: linter?.edition ?? .current, locale: linter?.locale ?? .en)
        }
        return ["contents": ["kind": "markdown", "value": .string(parts.joined(separator: "\n---\n\n"))],
                "range": open.document.lspRange(of: first.range, encoding: encoding).json]
    }

    /// Whether a position is on a finding: inside its range, or on the character an empty one
    /// stands before (a syntax error's place).
    static func contains(_ range: LSPRange, _ position: LSPPosition) -> Bool {
        let start = (range.start.line, range.start.character), at = (position.line, position.character)
        let end = range.start == range.end ? (range.end.line, range.end.character + 1) : (range.end.line, range.end.character)
        return start <= at && at < end
    }

    private func codeActions(in range: LSPRange, only: [String]?, uri: String, open: OpenDocument) -> [JSONValue] {
        func wanted(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
        var actions: [JSONValue] = []
        let touched = open.diagnostics.filter { diagnostic in
            let lspRange = open.document.lspRange(of: diagnostic.range, encoding: encoding)
            return lspRange.start.line <= range.end.line && range.start.line <= lspRange.end.line
        }
        if wanted(Self.quickFix) {
            for diagnostic in touched {
                if let fix = diagnostic.fix {
                    actions.append(action(fix.title, kind: Self.quickFix, edits: fix.edits, preferred: fix.applicability == .safe,
                                          diagnostic: diagnostic, uri: uri, open: open))
                }
            }
            var suppressed = Set<String>()
            for diagnostic in touched where suppressed.insert("\(diagnostic.range.start.line) \(diagnostic.ruleID)").inserted {
                if let fix = verifiedSuppression(of: diagnostic, in: open) {
                    actions.append(action(fix.title, kind: Self.quickFix, edits: fix.edits, preferred: false,
                                          diagnostic: diagnostic, uri: uri, open: open))
                }
            }
        }
        // Offered when asked for (on save, say) or when the client asks for every kind.
        if wanted(Self.fixAll), only != nil || touched.contains(where: { $0.fix?.applicability == .safe }) {
            let edits = CodeActions.safeEdits(of: open.diagnostics)
            if !edits.isEmpty {
                actions.append(action("Fix all safely fixable higlint findings", kind: Self.fixAll, edits: edits, preferred: false,
                                      diagnostic: nil, uri: uri, open: open))
            }
        }
        return actions
    }

    /// The suppression comment for a finding, offered only when it works: with it in place the
    /// file lints with fewer findings and no new problem (the comment could land inside a YAML
    /// block scalar, a Swift multi-line string, or before an XML declaration).
    private func verifiedSuppression(of diagnostic: Diagnostic, in open: OpenDocument) -> Fix? {
        // A file that cannot be read is to be mended, not silenced: nothing after the error is checked.
        guard diagnostic.ruleID != SchemaRule.invalidDocument.rawValue else { return nil }
        guard let linter = linter(for: open.path),
              let fix = CodeActions.suppression(of: diagnostic, in: open.document, commentSyntax: open.reader.commentSyntax) else { return nil }
        // Linted as the document is: against the workspace, with the comment in the index too
        // (findings placed in the file while other files are linted obey its comments).
        let edited = CodeActions.applying(fix.edits, to: open.document)
        let (project, readers) = workspaceInputs(for: open.path, replacing: edited)
        let after = linter.lintFile(edited, path: open.path, project: project, readers: readers).diagnostics
        let problems: Set<String> = [Suppressions.ruleID, SchemaRule.invalidDocument.rawValue]
        let count = { (list: [Diagnostic]) in list.filter { problems.contains($0.ruleID) }.count }
        guard after.count < open.diagnostics.count, count(after) <= count(open.diagnostics) else { return nil }
        return fix
    }

    private func action(_ title: String, kind: String, edits: [TextEdit], preferred: Bool, diagnostic: Diagnostic?,
                        uri: String, open: OpenDocument) -> JSONValue {
        var result: [String: JSONValue] = [
            "title": .string(title), "kind": .string(kind),
            "edit": CodeActions.workspaceEdit(edits, uri: uri, document: open.document, encoding: encoding),
        ]
        if preferred { result["isPreferred"] = true }
        if let diagnostic { result["diagnostics"] = [lspDiagnostic(diagnostic, in: open.document)] }
        return .object(result)
    }
}
