// A field whose description says it is deprecated (`Deprecated: use x`, `DEPRECATED. Ignored.`),
// as controller-gen writes a Go doc comment's `Deprecated:` paragraph into it.

/** Whether a description says, at the start of a sentence or line, that its field is deprecated. */
export const saysDeprecated = (description: unknown): boolean =>
  typeof description === 'string' && /(?:^|[\n.]\s*)deprecated\b/i.test(description);
