// A field whose description says it is deprecated (`Deprecated: use x`, `DEPRECATED. Ignored.`),
// as controller-gen writes a Go doc comment's `Deprecated:` paragraph into it, or in a sentence
// (kyverno's "This is DEPRECATED, use `Resources` instead.", "This field is deprecated"), or in
// brackets (kedacore/http-add-on's "(optional) (deprecated) The host to route").

/**
 * Whether a description says, at the start of a sentence or line, after "is", or opening brackets,
 * that its field is deprecated.
 */
export const saysDeprecated = (description: unknown): boolean =>
  typeof description === 'string' && /(?:^|[\n.([]\s*|\b(?:is|are|now)\s+)deprecated\b/i.test(description);
