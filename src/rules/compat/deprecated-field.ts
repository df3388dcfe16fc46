// A field whose description says it is deprecated (`Deprecated: use x`, `DEPRECATED. Ignored.`),
// as controller-gen writes a Go doc comment's `Deprecated:` paragraph into it, or in a sentence
// (kyverno's "This is DEPRECATED, use `Resources` instead.", "This field is deprecated"), or in
// brackets among the tags that open it (kedacore/http-add-on's "(optional) (deprecated) The host
// to route"); not in brackets later on, where it speaks of another field ("Replaces oldField (deprecated).").

/**
 * Whether a description says, at the start of a sentence or line, after "is", or in a bracketed
 * tag it opens with, that its field is deprecated.
 */
export const saysDeprecated = (description: unknown): boolean =>
  typeof description === 'string' &&
  (/(?:^|[\n.]\s*|\b(?:is|are|now)\s+)deprecated\b/i.test(description) ||
    /^\s*(?:[([][^)\]]*[)\]]\s*)*[([]\s*deprecated\b/i.test(description));
