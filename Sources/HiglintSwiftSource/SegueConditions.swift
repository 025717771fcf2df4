import HiglintCore
import SwiftSyntax

/// For which of a scene's segues a statement of `prepare(for:sender:)` runs: those whose
/// `identifier` is one of a few string literals (`if segue.identifier == "sort"`, `case "sort":`
/// of `switch segue.identifier`, `guard segue.identifier == "sort" else { return }`) and whose
/// destination is of a class (`if let sort = segue.destination as? SortViewController`), each
/// dimension unconstrained when nil; or `unsure`, under any other condition, which is not read.
/// A destination is a chain of classes, outermost first: the destination scene's, then (for a
/// navigation controller) the class of the root it shows (`if let navigation = segue.destination
/// as? UINavigationController, let fonts = navigation.topViewController as? FontsViewController`:
/// `["UINavigationController", "FontsViewController"]`).
enum SegueCondition: Equatable {
    case segues(identifiers: Set<String>?, destinations: Set<[String]>?)
    case unsure

    static let every = SegueCondition.segues(identifiers: nil, destinations: nil)

    /// Both hold: the segues of both.
    func and(_ other: SegueCondition) -> SegueCondition {
        guard case .segues(let identifiers, let destinations) = self, case .segues(let otherIdentifiers, let otherDestinations) = other else {
            return .unsure
        }
        return .segues(identifiers: Self.both(identifiers, otherIdentifiers), destinations: Self.bothChains(destinations, otherDestinations))
    }

    /// Destinations both allow: of two chains where one starts the other, the longer one.
    private static func bothChains(_ one: Set<[String]>?, _ other: Set<[String]>?) -> Set<[String]>? {
        guard let one else { return other }
        guard let other else { return one }
        var both = Set<[String]>()
        for first in one {
            for second in other {
                if second.starts(with: first) { both.insert(second) } else if first.starts(with: second) { both.insert(first) }
            }
        }
        return both
    }

    private static func both(_ one: Set<String>?, _ other: Set<String>?) -> Set<String>? {
        guard let one else { return other }
        guard let other else { return one }
        return one.intersection(other)
    }
}

/// A class's `prepare(for:sender:)`, and which segues its statements run for.
struct PrepareForSegue {
    let body: CodeBlockSyntax
    /// `segue` in `prepare(for segue: UIStoryboardSegue, sender: Any?)`.
    let segue: String
    /// The class it is declared in, and that class's file: where identifier constants are looked up.
    private let type: DeclaredType
    private let file: SwiftFile
    /// Names every binding of which in the method holds the segue's identifier (`guard let
    /// identifier = segue.identifier`, `if let id = segue.identifier`, `let id = segue.identifier ?? ""`).
    private let identifierNames: Set<String>
    /// Names every binding of which in the method is a `let` of the segue's destination itself
    /// (`let controller = segue.destination`, `… as! SortViewController`): what is set on them is
    /// set on the destination, for every segue the statement runs for.
    let destinationAliases: Set<String>

    init?(of type: DeclaredType, in file: SwiftFile) {
        for function in type.functions("prepare") where Conditions.isCompiled(function, in: .standard) {
            guard let body = function.body, let first = function.signature.parameterClause.parameters.firstNode,
                  first.firstName.text == "for" else { continue }
            self.body = body
            let segue = (first.secondName ?? first.firstName).text
            self.segue = segue
            self.type = type
            self.file = file
            let bindings = Self.bindings(in: body)
            identifierNames = Self.names(in: bindings) { value, isConstant in
                isConstant && UIKitCode.path(of: Self.strippingDefault(value)) == [segue, "identifier"]
            }
            destinationAliases = Self.names(in: bindings) { value, isConstant in
                isConstant && UIKitCode.path(of: Self.strippingForcedCast(value)) == [segue, "destination"]
            }
            return
        }
        return nil
    }

    /// A name the method binds, with the value bound (nil when there is none, as in a `for`, a
    /// closure's parameters or `if let identifier`) and whether it is a constant binding.
    private struct Binding {
        var name: String
        var value: ExprSyntax?
        var isConstant: Bool
    }

    /// Every name `body` binds: `let`/`var`, `if let`/`guard let`, and the parameters and loop
    /// variables that may shadow a name (with no value).
    private static func bindings(in body: CodeBlockSyntax) -> [Binding] {
        var found: [Binding] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
            if let pattern = parent.as(IdentifierPatternSyntax.self) {
                if let binding = pattern.parent?.as(PatternBindingSyntax.self) {
                    let isConstant = binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
                    found.append(Binding(name: name, value: binding.initializer?.value, isConstant: isConstant))
                } else if let optional = pattern.parent?.as(OptionalBindingConditionSyntax.self) {
                    found.append(Binding(name: name, value: optional.initializer?.value,
                                         isConstant: optional.bindingSpecifier.tokenKind == .keyword(.let)))
                } else {
                    found.append(Binding(name: name, value: nil, isConstant: false))
                }
            } else if parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self) || parent.is(FunctionParameterSyntax.self) {
                found.append(Binding(name: name, value: nil, isConstant: false))
            }
        }
        return found
    }

    /// The names all of whose bindings hold what `holds` accepts.
    private static func names(in bindings: [Binding], where holds: (ExprSyntax, Bool) -> Bool) -> Set<String> {
        var accepted = Set<String>()
        var refused = Set<String>()
        for binding in bindings {
            if let value = binding.value, holds(value, binding.isConstant) { accepted.insert(binding.name) } else { refused.insert(binding.name) }
        }
        return accepted.subtracting(refused)
    }

    /// `segue.identifier ?? ""`: the identifier.
    private static func strippingDefault(_ value: ExprSyntax) -> ExprSyntax {
        if let elements = value.as(SequenceExprSyntax.self).map({ Array($0.elements.nodes) }), elements.count == 3,
           elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??", Literals.string(elements[2]) != nil {
            return elements[0]
        }
        return value
    }

    /// `segue.destination as! SortViewController`: the destination (the cast stops the app otherwise).
    private static func strippingForcedCast(_ value: ExprSyntax) -> ExprSyntax {
        if let elements = value.as(SequenceExprSyntax.self).map({ Array($0.elements.nodes) }), elements.count == 3,
           let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .exclamationMark {
            return elements[0]
        }
        return value
    }

    /// The names the method binds to the destination's popover presentation controller: `let
    /// popView = segue.destination.popoverPresentationController`, `if let ppc = …` or `guard
    /// let ppc = …` (also its `presentationController`, the same object for a popover).
    var popoverControllerNames: Set<String> {
        var names = Set<String>()
        func note(_ name: String?, _ value: ExprSyntax?) {
            guard let name, let value, isDestinationsPopoverController(value) else { return }
            names.insert(name)
        }
        for node in body.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent }) {
            if let binding = node.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                note(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.initializer?.value)
            } else if let optional = node.as(OptionalBindingConditionSyntax.self) {
                note(optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, optional.initializer?.value)
            }
        }
        return names
    }

    /// `ppc != nil`, where `ppc` holds the destination's popover presentation controller (or is
    /// written as it): false only where the segue shows no popover.
    private func isPopoverControllerCheck(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!=", elements[2].is(NilLiteralExprSyntax.self) else { return false }
        if isDestinationsPopoverController(elements[0]) { return true }
        guard let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return popoverControllerNames.contains(name)
    }

    /// `segue.destination.popoverPresentationController` (or its `presentationController`), also
    /// through a name of the destination.
    private func isDestinationsPopoverController(_ value: ExprSyntax) -> Bool {
        var path = UIKitCode.path(of: value)
        if let first = path.first, destinationAliases.contains(first) { path = [segue, "destination"] + path.dropFirst() }
        return path.first == segue && path.count >= 3 && path[1] == "destination"
            && (path.last == "popoverPresentationController" || path.last == "presentationController")
    }

    /// The segues `node` runs for, from the conditions around it and the statements before it,
    /// and the names bound to the segue's destination there (`sort` in `if let sort =
    /// segue.destination as? SortViewController`).
    func condition(of node: some SyntaxProtocol) -> (condition: SegueCondition, destinationNames: Set<String>) {
        var condition = SegueCondition.every
        var names = destinationAliases
        // Under `if let id = segue.identifier`: not for a segue with no identifier, so only where
        // the identifier is told apart as well.
        var needsIdentifier = false
        var current = Syntax(node)
        while let parent = current.parent, current.id != body.id {
            defer { current = parent }
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                // A statement before it in its block that may leave the block, unless it is a
                // `guard` on the segue.
                for earlier in list {
                    if earlier.id == item.id { break }
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self), let (met, bound, bindsIdentifier) = segues(in: guardStatement.conditions) {
                        condition = condition.and(met)
                        names.formUnion(bound)
                        needsIdentifier = needsIdentifier || bindsIdentifier
                    } else if Self.mayLeave(earlier) {
                        return (.unsure, [])
                    }
                }
            } else if let block = current.as(CodeBlockSyntax.self), let ifExpression = parent.as(IfExprSyntax.self) {
                guard block.id == ifExpression.body.id, let (met, bound, bindsIdentifier) = segues(in: ifExpression.conditions) else { return (.unsure, []) }
                condition = condition.and(met)
                names.formUnion(bound)
                needsIdentifier = needsIdentifier || bindsIdentifier
            } else if let switchCase = current.as(SwitchCaseSyntax.self) {
                guard let identifiers = identifiers(in: switchCase) else { return (.unsure, []) }
                condition = condition.and(.segues(identifiers: identifiers, destinations: nil))
            } else if current.is(ClosureExprSyntax.self) || current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self)
                        || current.is(RepeatStmtSyntax.self) || current.is(GuardStmtSyntax.self) || current.is(DoStmtSyntax.self)
                        || current.is(IfConfigClauseSyntax.self) || current.is(FunctionDeclSyntax.self) || current.is(AccessorDeclSyntax.self) {
                // Run any number of times, or later, or not at all (a nested function is called,
                // or not, from elsewhere).
                return (.unsure, [])
            }
        }
        if needsIdentifier, case .segues(nil, _) = condition { return (.unsure, []) }
        return (condition, names)
    }

    /// Conditions that each say something of the segue (all must hold): the segues they let
    /// through, the names they bind to its destination, and whether one binds its identifier
    /// (`let id = segue.identifier`, which lets through only segues with one); nil when one says
    /// anything else.
    private func segues(in conditions: ConditionElementListSyntax) -> (SegueCondition, Set<String>, bindsIdentifier: Bool)? {
        var met = SegueCondition.every
        var bound = Set<String>()
        var bindsIdentifier = false
        // What each name bound here holds: a controller of the segue's scenes (below).
        var held: [String: Controller] = [:]
        for element in conditions.nodes {
            switch element.condition {
            case .expression(let written):
                // `if (segue.identifier == "share")`, as C-trained hands write it.
                let expression = written.unparenthesized
                if let identifiers = identifiers(in: expression) {
                    met = met.and(.segues(identifiers: identifiers, destinations: nil))
                } else if let sequence = expression.as(SequenceExprSyntax.self), let classes = checkedClasses(sequence, operator: "is", held: held) {
                    met = met.and(.segues(identifiers: nil, destinations: [classes]))
                } else if isPopoverControllerCheck(expression) {
                    // `if ppc != nil`, `ppc` the destination's popover controller: as `if let ppc = …`.
                    continue
                } else {
                    return nil
                }
            case .optionalBinding(let binding) where binding.initializer.map({ isIdentifier($0.value) }) == true:
                bindsIdentifier = true
            case .optionalBinding(let binding) where binding.initializer.map({ isDestinationsPopoverController($0.value) }) == true:
                // `if let popover = segue.destination.popoverPresentationController`: nil only
                // where the segue shows no popover, which nothing here is said of.
                continue
            case .optionalBinding(let binding):
                // `let sort = segue.destination as? SortViewController`, or the root a navigation
                // controller shows: `let fonts = navigation.topViewController as? FontsViewController`.
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let sequence = binding.initializer?.value.as(SequenceExprSyntax.self),
                      let classes = checkedClasses(sequence, operator: "as?", held: held) else { return nil }
                met = met.and(.segues(identifiers: nil, destinations: [classes]))
                held[name] = Controller(classes: classes, depth: classes.count - 1)
                if classes.count == 1 { bound.insert(name) }
            default:
                return nil
            }
        }
        return (met, bound, bindsIdentifier)
    }

    /// A controller of a segue's scenes: the destination (`depth` 0) or a root it shows (1: a
    /// navigation controller's), with the classes known of those down to it, outermost first.
    private struct Controller {
        var classes: [String]
        var depth: Int
    }

    /// `E as? T` (`operator` "as?") or `E is T` ("is"), `E` a controller of the segue's scenes
    /// (`segue.destination`, a name bound to one, a navigation controller's root): the classes of
    /// the scenes down to it, `T` last.
    private func checkedClasses(_ sequence: SequenceExprSyntax, operator: String, held: [String: Controller]) -> [String]? {
        let elements = Array(sequence.elements.nodes)
        guard elements.count == 3, let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        if `operator` == "is" {
            guard elements[1].is(UnresolvedIsExprSyntax.self) else { return nil }
        } else {
            guard let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else { return nil }
        }
        guard let controller = controller(elements[0], held: held) else { return nil }
        return Self.cast(controller, to: UIKitCode.className(of: type.type))?.classes
    }

    /// `controller` known to be of class `name` (at its depth), or nil when it is known to be
    /// of another.
    private static func cast(_ controller: Controller, to name: String) -> Controller? {
        if controller.classes.count == controller.depth { return Controller(classes: controller.classes + [name], depth: controller.depth) }
        return controller.classes.count == controller.depth + 1 && controller.classes.last == name ? controller : nil
    }

    /// The controller an expression names: `segue.destination`; a name bound to one;
    /// `(segue.destination as? UINavigationController)?` or `as!`; the root such a navigation
    /// controller shows (`.topViewController`, `.viewControllers.first`). Nil for anything else.
    private func controller(_ expression: ExprSyntax, held: [String: Controller]) -> Controller? {
        var expression = expression
        while true {
            if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                expression = only.expression
            } else {
                break
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements.nodes)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self),
                  let inner = controller(elements[0], held: held) else { return nil }
            return Self.cast(inner, to: UIKitCode.className(of: type.type))
        }
        let path = UIKitCode.path(of: expression)
        if path == [segue, "destination"] { return Controller(classes: [], depth: 0) }
        if path.count == 1, let name = path.first, let controller = held[name] { return controller }
        // A navigation controller's root: what it shows before anything is pushed.
        let root: ExprSyntax?
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "topViewController" {
            root = member.base
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "first",
                  let list = member.base?.as(MemberAccessExprSyntax.self), list.declName.baseName.text == "viewControllers" {
            root = list.base
        } else {
            root = nil
        }
        guard let root, let navigation = controller(root, held: held), navigation.depth == 0,
              navigation.classes == ["UINavigationController"] else { return nil }
        return Controller(classes: navigation.classes, depth: 1)
    }

    /// `segue.identifier == "sort"`, or several joined by `||`: the literals; nil for anything else.
    private func identifiers(in expression: ExprSyntax) -> Set<String>? {
        guard let sequence = expression.unparenthesized.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements.nodes)
        var names = Set<String>()
        var start = 0
        while start < elements.count {
            guard start + 3 <= elements.count, elements[start + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
            let (left, right) = (elements[start], elements[start + 2])
            guard let name = isIdentifier(left) ? string(right) : isIdentifier(right) ? string(left) : nil else { return nil }
            names.insert(name)
            start += 3
            if start < elements.count {
                guard elements[start].as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return nil }
                start += 1
            }
        }
        return names
    }

    /// `case "sort", "filter":` of `switch segue.identifier` (also `segue.identifier ?? ""`).
    private func identifiers(in switchCase: SwitchCaseSyntax) -> Set<String>? {
        guard case .case(let label) = switchCase.label, let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
        var subject = switchExpression.subject
        // `switch segue.identifier ?? ""`: the identifier is the left of `??`.
        if let elements = subject.as(SequenceExprSyntax.self).map({ Array($0.elements.nodes) }), elements.count == 3,
           elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            subject = elements[0]
        }
        guard isIdentifier(subject) else { return nil }
        var names = Set<String>()
        for item in label.caseItems.nodes {
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                  let name = string(pattern.expression) else { return nil }
            names.insert(name)
        }
        return names
    }

    /// A string the code names for an identifier: a literal; a constant of this file initialised
    /// with one (`static let showSort = "showSort"`, as `showSort`, `Self.showSort` or
    /// `LibraryViewController.showSort`); or the raw value of a case of a `String` enum of this file
    /// (`Segue.showSort.rawValue`, the case's name when none is written). Nil for anything else.
    private func string(_ expression: ExprSyntax) -> String? {
        if let literal = Literals.string(expression) { return literal }
        // `case "sort"?:` and `case .some("sort"):` of `switch segue.identifier`.
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return string(optional.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "some" }) == true,
           call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
            return string(only.expression)
        }
        let path = UIKitCode.path(of: expression)
        if path.count == 3, path[2] == "rawValue", let owner = file.types[path[0]] {
            return Self.rawValue(of: path[1], in: owner)
        }
        let owner: DeclaredType?
        switch path.count {
        case 1: owner = type
        case 2: owner = path[0] == "Self" ? type : file.types[path[0]]
        default: owner = nil
        }
        guard let owner, let name = path.last, let (declaration, binding) = owner.property(name),
              declaration.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value else { return nil }
        return Literals.string(value)
    }

    /// The raw value of case `name` of a `String` enum.
    private static func rawValue(of name: String, in owner: DeclaredType) -> String? {
        guard owner.declarations.contains(where: { $0.is(EnumDeclSyntax.self) }), owner.inherited.contains("String") else { return nil }
        for member in owner.members {
            guard let caseDeclaration = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDeclaration.elements.nodes where element.name.text == name {
                guard let raw = element.rawValue else { return name }
                return Literals.string(raw.value)
            }
        }
        return nil
    }

    private func isIdentifier(_ expression: ExprSyntax) -> Bool {
        let path = UIKitCode.path(of: expression)
        return path == [segue, "identifier"] || (path.count == 1 && identifierNames.contains(path[0]))
    }

    /// A statement that may end the block early: `return`, `throw`, `break`, `continue`, a
    /// `guard`, anywhere in it.
    private static func mayLeave(_ item: CodeBlockItemSyntax) -> Bool {
        item.tokens(viewMode: .sourceAccurate).contains { token in
            [.keyword(.return), .keyword(.throw), .keyword(.guard), .keyword(.break), .keyword(.continue)].contains(token.tokenKind)
        }
    }
}
