import { defineRule, type RuleReport } from '../../engine/rule.js';
import { DEFAULT_REFGRANT_CONFIG } from '../../engine/config-refgrant.js';
import { analyzeWorld } from './analyze-world.js';
import type { FoundReference } from './extract-references.js';
import type { SourcedGrant } from './grant-set.js';
import { grantsIfAppliedElsewhere } from './grants-if-applied-elsewhere.js';
import { kindText, objectText } from './object-text.js';

// Rule (b), RefNotPermitted (spec/referencegrant.md §2.4, §2.5): a cross-namespace reference
// that no valid grant in the target's namespace permits. The message is the same whether the
// target namespace, the target object or the grant is missing (§2.5 item 19), so nothing here
// looks the target up. Where a grant would permit the reference if the manifests without a
// namespace were applied in another namespace than `default`, the finding is a warning that says
// so (grants-if-applied-elsewhere.ts): the repository does not say where they go.

const messages = {
  notPermitted:
    '{{referrerText}} refers to {{targetText}} in another namespace, and no ReferenceGrant in namespace {{namespace}} permits it, so controllers refuse it (RefNotPermitted): add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: {{fromNamespace}}} to {group: "{{toGroup}}", kind: {{toKind}}}',
  dependsOnNamespace:
    '{{referrerText}} refers to {{targetText}} in another namespace; ReferenceGrant {{grants}} permits it only if {{unstated}} applied in another namespace than default, and the repository does not say where: set metadata.namespace (or refgrant.defaultNamespace, or a kustomization namespace) so this can be checked',
  ungrantable:
    '{{referrerText}} refers to {{targetText}} in another namespace, which no ReferenceGrant can permit: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897); move the policy to {{namespace}}',
} as const;

export const notPermitted = defineRule({
  id: 'refgrant/not-permitted',
  meta: {
    severity: 'error',
    description: 'a cross-namespace reference that no ReferenceGrant in the target namespace permits (RefNotPermitted)',
    messages,
  },
  check: (ctx) => {
    const { references, grants } = analyzeWorld(ctx.head, ctx.config.refgrant ?? DEFAULT_REFGRANT_CONFIG);
    return references.flatMap((r) => {
      if (r.grantable && grants.index.permitting(r).length > 0) return [];
      const elsewhere = r.grantable ? grantsIfAppliedElsewhere(r, grants.index.grants) : [];
      return [elsewhere.length > 0 ? dependsOnNamespaceReport(r, elsewhere) : notPermittedReport(r)];
    });
  },
});

export function notPermittedReport(r: FoundReference): RuleReport<keyof typeof messages> {
  return {
    messageId: r.grantable ? 'notPermitted' : 'ungrantable',
    object: r.object,
    path: r.path,
    data: {
      referrerText: objectText(r.from),
      referrer: { kind: r.from.kind, namespace: r.from.namespace, name: r.from.name },
      target: { group: r.to.group, kind: r.to.kind, namespace: r.to.namespace, name: r.to.name },
      targetText: objectText(r.to),
      namespace: r.to.namespace,
      fromGroup: r.from.group,
      fromKind: r.from.kind,
      fromNamespace: r.from.namespace,
      toGroup: r.to.group,
      toKind: r.to.kind,
    },
    discriminator: targetDiscriminator(r),
  };
}

function dependsOnNamespaceReport(r: FoundReference, grants: readonly SourcedGrant[]): RuleReport<keyof typeof messages> {
  const unstated = [...(r.fromNamespaceAssumed ? [objectText(r.from)] : []), ...grants.filter((g) => g.namespaceAssumed).map((g) => `ReferenceGrant ${g.name}`)];
  const report = notPermittedReport(r);
  return {
    ...report,
    messageId: 'dependsOnNamespace',
    severity: 'warning',
    data: {
      ...report.data,
      grants: grants.map((g) => g.name).join(', '),
      unstated: unstated.length === 1 ? `${unstated[0]} is` : `${unstated.slice(0, -1).join(', ')} and ${unstated[unstated.length - 1]} are`,
    },
  };
}

/** Joins the fingerprint: a path may point elsewhere after an edit, and that is a new finding. */
export const targetDiscriminator = (r: FoundReference): string => `${kindText(r.to.group, r.to.kind)} ${r.to.namespace}/${r.to.name}`;
