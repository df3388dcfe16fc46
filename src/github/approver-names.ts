// The `approval-approvers` input and `--approval-approvers` flag (spec/approval.md §3, evidence
// item 3): GitHub logins and OWNERS_ALIASES alias names, one per line or comma-separated. Which
// of the two a name is can only be told against a repository's OWNERS_ALIASES, so here a name is
// only checked for a shape both can take; approver-resolution.ts decides.

/** A GitHub login (letters, digits, `-`) or an alias key as Kubernetes writes them (`sig-x-api-approvers`). */
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?$/;

/** Logins and alias names, in the order given, without duplicates (GitHub logins are case-insensitive). */
export function parseApproverNames(
  value: string,
): { readonly names: readonly string[] } | { readonly invalid: string } {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const raw of value.split(/[\n,]/)) {
    const name = raw.trim();
    if (name === '') continue;
    if (!NAME.test(name)) return { invalid: name };
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return { names };
}
