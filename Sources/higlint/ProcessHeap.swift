#if canImport(Glibc)
import Glibc
#endif
import HiglintCore

/// The C library's allocator, set up for this process by the executable (the library never
/// changes process-wide settings). glibc only; with another C library these do nothing.
enum ProcessHeap {
    /// Makes glibc give blocks of 256 KiB and more back to the system when they are freed. By
    /// default it raises that threshold to the size of each large block freed (up to 32 MiB),
    /// after which such blocks stay in each thread's heap once freed: two workers that linted one
    /// 10 MiB file each, one after the other, then held both files' memory (274 MB at the peak
    /// against 165 MB for one; docs/security.md). Small allocations, all a normal file makes,
    /// are not affected. Called once, as a lint run starts.
    static func returnLargeBlocks() {
        _ = largeBlocksReturned
    }

    private static let largeBlocksReturned: Bool = {
        #if os(Linux)
        // glibc's `mallopt(M_MMAP_THRESHOLD, …)`; M_MMAP_THRESHOLD is -3 in <malloc.h>, which
        // Swift's Glibc module does not import. Another C library has no such symbol: no change.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        return unsafeBitCast(symbol, to: Mallopt.self)(-3, 256 << 10) == 1
        #else
        return false
        #endif
    }()

    /// Gives the free memory of every thread's heap back to the system (glibc's `malloc_trim`).
    /// Freed small blocks otherwise stay in the heap of the thread that freed them: after a large
    /// file (a string per suppression comment, say), the next large file on the other worker
    /// peaked at 205 MB on top of them instead of 173 (check-limits, eight files with --jobs 2).
    @Sendable static func returnFreeMemory() {
        _ = trim?(0)
    }

    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}

extension LintSession {
    /// A lint run with the allocator set up for it: large blocks go back to the system when
    /// freed, and each large file's leftovers before the next one starts.
    func runWithTunedHeap() throws -> LintOutcome {
        ProcessHeap.returnLargeBlocks()
        return try run(returningFreeMemory: ProcessHeap.returnFreeMemory)
    }
}
