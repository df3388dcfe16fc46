import type { ConfiguredException } from '../../engine/configured-exception.js';
import type { Finding } from '../../engine/finding.js';
import type { CompatException } from './compat-config.js';

// Configured exceptions (spec/crd-compatibility.md §6): accepted breaks, each with a reason. An
// exception suppresses the compat/ findings it matches (rule, CRD name, and version and property
// when it gives them); one that matches nothing is reported as suppression/unused, as an unused
// inline suppression is, but only where the review compared that CRD: in the review of a change
// that leaves the CRD alone, an exception kept for an older change matches nothing, and says
// nothing about whether it is stale. The engine applies them (engine/configured-exception.ts).

export function compatExceptionOf(e: CompatException): ConfiguredException {
  return {
    line: e.line,
    column: e.column,
    subject: { kind: 'CustomResourceDefinition', name: e.crd },
    data: { ruleId: e.rule, crd: e.crd },
    discriminator: `${e.rule} ${e.crd} ${e.version ?? ''} ${e.property ?? ''}`,
    matches: (f) => matches(e, f),
  };
}

function matches(e: CompatException, f: Finding): boolean {
  if (f.ruleId !== e.rule || f.object?.kind !== 'CustomResourceDefinition' || f.object.name !== e.crd) return false;
  const compat = f.data?.compat as { readonly version?: unknown; readonly property?: unknown } | undefined;
  return (
    (e.version === undefined || compat?.version === e.version) &&
    (e.property === undefined || compat?.property === e.property)
  );
}
