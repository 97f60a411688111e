/// Compares two JSON documents as values, not bytes: Apple's CDN re-serialises the files it
/// holds (sorted keys, no whitespace), so a byte comparison would call every copy stale.
///
/// Objects are unordered maps and a repeated key counts once, with its last value (as the system
/// reads it); arrays are compared element by element; numbers by numeric value (`1.0` equals
/// `1`); strings, booleans and null exactly.
package enum JSONValueComparison {
    /// The reader bounds nesting at 512; this bound keeps the comparison safe on any tree.
    static let maximumDepth = 1024

    package static func equal(_ first: JSONNode, _ second: JSONNode) -> Bool {
        differences(first, second, limit: 1).isEmpty
    }

    /// Where `second` differs from `first`, in document order, at most `limit` of them. A value
    /// that changed type, or an array whose length changed, is reported at its own path for
    /// the elements past the shorter one's end.
    package static func differences(_ first: JSONNode, _ second: JSONNode, limit: Int) -> [JSONValueDifference] {
        var found: [JSONValueDifference] = []
        collect(first, second, path: .root, depth: 0, limit: max(0, limit), into: &found)
        return found
    }

    private static func collect(
        _ first: JSONNode, _ second: JSONNode, path: JSONPath, depth: Int, limit: Int,
        into found: inout [JSONValueDifference]
    ) {
        guard found.count < limit else { return }
        guard depth < maximumDepth else {
            // Too deep to walk: call it changed rather than risk the stack.
            found.append(JSONValueDifference(.changed, path))
            return
        }
        switch (first.value, second.value) {
        case (.object(let left), .object(let right)):
            compareObjects(left, right, path: path, depth: depth, limit: limit, into: &found)
        case (.array(let left), .array(let right)):
            for index in 0..<max(left.count, right.count) where found.count < limit {
                let elementPath = path / index
                if index >= right.count {
                    found.append(JSONValueDifference(.removed, elementPath))
                } else if index >= left.count {
                    found.append(JSONValueDifference(.added, elementPath))
                } else {
                    collect(left[index], right[index], path: elementPath, depth: depth + 1, limit: limit, into: &found)
                }
            }
        default:
            if !scalarsEqual(first.value, second.value) {
                found.append(JSONValueDifference(.changed, path))
            }
        }
    }

    private static func compareObjects(
        _ left: JSONMembers, _ right: JSONMembers, path: JSONPath, depth: Int, limit: Int,
        into found: inout [JSONValueDifference]
    ) {
        let leftView = JSONObjectView(left)
        let rightView = JSONObjectView(right)
        for member in leftView.members where found.count < limit {
            if let other = rightView[member.key] {
                collect(
                    member.value, other.value, path: path / member.key, depth: depth + 1, limit: limit, into: &found)
            } else {
                found.append(JSONValueDifference(.removed, path / member.key))
            }
        }
        for member in rightView.members where found.count < limit && leftView[member.key] == nil {
            found.append(JSONValueDifference(.added, path / member.key))
        }
    }

    private static func scalarsEqual(_ first: JSONNode.Value, _ second: JSONNode.Value) -> Bool {
        switch (first, second) {
        case (.string(let left), .string(let right)):
            // Compare scalars, not Characters: Swift's String equality would also equate
            // canonically equivalent forms (é written two ways), which JSON does not.
            return left.unicodeScalars.elementsEqual(right.unicodeScalars)
        case (.number(let left), .number(let right)):
            guard let leftValue = JSONNumberValue(literal: left), let rightValue = JSONNumberValue(literal: right)
            else {
                return left == right
            }
            return leftValue == rightValue
        case (.bool(let left), .bool(let right)):
            return left == right
        case (.null, .null):
            return true
        default:
            return false
        }
    }
}
