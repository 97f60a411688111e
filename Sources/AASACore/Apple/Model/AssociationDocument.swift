/// What reading an AASA body produced: the model (when the body is a JSON object), every
/// finding of the JSON and schema stages, and the JSON document for positions and quoting.
public struct AssociationDocument: Sendable {
    /// Nil when the body is not a JSON object (see `findings` for why).
    public var association: SiteAssociation?
    public var findings: [Finding]
    /// The JSON that was read; for a signed file, the JSON found inside the signature, to which
    /// the other findings' lines and columns then refer.
    public var json: JSONDocument?

    public init(association: SiteAssociation?, findings: [Finding], json: JSONDocument?) {
        self.association = association
        self.findings = findings
        self.json = json
    }
}
