/// "Did you mean …?" for misspelled keys, values and rule ids.
public enum Suggestions {
    /// The candidate closest to `word` by edit distance (case-insensitive), ties to the first.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            // The distance is at least the difference in (compared) length, so a candidate that
            // cannot beat the best so far is not compared; only ASCII ones, whose lowercase has
            // their length.
            if let best, candidate.utf8.allSatisfy({ $0 < 0x80 }),
               abs(min(candidate.utf8.count, comparedLength) - min(lowered.count, comparedLength)) >= best.1 { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        return best?.0
    }

    /// The candidate close enough to `word` to be what was meant (a typo: at most a third of
    /// its letters wrong, and never more than three), else nil: suggesting `missing-key` for
    /// `zzzz` sends people the wrong way.
    public static func likely(_ word: String, in candidates: [String]) -> String? {
        guard let nearest = nearest(to: word, in: candidates) else { return nil }
        let distance = editDistance(Array(word.lowercased().unicodeScalars), Array(nearest.lowercased().unicodeScalars))
        return distance <= min(3, max(1, word.unicodeScalars.count / 3)) ? nearest : nil
    }

    /// The candidate that is surely what `word` meant: at most two edits away, or differing from
    /// it only in case; else nil. `unknown-key` suggests only such a key (cli.md, "Notices that are
    /// not findings") and reads the misspelt key as it, so that one typo gives one finding; a word
    /// of two letters or fewer must match but for case (any two-letter word is two edits from `id`).
    public static func close(_ word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
        guard word.unicodeScalars.count > 2, let nearest = nearest(to: word, in: candidates) else { return nil }
        let distance = editDistance(Array(lowered.unicodeScalars), Array(nearest.lowercased().unicodeScalars))
        return distance <= min(2, word.unicodeScalars.count - 2) ? nearest : nil
    }

    /// "; did you mean 'x'?" when a candidate is `likely`, else `otherwise`.
    public static func didYouMean(_ word: String, in candidates: [String], otherwise: String = "") -> String {
        likely(word, in: candidates).map { "; did you mean '\($0)'?" } ?? otherwise
    }

    /// Scalars of each word that `editDistance` compares.
    static let comparedLength = 64

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Long hostile keys must not cost quadratic time: compare a bounded prefix.
        let a = a.prefix(comparedLength), b = b.prefix(comparedLength)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, ca) in a.enumerated() {
            current[0] = i + 1
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
