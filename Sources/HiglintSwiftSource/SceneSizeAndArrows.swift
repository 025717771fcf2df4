import HiglintCore
import SwiftSyntax

/// The size and arrows a class's code gives a storyboard scene's popover, which it sets after the
/// storyboard's values are loaded and so replaces them: as the content, `preferredContentSize` (and
/// `popoverPresentationController?.permittedArrowDirections`) on itself; as the presenter, the same
/// on `segue.destination` in `prepare(for:sender:)`.
///
/// A value is a literal only when it is the one assignment to it, a statement of the method's own
/// body before any `guard`, `return` or `throw`, in a method that runs before the popover shows
/// (`viewDidLoad`, an initializer…; for the presenter, `prepare(for:sender:)`), and written as
/// `CGSize(width:height:)` or `.up`/`[.up, .down]`. Any other assignment is `unknown`: it says only
/// that the storyboard's value may not be the one shown, so rules that need it do not fire.
struct SceneSizeAndArrows {
    var contentSize: CodeValue<Size>?
    var contentArrows: CodeValue<Set<ArrowDirection>>?
    var preparedSize: CodeValue<Size>?
    var preparedArrows: CodeValue<Set<ArrowDirection>>?
    /// Which segues each assignment in `prepare(for:sender:)` runs for.
    var preparedConditions: [SegueCondition] = []

    /// Methods UIKit calls on a storyboard's view controller before its popover is shown.
    private static let beforeShowing: Set<String> = ["init", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear"]

    init(of type: DeclaredType, in file: SwiftFile, prepare: PrepareForSegue?) {
        var contentSizes: [Assignment] = []
        var contentArrows: [Assignment] = []
        var preparedSizes: [Assignment] = []
        var preparedArrows: [Assignment] = []
        let popoverControllers = prepare?.popoverControllerNames ?? []
        for member in type.members {
            // `override var preferredContentSize: CGSize { … }`: computed whenever UIKit asks.
            if let variable = member.as(VariableDeclSyntax.self) {
                for binding in variable.bindings.nodes where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "preferredContentSize" {
                    contentSizes.append(Assignment(value: nil, range: file.lines.range(of: binding), runsFirst: false))
                }
            }
            guard let method = Method(member) else { continue }
            for assignment in Self.assignments(in: method.body, file: file) {
                let path = assignment.path
                if path == ["preferredContentSize"] {
                    contentSizes.append(assignment.with(runsFirst: assignment.runsFirst && Self.beforeShowing.contains(method.name)))
                } else if path == ["popoverPresentationController", "permittedArrowDirections"] {
                    contentArrows.append(assignment.with(runsFirst: assignment.runsFirst && Self.beforeShowing.contains(method.name)))
                } else if let prepare, method.body.id == prepare.body.id {
                    // Run for every segue, or for those the conditions around it let through
                    // (`PreparedSegues`); on `segue.destination`, or a name bound to it there.
                    let (condition, destinationNames) = assignment.statement.map { prepare.condition(of: $0) } ?? (.unsure, [])
                    let onDestination: ArraySlice<String>?
                    if path.starts(with: [prepare.segue, "destination"]) {
                        onDestination = path.dropFirst(2)
                    } else if let first = path.first, destinationNames.contains(first) {
                        onDestination = path.dropFirst()
                    } else if path.count == 2, popoverControllers.contains(path[0]) {
                        // `ppc.permittedArrowDirections = .up` with `if let ppc = segue.destination.popoverPresentationController`.
                        onDestination = ["popoverPresentationController", path[1]]
                    } else {
                        onDestination = nil
                    }
                    let runs = condition != .unsure
                    if path.last == "preferredContentSize" {
                        preparedSizes.append(assignment.with(runsFirst: runs && onDestination == ["preferredContentSize"]))
                        preparedConditions.append(condition)
                    } else if path.suffix(2) == ["popoverPresentationController", "permittedArrowDirections"]
                                || onDestination == ["popoverPresentationController", "permittedArrowDirections"] {
                        preparedArrows.append(assignment.with(runsFirst: runs && onDestination == ["popoverPresentationController", "permittedArrowDirections"]))
                        preparedConditions.append(condition)
                    }
                }
            }
        }
        self.contentSize = Self.value(contentSizes, UIKitCode.size)
        self.contentArrows = Self.value(contentArrows, UIKitCode.arrows)
        self.preparedSize = Self.value(preparedSizes, UIKitCode.size)
        self.preparedArrows = Self.value(preparedArrows, UIKitCode.arrows)
    }

    /// One assignment that runs first, of a literal: that literal; anything else: unknown, at the
    /// first assignment.
    private static func value<Value>(_ assignments: [Assignment], _ literal: (ExprSyntax) -> Value?) -> CodeValue<Value>? {
        guard let first = assignments.first else { return nil }
        if assignments.count == 1, first.runsFirst, let value = first.value, let parsed = literal(value) {
            return .literal(parsed, first.range)
        }
        return .unknown(first.range)
    }

    private struct Assignment {
        var path: [String] = []
        let value: ExprSyntax?
        let range: SourceRange
        /// Runs whenever the method does (for `prepare(for:sender:)`: for the segues it is for).
        let runsFirst: Bool
        var statement: Syntax?

        init(path: [String] = [], value: ExprSyntax?, range: SourceRange, runsFirst: Bool, statement: Syntax? = nil) {
            self.path = path
            self.value = value
            self.range = range
            self.runsFirst = runsFirst
            self.statement = statement
        }

        func with(runsFirst: Bool) -> Assignment { Assignment(path: path, value: value, range: range, runsFirst: runsFirst, statement: statement) }
    }

    /// A method or an initializer with a body.
    private struct Method {
        let name: String
        let body: CodeBlockSyntax

        init?(_ member: DeclSyntax) {
            if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
                name = function.name.text
                self.body = body
            } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
                name = "init"
                self.body = body
            } else {
                return nil
            }
        }
    }

    /// Every assignment to a `preferredContentSize` or `permittedArrowDirections` in the method, in
    /// source order; `runsFirst` when it is a statement of the body itself with no `guard`,
    /// `return` or `throw` before it.
    private static func assignments(in body: CodeBlockSyntax, file: SwiftFile) -> [Assignment] {
        var topLevel = Set<SyntaxIdentifier>()
        for item in body.statements.nodes {
            if case .expr(let expression) = item.item, expression.is(SequenceExprSyntax.self) { topLevel.insert(expression.id) }
            // Past a statement that may leave the method (`guard`, `return`, `throw`, in it or
            // in a block of it), what follows may not run.
            if item.tokens(viewMode: .sourceAccurate).contains(where: { [.keyword(.guard), .keyword(.return), .keyword(.throw)].contains($0.tokenKind) }) { break }
        }
        var found: [Assignment] = []
        file.forEachNode(in: Syntax(body)) { node in
            guard let sequence = node.as(SequenceExprSyntax.self) else { return }
            // A value operators compute (`isPad ? large : small`) is set, and not known.
            let target: ExprSyntax
            let value: ExprSyntax?
            if let assignment = sequence.assignment {
                (target, value) = assignment
            } else if let computed = sequence.computedAssignment {
                (target, value) = (computed.target, nil)
            } else {
                return
            }
            let path = UIKitCode.path(of: target)
            guard path.last == "preferredContentSize" || path.last == "permittedArrowDirections" else { return }
            found.append(Assignment(path: path, value: value, range: value.map { file.lines.range(of: $0) } ?? file.lines.range(of: sequence),
                                    runsFirst: topLevel.contains(sequence.id),
                                    statement: Syntax(sequence)))
        }
        return found
    }
}
