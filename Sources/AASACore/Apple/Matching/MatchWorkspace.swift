/// Room an ``AssociationMatcher`` reuses from one URL to the next: the URL's text forms and the
/// index's candidates. Checking many URLs with one workspace allocates nothing per URL once it
/// has grown to the longest; one workspace serves one thread at a time.
package struct MatchWorkspace: Sendable {
    var subject = MatchSubject()
    var candidates: [Int32] = []

    package init() {}
}
