import SwiftSyntax

/// `UIPopoverController`s kept in a class's stored properties: made in one method
/// (`legacyPopover = UIPopoverController(contentViewController: fonts)` in `viewDidLoad`), set up and
/// presented in others (`legacyPopover?.present(from: sender, …)` in an action method). A property
/// made in exactly one place of the class, and given no other value but `nil`, is that one popover
/// in every method that does not hide its name; one made in several places (two methods, two
/// branches), or also given another value (`legacyPopover = makePopover()`), may hold either, and
/// each is read where it is made, as before.
///
/// `UIKitCode` reads a class once to find where each property is made (`makers`), and, when one
/// is made in one place, again with `joined` set: the method that makes it is read first, and the
/// others find the popover under the property's name (`indices`).
struct StoredPopoverControllers {
    /// The names of the class's properties.
    private let properties: Set<String>
    /// The properties read as one popover, each with the member that makes it.
    private let joined: [String: SyntaxIdentifier]
    /// Where each property is made: one member per place (a member that makes it twice is listed twice).
    private var makers: [String: [SyntaxIdentifier]] = [:]
    /// A joined property's popover, by its index among the presentations read so far.
    private(set) var indices: [String: Int] = [:]
    /// Names the member being read declares (its parameters, its locals, its `if let`s): such a
    /// name hides the property of that name.
    private(set) var locals: Set<String> = []
    private var member: DeclSyntax?

    init(properties: Set<String> = [], joined: [String: SyntaxIdentifier] = [:]) {
        self.properties = properties
        self.joined = joined
    }

    /// The properties made in one place, with the member that makes each.
    var joinable: [String: SyntaxIdentifier] {
        makers.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// Of `joinable`, the properties the class gives no other value but `nil`: one assignment (the
    /// one that makes it), or none when its declaration makes it. Every member is looked at, even
    /// those the reading passes over (`legacyPopover = makePopover()` names nothing it reads), and
    /// a local of the same name counts too: it may be the property.
    static func givenNoOtherValue(_ joinable: [String: SyntaxIdentifier], in members: [DeclSyntax]) -> [String: SyntaxIdentifier] {
        let counter = AssignmentCounter(names: Set(joinable.keys))
        for member in members { counter.walk(member) }
        return joinable.filter { name, maker in
            let madeByDeclaration = members.contains { $0.id == maker && $0.is(VariableDeclSyntax.self) }
            return counter.counts[name, default: 0] == (madeByDeclaration ? 0 : 1)
        }
    }

    /// Starts reading a member: its parameters hide the properties they are named after.
    mutating func enter(_ member: DeclSyntax) {
        self.member = member
        let parameters: FunctionParameterListSyntax?
        if let function = member.as(FunctionDeclSyntax.self) {
            parameters = function.signature.parameterClause.parameters
        } else if let initializer = member.as(InitializerDeclSyntax.self) {
            parameters = initializer.signature.parameterClause.parameters
        } else {
            parameters = nil
        }
        locals = Set(parameters?.nodes.map { ($0.secondName ?? $0.firstName).text } ?? [])
    }

    /// A name bound in the member's code (`let`, `var`, `if let`, `guard let`).
    mutating func declare(_ name: String, at node: some SyntaxProtocol) {
        if !isProperty(node) { locals.insert(name) }
    }

    /// Whether a binding declares the member itself: `private let legacyPopover = UIPopoverController(…)`.
    func isProperty(_ node: some SyntaxProtocol) -> Bool {
        guard let member, member.is(VariableDeclSyntax.self), node.is(PatternBindingSyntax.self) else { return false }
        return node.parent?.parent?.id == member.id
    }

    /// The property an assignment's target names: `self.legacyPopover` always, `legacyPopover`
    /// when no local name hides it. Nil for a local variable.
    func property(_ name: String, writtenWithSelf: Bool) -> String? {
        guard properties.contains(name), writtenWithSelf || !locals.contains(name) else { return nil }
        return name
    }

    /// The property is made here, as the presentation at `index`.
    mutating func made(_ property: String, at index: Int, in presentations: inout [UIKitCode.Presentation]) {
        guard let member else { return }
        makers[property, default: []].append(member.id)
        guard joined[property] == member.id else { return }
        presentations[index].storedIn.append(property)
        indices[property] = index
    }

    /// Finds each joined property's popover again once a member's presentations are settled
    /// (an alert made and never presented is dropped, which moves the later ones).
    mutating func index(_ presentations: [UIKitCode.Presentation]) {
        guard !indices.isEmpty else { return }
        indices = [:]
        for (index, presentation) in presentations.enumerated() {
            for property in presentation.storedIn { indices[property] = index }
        }
    }
}

/// Counts the assignments of a value other than `nil` to each name (`name = …`, `self.name = …`).
private final class AssignmentCounter: SyntaxVisitor {
    let names: Set<String>
    var counts: [String: Int] = [:]

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (target, value) = node.assignment, !value.is(NilLiteralExprSyntax.self),
           case let path = UIKitCode.path(of: target), path.count == 1, names.contains(path[0]) {
            counts[path[0], default: 0] += 1
        }
        return .visitChildren
    }
}
