import HiglintCore
@_spi(RawSyntax) import SwiftSyntax

/// Values written as literals: the only values the reader trusts.
enum Literals {
    /// The text of a string literal; an interpolation (`\(name)`) stands as `…`. Nil for anything
    /// that is not a string literal.
    static func string(_ expression: ExprSyntax?) -> String? {
        // Read from the raw tree (swift-syntax's SPI, stable within the version Package.swift
        // pins): going down a literal's `Syntax` nodes made each of them, 10% of reading SwiftUI
        // screens (perf, 2026-11-29); the raw nodes are there already.
        guard let raw = expression?.raw, let literal = RawStringLiteralExprSyntax(raw) else { return nil }
        let segments = literal.segments.layoutView.children
        // Most copy is one plain segment: its text as it is, with no string built up.
        if segments.count == 1, let only = segments.first.flatMap({ $0 }), let part = RawStringSegmentSyntax(only) {
            return unescaped(String(syntaxText: part.content.tokenText))
        }
        var text = ""
        for case let segment? in segments {
            if let part = RawStringSegmentSyntax(segment) {
                text += unescaped(String(syntaxText: part.content.tokenText))
            } else {
                text += "…"
            }
        }
        return text
    }

    /// The text people read from a string literal: nil for a literal that looks like a
    /// localization key (`"settings.popover_title"`: no space, and a `.` or `_` between letters),
    /// whose words are not what the screen shows.
    static func copy(_ expression: ExprSyntax?) -> String? {
        guard let text = string(expression) else { return nil }
        return looksLikeLocalizationKey(text) ? nil : text
    }

    static func looksLikeLocalizationKey(_ text: String) -> Bool {
        // Copy people read has a space far more often than a key has a dot: that is checked first,
        // and only text with a `.` or `_` is looked at scalar by scalar.
        guard !text.utf8.contains(UInt8(ascii: " ")),
              text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }) else { return false }
        let scalars = Array(text.unicodeScalars)
        guard !scalars.contains(where: isWhitespace) else { return false }
        return scalars.indices.dropFirst().dropLast().contains { index in
            (scalars[index] == "." || scalars[index] == "_") && isAlphabetic(scalars[index - 1]) && isAlphabetic(scalars[index + 1])
        }
    }

    /// Unicode's White_Space, without a table look-up for ASCII.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// Unicode's Alphabetic, without a table look-up for ASCII.
    private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
    }

    /// `\n`, `\t`, `\"`, `\\`, `\u{…}` as the compiler reads them; other text as written.
    private static func unescaped(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else { result.append(character); continue }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let digit = iterator.next(), digit != "}" { if digit != "{" { hex.append(digit) } }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            default: result.append(next)
            }
        }
        return result
    }

    /// An integer or floating-point literal, possibly negative; nil for anything computed.
    static func number(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        let text: String
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else if let float = expression.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  ["CGFloat", "Double", "Float"].contains(name) {
            return number(call.arguments.firstNode?.expression)
        } else {
            return nil
        }
        // `1_000`: the separators go; Foundation's replacingOccurrences is not needed for one byte.
        return Double(text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text)
    }

    /// `.none` in `presentationCompactAdaptation(.none)`: the member name of an implicit member
    /// expression, with its range from the dot.
    static func implicitMember(_ expression: ExprSyntax?) -> MemberAccessExprSyntax? {
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member
    }

    /// An enum case as Swift lets it be written: `.none`, or with its type's full name,
    /// `UIModalPresentationStyle.none`, `UIAlertController.Style.actionSheet` (one of `types`).
    /// Nil for anything else (a variable, a condition, another type's member).
    static func enumCase(_ expression: ExprSyntax?, of types: Set<String>) -> MemberAccessExprSyntax? {
        guard let member = expression?.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = member.base else { return member }
        return types.contains(base.trimmedDescription) ? member : nil
    }
}

extension LabeledExprListSyntax {
    /// The argument with this label (`nil` for the first unlabeled one).
    func argument(_ label: String?) -> LabeledExprSyntax? {
        nodes.first { $0.label?.text == label }
    }
}

/// A call's arguments, read from the tree once: reading a view asks for several of them by label,
/// and a look through this array costs far less than a walk of the syntax list.
struct CallArguments {
    /// In order, each with its label (nil for an unlabelled one).
    let all: [(label: String?, argument: LabeledExprSyntax)]
    /// The closures the call passes: `content: { … }` arguments, the trailing closure and further
    /// labelled trailing closures, each with its label (nil for the unlabelled trailing one).
    let closures: [(label: String?, closure: ClosureExprSyntax)]

    init(_ call: FunctionCallExprSyntax) {
        var all: [(label: String?, argument: LabeledExprSyntax)] = []
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        for argument in call.arguments.nodes {
            let label = argument.label?.text
            all.append((label, argument))
            // Whether it is a closure is told on the raw tree: most arguments are not, and making
            // each one's expression node to tell was a third of this (callgrind, 2026-11-29).
            guard RawLabeledExprSyntax(argument.raw)?.expression.raw.kind == .closureExpr else { continue }
            if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append((label, closure)) }
        }
        if let trailingClosure = call.trailingClosure { closures.append((nil, trailingClosure)) }
        for extra in call.additionalTrailingClosures.nodes { closures.append((extra.label.text, extra.closure)) }
        self.all = all
        self.closures = closures
    }

    /// The argument with this label (`nil` for the first unlabeled one).
    func argument(_ label: String?) -> LabeledExprSyntax? {
        all.first { $0.label == label }?.argument
    }

    /// The copy a view shows: `Text("…")`'s first unlabelled argument, or `Text(verbatim:)`'s.
    var copy: LabeledExprSyntax? {
        all.first { $0.label == nil || $0.label == "verbatim" }?.argument
    }
}

extension FunctionCallExprSyntax {
    /// The closures a call passes (`CallArguments.closures`).
    var closures: [(label: String?, closure: ClosureExprSyntax)] {
        CallArguments(self).closures
    }

    /// Argument labels in order, `_` for an unlabelled one, and the trailing closures' labels
    /// (`content` standing for the unlabelled trailing closure).
    var labels: [String] {
        arguments.nodes.map { $0.label?.text ?? "_" } + (trailingClosure == nil ? [] : ["{}"])
            + additionalTrailingClosures.nodes.map { $0.label.text }
    }
}
