/// `higlint explain RULE`: the rule's summary, the guideline text the edition cites with its
/// source, the rationale, options, a bad and a good example of each kind of file the catalog has
/// them for, and why the rule is not checked in the kinds it cannot fire on.
public enum ExplainText {
    public static func render(_ entry: RuleCatalog.Entry, description: RuleDescription, edition: Edition,
                              locale: MessageLocale) -> String {
        let ko = locale == .ko
        var out = "\(entry.id): \(entry.title.text(locale))\n"
        // The severity as configuration spells it, with the Korean word beside it.
        let severity = description.optIn ? (ko ? "기본값 꺼짐" : "off by default")
            : description.defaultSeverity.rawValue + (ko ? " (\(description.defaultSeverity.koreanName))" : "")
        out += "\(ko ? "심각도" : "Severity"): \(severity)"
        let on = entry.defaultEditions.isEmpty ? (ko ? "없음 (설정으로 켜기)" : "none (turn it on in configuration)")
            : entry.defaultEditions.map(\.rawValue).joined(separator: ", ")
        out += "   \(ko ? "기본으로 켜지는 에디션" : "On by default in"): \(on)\n\n"
        out += entry.summary.text(locale) + "\n\n"
        if let guideline = entry.guideline(for: edition) {
            // Label the text by the edition it comes from: a rule without text in the chosen
            // edition cites another one's.
            let from = guideline.edition?.rawValue ?? (ko ? "API 레퍼런스" : "API reference")
            out += ko ? "가이드라인 (\(from)):\n" : "Guideline (\(from)):\n"
            if ko, let korean = guideline.korean, !korean.quote.isEmpty {
                if !korean.heading.isEmpty { out += "  \(korean.heading)\n" }
                out += indent(korean.quote) + "\n  — \(korean.seed), \(guideline.url)\n"
                out += "  (\(ko ? "원문" : "Original"): \(guideline.heading.isEmpty ? guideline.quote : guideline.heading))\n\n"
            } else {
                if !guideline.heading.isEmpty { out += "  \(guideline.heading)\n" }
                out += indent(guideline.quote) + "\n  — \(guideline.seed), \(guideline.url)\n\n"
            }
        }
        let others = entry.guidelines.filter { $0 != entry.guideline(for: edition) }
        if !others.isEmpty {
            out += ko ? "다른 출처:\n" : "Also cited:\n"
            for other in others { out += "  \(other.seed) (\(other.edition?.rawValue ?? (ko ? "API 레퍼런스" : "API reference"))): \(other.heading.isEmpty ? other.url : other.heading)\n" }
            out += "\n"
        }
        out += (ko ? "근거:\n" : "Rationale:\n") + indent(entry.rationale.text(locale)) + "\n\n"
        if let fix = entry.fix {
            out += (ko ? "수정 (\(how(fix, ko: ko))):\n" : "Fix (\(how(fix, ko: ko))):\n") + indent(fix.text.text(locale)) + "\n"
            if let swift = entry.swiftFix {
                out += indent(ko ? "YAML과 JSON 화면 설명에 적용됩니다." : "For YAML and JSON screen descriptions.") + "\n\n"
                out += (ko ? "Swift 수정 (\(how(swift, ko: ko))):\n" : "Fix in Swift (\(how(swift, ko: ko))):\n") + indent(swift.text.text(locale)) + "\n\n"
                out += indent(ko ? "스토리보드와 xib에는 수정이 없으며, 결과 메시지가 Xcode에서 무엇을 바꿀지 알려 줍니다."
                                 : "Storyboards and xibs get no fix; their findings say what to change in Xcode.") + "\n\n"
            } else {
                out += indent(ko ? "YAML과 JSON 화면 설명에만 적용됩니다. 스토리보드, xib, Swift 파일에는 수정이 없으며, 결과 메시지가 무엇을 바꿀지 알려 줍니다."
                                 : "For YAML and JSON screen descriptions only: storyboards, xibs and Swift files get no fix; their findings say what to change.") + "\n\n"
            }
        } else {
            out += (ko ? "수정: 없음. 어느 종류의 파일에도 자동 수정이 없습니다.\n\n" : "Fix: none, for any kind of file.\n\n")
        }
        out += kinds(entry, locale: locale)
        if !description.options.isEmpty {
            out += ko ? "옵션:\n" : "Options:\n"
            for option in description.options {
                out += "  \(option.name) (\(ko ? "기본값" : "default") \(points(option.defaultValue))): \(ko ? option.koreanSummary : option.summary)\n"
            }
            out += "\n"
        }
        // A screen description first, as the catalog writes them first.
        let bad = example(entry.badExamples, edition: edition) { $0.format == "yaml" } ?? example(entry.badExamples, edition: edition) { _ in true }
        if let bad {
            out += label(ko ? "위반 예" : "Triggers", bad.format == "yaml" ? nil : formatNames[bad.format], bad, edition, ko)
                + indent(bad.text, by: "    ") + "\n"
        }
        // One example of each other format the catalog holds (docs/rule-catalog.md).
        for format in ["json", "swift", "storyboard", "xib"] where bad?.format != format {
            guard let example = example(entry.badExamples, edition: edition, where: { $0.format == format }), let name = formatNames[format] else { continue }
            out += "\n" + label(ko ? "위반 예" : "Triggers", name, example, edition, ko) + indent(example.text, by: "    ") + "\n"
        }
        if let good = example(entry.goodExamples, edition: edition, where: { $0.kind == .screenDescription })
            ?? example(entry.goodExamples, edition: edition, where: { _ in true }) {
            out += "\n"
            out += label(ko ? "올바른 예" : "Does not trigger", good.kind == .screenDescription ? nil : formatNames[good.format], good, edition, ko)
                + indent(good.text, by: "    ") + "\n"
            // And one of each other kind of file: a correct design in the language of that file.
            for kind in [SourceKind.screenDescription, .swift, .interfaceBuilder] where kind != good.kind {
                guard let example = example(entry.goodExamples, edition: edition, where: { $0.kind == kind }) else { continue }
                let name = formatNames[example.format] ?? example.format
                out += "\n" + label(ko ? "올바른 예" : "Does not trigger", name, example, edition, ko) + indent(example.text, by: "    ") + "\n"
            }
        }
        out += notChecked(entry, locale: locale)
        return out
    }

    /// "safe, higlint --fix" or "unsafe, higlint --fix --unsafe-fixes".
    private static func how(_ fix: RuleCatalog.FixNote, ko: Bool) -> String {
        fix.applicability == .safe ? (ko ? "안전, higlint --fix" : "safe, higlint --fix")
            : (ko ? "안전하지 않음, higlint --fix --unsafe-fixes" : "unsafe, higlint --fix --unsafe-fixes")
    }

    private static let formatNames = ["yaml": "YAML", "json": "JSON", "swift": "Swift", "storyboard": "storyboard", "xib": "xib"]

    /// The kinds of file the rule cannot fire on (the catalog's `notIn`), each with the reason.
    private static func notChecked(_ entry: RuleCatalog.Entry, locale: MessageLocale) -> String {
        let ko = locale == .ko
        let rows: [(SourceKind, String)] = [(.swift, ko ? "Swift 파일" : "Swift files"),
                                            (.interfaceBuilder, ko ? "스토리보드와 xib" : "Storyboards and xibs")]
        var out = ""
        for (kind, label) in rows {
            guard let reason = entry.notIn[kind] else { continue }
            out += "\(label): \(ko ? "검사하지 않음" : "not checked") — \(reason.text(locale))\n"
        }
        return out.isEmpty ? "" : "\n" + out
    }

    /// What a finding says in each kind of file higlint reads (docs/rule-catalog.md, "Messages in
    /// the file's language"): each message with its own Swift or Interface Builder wording.
    private static func kinds(_ entry: RuleCatalog.Entry, locale: MessageLocale) -> String {
        let ko = locale == .ko
        var out = ko ? "파일 종류별 메시지 (YAML, JSON, 스토리보드, xib, Swift):\n" : "In each kind of file (YAML, JSON, storyboards, xibs, Swift):\n"
        let varied = entry.messages.keys.sorted().filter { entry.variants[$0] != nil }
        for key in varied {
            out += "  \(key):\n"
            let rows: [(String, SourceKind)] = [(ko ? "YAML, JSON" : "YAML and JSON", .screenDescription), ("Swift", .swift),
                                                (ko ? "스토리보드, xib" : "Storyboards and xibs", .interfaceBuilder)]
            // A kind the rule cannot fire on has its line at the end (`notIn`), not a wording.
            for (label, kind) in rows where entry.notIn[kind] == nil {
                out += indent(label + ": " + (entry.message(key, for: kind)?.text(locale) ?? ""), by: "    ") + "\n"
            }
        }
        if varied.count < entry.messages.count {
            out += indent(varied.isEmpty ? (ko ? "메시지는 모든 종류의 파일에서 같습니다." : "Its messages read the same in every kind of file.")
                          : (ko ? "다른 메시지는 모든 종류의 파일에서 같습니다." : "Its other messages read the same in every kind of file.")) + "\n"
        }
        return out + "\n"
    }

    /// The first example `pick` accepts, one linted in the edition explained before any other: an
    /// example of an edition-only condition (the 2011 text's width) is shown only where nothing else is.
    private static func example(_ examples: [RuleCatalog.Example], edition: Edition,
                                where pick: (RuleCatalog.Example) -> Bool) -> RuleCatalog.Example? {
        examples.first { pick($0) && $0.edition == edition } ?? examples.first(where: pick)
    }

    /// "Triggers (Swift):", with the edition an example is linted in when it is not the one explained
    /// ("Triggers (Swift, edition ios-2011):"): in the explained edition it would not fire.
    private static func label(_ words: String, _ format: String?, _ example: RuleCatalog.Example, _ edition: Edition, _ ko: Bool) -> String {
        var notes = format.map { [$0] } ?? []
        if example.edition != edition { notes.append((ko ? "에디션 " : "edition ") + example.edition.rawValue) }
        return notes.isEmpty ? words + ":\n" : words + " (" + notes.joined(separator: ", ") + "):\n"
    }

    private static func indent(_ text: String, by prefix: String = "  ") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : prefix + $0 }
            .joined(separator: "\n")
            .trimmingTrailingNewlines()
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
