/// The children of every open container of a reader, in order, on one manually managed stack.
///
/// Both readers push each finished value here and, when a container closes, move its children
/// into one array of exactly their number. An array per container grown by `append` would double
/// its way up (log n reallocations, and up to twice the memory kept as slack in the tree); this
/// stack grows once per file to the widest container and is then reused.
struct PendingNodes {
    private var base: UnsafeMutablePointer<Node>
    private(set) var count = 0
    private var capacity = 64

    init() {
        base = .allocate(capacity: capacity)
    }

    /// Frees the stack and any nodes left on it (a reader that stopped at an error leaves some).
    /// Call exactly once.
    mutating func release() {
        removeAll()
        base.deallocate()
    }

    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    mutating func push(_ node: consuming Node) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = bigger
            capacity *= 2
        }
        (base + count).initialize(to: consume node)
        count += 1
    }

    // The arrays are made with `reserveCapacity` and `append`, which the compiler specializes
    // for `Node` and `Entry`; `Array(unsafeUninitializedCapacity:)` reaches a generic stdlib
    // function that looks the array's storage type up in the Swift runtime's shared metadata
    // cache on every call: about 600 instructions each (callgrind), and a cache line that
    // parallel workers contend for.

    /// Moves the nodes from `start` to the top into a new array.
    mutating func takeItems(from start: Int) -> [Node] {
        let taken = count - start
        let source = base + start
        count = start
        var items: [Node] = []
        items.reserveCapacity(taken)
        for index in 0..<taken { items.append((source + index).move()) }
        return items
    }

    /// Moves key, value, key, value … from `start` to the top into entries.
    mutating func takeEntries(from start: Int) -> [Entry] {
        let pairs = (count - start) / 2
        let source = base + start
        // Readers close a mapping only after a value, so the count is even; be safe anyway.
        if (count - start) % 2 == 1 { (source + 2 * pairs).deinitialize(count: 1) }
        count = start
        var entries: [Entry] = []
        entries.reserveCapacity(pairs)
        for index in 0..<pairs {
            entries.append(Entry(key: (source + 2 * index).move(), value: (source + 2 * index + 1).move()))
        }
        return entries
    }
}
