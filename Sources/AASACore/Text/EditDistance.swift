/// Levenshtein distance over Unicode scalars, one row at a time, for "did you mean" suggestions.
/// Callers cap the lengths (a key, service or relation name), so the work stays small.
package func editDistance(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Int {
    let left = Array(lhs.unicodeScalars)
    let right = Array(rhs.unicodeScalars)
    var previous = Array(0...right.count)
    var current = previous
    for (row, leftScalar) in left.enumerated() {
        current[0] = row + 1
        for (column, rightScalar) in right.enumerated() {
            let substitution = previous[column] + (leftScalar == rightScalar ? 0 : 1)
            current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
        }
        swap(&previous, &current)
    }
    return previous[right.count]
}
