import type { Finding } from '../../engine/finding.js';
import type { CompatException } from './compat-config.js';

// Configured exceptions (spec/crd-compatibility.md §6): accepted breaks, each with a reason. An
// exception suppresses the compat/ findings it matches (rule, CRD name, and version and property
// when it gives them); one that matches nothing is reported as suppression/unused, as an unused
// inline suppression is, but only where the review compared that CRD: in the review of a change
// that leaves the CRD alone, an exception kept for an older change matches nothing, and says
// nothing about whether it is stale.

export function applyCompatExceptions(
  findings: readonly Finding[],
  exceptions: readonly CompatException[],
): { readonly kept: Finding[]; readonly unused: CompatException[] } {
  if (exceptions.length === 0) return { kept: [...findings], unused: [] };
  const used = new Set<CompatException>();
  const kept = findings.filter((f) => {
    const matching = exceptions.filter((e) => matches(e, f));
    for (const e of matching) used.add(e);
    return matching.length === 0;
  });
  return { kept, unused: exceptions.filter((e) => !used.has(e)) };
}

function matches(e: CompatException, f: Finding): boolean {
  if (f.ruleId !== e.rule || f.object?.kind !== 'CustomResourceDefinition' || f.object.name !== e.crd) return false;
  const compat = f.data?.compat as { readonly version?: unknown; readonly property?: unknown } | undefined;
  return (e.version === undefined || compat?.version === e.version) && (e.property === undefined || compat?.property === e.property);
}
