/// What one entitlement entry amounts to.
package enum EntryParse: Sendable, Hashable {
    /// A host to fetch, maybe with findings about how the entry is written.
    case domain(AssociatedDomain, [Finding])
    /// Nothing to fetch (the system ignores the entry, or it is an unexpanded build setting),
    /// but something to say.
    case ignored([Finding])
    /// No host can be made out at all; the reason is one line, safe to print.
    case malformed(String)
}
