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

    /// Makes this thread's heap writable up to `reservedHeap` at once, its memory given back at
    /// once. glibc grows the heap of a thread other than the main one by exactly each request, one
    /// `mprotect` a time, with no padding: linting the Swift benchmark's 400 files made 2,138 such
    /// calls, 6% of the run (perf). Once grown, the heap stays writable when its top is trimmed,
    /// so growing it again within that room costs no system call. The blocks are under the
    /// threshold `returnLargeBlocks` sets, so they come from the heap, not from `mmap`; freed in
    /// order, they join the top of the heap, which is then trimmed in one go (`madvise`): nothing
    /// stays resident.
    static func reserveThisThreadsHeap() {
        #if os(Linux)
        guard largeBlocksReturned else { return }
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(reservedHeap / reservationBlock)
        for _ in 0..<reservedHeap / reservationBlock {
            guard let block = malloc(reservationBlock) else { break }
            blocks.append(block)
        }
        adviseHugePages(from: blocks.min(), to: blocks.max().map { $0 + reservationBlock })
        for block in blocks { free(block) }
        #endif
    }

    #if os(Linux)
    /// Asks the kernel to back the reserved heap with 2 MiB pages where it can (transparent huge
    /// pages in `madvise` mode, the default of most distributions). A parsed Swift file's tree
    /// takes about 60 times its bytes, all kept until the run's index is done, and each 4 KiB page
    /// the heap first touches is a page fault: 5,300 of them over the benchmark's 400 files, 11% of
    /// the run (perf). With 2 MiB pages that is a few dozen. Where the kernel has no such pages, or
    /// they are off, the advice changes nothing.
    private static func adviseHugePages(from low: UnsafeMutableRawPointer?, to high: UnsafeMutableRawPointer?) {
        guard let low, let high else { return }
        let hugePage = 2 << 20
        let start = (Int(bitPattern: low) + hugePage - 1) & ~(hugePage - 1)
        let end = Int(bitPattern: high) & ~(hugePage - 1)
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(address, end - start, adviceHugePage)
    }

    /// `MADV_HUGEPAGE` in <sys/mman.h> (Linux), which Swift's Glibc module does not import.
    private static let adviceHugePage: Int32 = 14
    #endif

    /// A few MB more than a run over the benchmark's Swift files grows its heap to.
    private static let reservedHeap = 32 << 20
    private static let reservationBlock = 192 << 10

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
    /// A lint run with the allocator set up for it: its thread's heap grown once, large blocks
    /// given back to the system when freed, and each large file's leftovers before the next one starts.
    func runWithTunedHeap() throws -> LintOutcome {
        ProcessHeap.returnLargeBlocks()
        ProcessHeap.reserveThisThreadsHeap()
        return try run(returningFreeMemory: ProcessHeap.returnFreeMemory)
    }
}
