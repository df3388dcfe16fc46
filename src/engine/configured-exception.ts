import type { Finding } from './finding.js';

// A suppression written in the configuration file rather than beside the finding: `compat.exceptions`
// (spec/crd-compatibility.md §6) is one. The family that owns the section says what an entry
// matches; the engine applies every entry and reports the ones that match nothing, as it does for
// inline suppressions, so it needs to know no family.

export interface ConfiguredException {
  /** Where the entry is written in the configuration file, for suppression/unused. */
  readonly line: number;
  readonly column: number;
  /** The object the entry is about: it can be stale only in a review that looked at that object. */
  readonly subject: { readonly kind: string; readonly name: string };
  /** The `suppression/unused` message's data ({{ruleId}}, {{crd}}) and what tells two entries apart. */
  readonly data: Readonly<Record<string, string>>;
  readonly discriminator: string;
  matches(finding: Finding): boolean;
}

export function applyConfiguredExceptions(
  findings: readonly Finding[],
  exceptions: readonly ConfiguredException[],
): { readonly kept: Finding[]; readonly unused: ConfiguredException[] } {
  if (exceptions.length === 0) return { kept: [...findings], unused: [] };
  const used = new Set<ConfiguredException>();
  const kept = findings.filter((f) => {
    const matching = exceptions.filter((e) => e.matches(f));
    for (const e of matching) used.add(e);
    return matching.length === 0;
  });
  return { kept, unused: exceptions.filter((e) => !used.has(e)) };
}
