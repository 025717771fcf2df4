import ArgumentParser
import HiglintCore

extension Lint {
    /// Refuses combinations that cannot mean anything, before any file is read.
    func validateFixOptions() throws {
        if unsafeFixes, !fix, !diff {
            throw CommandFailure("--unsafe-fixes only chooses which fixes --fix or --diff apply: add --fix or --diff")
        }
        guard fix || diff else { return }
        let flag = diff ? "--diff" : "--fix"
        if fix, diff { throw CommandFailure("--fix writes the files and --diff changes nothing: choose one") }
        if writeBaseline != nil { throw CommandFailure("\(flag) cannot be used with --write-baseline: fix first, then record what is left") }
        if diff, output != nil { throw CommandFailure("--diff prints the diff to standard output and writes no report: leave out --output") }
        if paths.contains("-"), paths.count > 1 {
            throw CommandFailure("\(flag) reads standard input only on its own: pass - without other paths")
        }
    }

}
