import Foundation
import HiglintCore

/// The hover over a finding, in Markdown: what `higlint explain RULE` prints (the guideline quote
/// with its source, the rationale, a bad and a good example), led by the finding's own message.
enum HoverText {
    static func markdown(for diagnostic: Diagnostic, edition: Edition, locale: MessageLocale) -> String {
        let ko = locale == .ko
        var out = "**\(diagnostic.ruleID)** · \(diagnostic.severity.rawValue)\n\n\(escaped(diagnostic.message))\n"
        if let schema = SchemaRule(rawValue: diagnostic.ruleID) {
            return out + "\n" + escaped(schema.summary) + "\n"
        }
        guard RuleRegistry.rule(diagnostic.ruleID) != nil, let entry = RuleCatalog.shared[diagnostic.ruleID] else {
            if diagnostic.ruleID == Suppressions.ruleID { out += "\n" + escaped(Suppressions.summary.text(locale)) + "\n" }
            return out
        }
        out += "\n---\n\n### \(escaped(entry.title.text(locale)))\n\n\(escaped(entry.summary.text(locale)))\n"
        if let guideline = entry.guideline(for: edition) {
            let from = guideline.edition?.rawValue ?? (ko ? "API 레퍼런스" : "API reference")
            let useKorean = ko && !(guideline.korean?.quote.isEmpty ?? true)
            let heading = useKorean ? guideline.korean!.heading : guideline.heading
            let quote = useKorean ? guideline.korean!.quote : guideline.quote
            let seed = useKorean ? guideline.korean!.seed : guideline.seed
            out += "\n**\(ko ? "가이드라인" : "Guideline") (\(from))**"
            if !heading.isEmpty { out += ": \(escaped(heading))" }
            out += "\n\n" + quote.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + escaped(String($0)) }.joined(separator: "\n")
            out += "\n>\n> — [\(seed)](\(guideline.url))\n"
        }
        out += "\n**\(ko ? "근거" : "Rationale")**\n\n\(escaped(entry.rationale.text(locale)))\n"
        if let bad = entry.badExamples.first {
            out += "\n**\(ko ? "위반 예" : "Triggers")**\n\n" + fenced(bad.text, format: bad.format)
        }
        if let good = entry.goodExamples.first {
            out += "\n**\(ko ? "올바른 예" : "Does not trigger")**\n\n" + fenced(good.text, format: good.format)
        }
        return out
    }

    /// Text from files and the catalog shown as text, not markup: `*`, `_`, `<` and friends are
    /// escaped so a value like `a_b_c` or `<View>` reads as written.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_{}[]<>#|".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    private static func fenced(_ text: String, format: String) -> String {
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        return fence + format + "\n" + text.trimmingCharacters(in: .newlines) + "\n" + fence + "\n"
    }
}
