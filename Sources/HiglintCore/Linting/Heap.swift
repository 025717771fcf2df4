#if canImport(Glibc)
import Glibc
#endif

/// The C library's heaps.
public enum Heap {
    /// Gives the free memory of every thread's heap back to the system (glibc's `malloc_trim`);
    /// does nothing with another C library. Freed small blocks otherwise stay in the heap of the
    /// thread that freed them, and a process that allocates on several threads keeps growing.
    public static func returnFreeMemory() {
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
