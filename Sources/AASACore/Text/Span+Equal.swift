extension Span where Element: Equatable {
    /// Whether the span holds exactly `elements`, in order: a range of a URL's text or a
    /// pattern's bytes compared with a name kept as an array.
    func holds(_ elements: [Element]) -> Bool {
        guard count == elements.count else { return false }
        for index in elements.indices where self[index] != elements[index] { return false }
        return true
    }
}
