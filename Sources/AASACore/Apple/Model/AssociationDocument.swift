/// What reading an AASA body produced: the model (when the body is a JSON object), every
/// finding of the JSON and schema stages, and the JSON document for positions and quoting.
package struct AssociationDocument: Sendable {
    /// Nil when the body is not a JSON object (see `findings` for why).
    package var association: SiteAssociation?
    package var findings: [Finding]
    /// The JSON that was read; for a signed file, the JSON found inside the signature, to which
    /// the other findings' lines and columns then refer.
    package var json: JSONDocument?

    package init(association: SiteAssociation?, findings: [Finding], json: JSONDocument?) {
        self.association = association
        self.findings = findings
        self.json = json
    }
}
