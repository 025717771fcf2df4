import SwiftSyntax

/// A syntax collection's elements in order, read through `Syntax.children`. swift-syntax's own
/// iterator for collections is generic code this module cannot specialize, and each of its steps
/// looks the element type's metadata up at run time: 3.6% of linting the benchmark's Swift files
/// went to it (docs/performance-history.md, "Swift at half the bare parse"). This iterator is
/// specialized where it is used.
struct SyntaxNodes<Collection: SyntaxCollection>: Sequence, IteratorProtocol {
    private var children: IndexingIterator<SyntaxChildren>

    init(_ collection: Collection) {
        children = collection.children(viewMode: .all).makeIterator()
    }

    mutating func next() -> Collection.Element? {
        // A collection's children are all of its element type.
        children.next().map { Collection.Element($0)! }
    }
}

extension SyntaxCollection {
    /// The elements, for `for … in`, `first(where:)`, `contains(where:)` and the like.
    var nodes: SyntaxNodes<Self> { SyntaxNodes(self) }

    /// The first element, without swift-syntax's generic subscript.
    var firstNode: Element? {
        var elements = nodes
        return elements.next()
    }
}

extension ExprSyntax {
    /// `(x)`: `x`, however many parentheses are around it.
    var unparenthesized: ExprSyntax {
        var current = self
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.firstNode {
            current = only.expression
        }
        return current
    }
}

extension SequenceExprSyntax {
    /// `target = value`: a sequence of exactly these three, its middle one `=`.
    var assignment: (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(elements.nodes)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }

    /// `target = a as? B`, `target = a ?? b`, `target = c ? a : b`: an assignment of a value that
    /// operators compute, which `assignment` does not give; with `a` for a lone cast.
    var computedAssignment: (target: ExprSyntax, castOperand: ExprSyntax?)? {
        let elements = Array(elements.nodes)
        guard elements.count > 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let lonelyCast = elements.count == 5 && elements[3].is(UnresolvedAsExprSyntax.self)
        return (elements[0], lonelyCast ? elements[2] : nil)
    }
}
