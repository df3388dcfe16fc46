import type { Severity } from '../../engine/finding.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { analysisOf } from './analyze-world.js';
import type { FoundReference } from './extract-references.js';
import { kindText, objectText } from './object-text.js';
import { permittingGrants } from './permitting-grants.js';

// Rule (b), RefNotPermitted (spec/referencegrant.md §2.4, §2.5): a cross-namespace reference
// that no valid grant in the target's namespace permits. The message is the same whether the
// target namespace, the target object or the grant is missing (§2.5 item 19), so nothing here
// looks the target up.
//
// An error only where the refusal is certain (issue 15: a false error on a real repository is
// the worst finding), otherwise a warning that says what it depends on:
//   - the pair is not a Core one (core-pairs.ts): whether a grant is asked for depends on the
//     implementation;
//   - the referrer's namespace is not stated (namespace-defaults.ts): the reference is refused
//     only where it is applied outside the target's namespace and no grant there admits its
//     kind from any namespace (permitting-grants.ts).

const messages = {
  notPermitted:
    '{{referrerText}} refers to {{targetText}} in another namespace, and no ReferenceGrant in namespace {{namespace}} permits it, so every conformant implementation refuses it (RefNotPermitted): add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: {{fromNamespace}}} to {group: "{{toGroup}}", kind: {{toKind}}}',
  notCorePair:
    '{{referrerText}} refers to {{targetText}} in another namespace, and no ReferenceGrant in namespace {{namespace}} permits it; {{fromKindText}} to {{toKindText}} is not one of Gateway API\'s Core pairs, so whether a grant is required depends on the implementation (one that requires it refuses the reference with RefNotPermitted): if yours does, add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: {{fromNamespace}}} to {group: "{{toGroup}}", kind: {{toKind}}}',
  namespaceNotStated:
    '{{referrerText}} has no namespace in the repository (no metadata.namespace, and no single namespace from kustomizations or refgrant.defaultNamespace) and refers to {{targetText}}: applied in any namespace other than {{namespace}}, the reference would be refused (RefNotPermitted), because no ReferenceGrant in {{namespace}} has a from entry for {{fromKind}} (in any namespace) and a to entry that covers it{{notCore}}; add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: <where it is applied>} to {group: "{{toGroup}}", kind: {{toKind}}}, or set metadata.namespace',
  ungrantable:
    '{{referrerText}} refers to {{targetText}} in another namespace, which no ReferenceGrant can permit: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897); move the policy to {{namespace}}',
  ungrantableNamespaceNotStated:
    '{{referrerText}} has no namespace in the repository (no metadata.namespace, and no single namespace from kustomizations or refgrant.defaultNamespace) and refers to {{targetText}}: applied in any namespace other than {{namespace}}, the reference is refused, and no ReferenceGrant can permit it: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897)',
} as const;

// A test's manifest may refer across namespaces without a grant on purpose: Gateway API's
// conformance tests check that implementations refuse exactly that
// (listenerset-reference-grant.yaml's `listenerset-without-reference-grant`). In a test tree
// (parse/test-trees.ts) the refusal is a warning, and says so.
const IN_TEST_TREE = " (in a manifest of the repository's tests, which may check that the reference is refused)";
const messagesInTestTree = {
  notPermittedInTestTree: `${messages.notPermitted}${IN_TEST_TREE}`,
  ungrantableInTestTree: `${messages.ungrantable}${IN_TEST_TREE}`,
} as const;
type MessageId = keyof typeof messages | keyof typeof messagesInTestTree;

export const notPermitted = defineRule({
  id: 'refgrant/not-permitted',
  meta: {
    severity: 'error',
    description: 'a cross-namespace reference that no ReferenceGrant in the target namespace permits (RefNotPermitted)',
    messages: { ...messages, ...messagesInTestTree },
  },
  check: (ctx) => {
    const analysis = analysisOf(ctx, ctx.head);
    return analysis.references.filter((r) => permittingGrants(r, analysis.grants).length === 0).map(notPermittedReport);
  },
});

/**
 * How sure a refusal is: an error when the referrer's namespace is stated and every conformant
 * implementation refuses the pair (or no grant can permit it); a warning otherwise.
 */
export function refusalSeverity(r: FoundReference): Severity {
  return r.from.namespace !== undefined && (r.isCorePair || !r.grantable) && !isInTestTree(r.object.source.file)
    ? 'error'
    : 'warning';
}

export function notPermittedReport(r: FoundReference): RuleReport<MessageId> {
  const stated = r.from.namespace !== undefined;
  const sure = stated && (r.isCorePair || !r.grantable);
  const inTests = sure && isInTestTree(r.object.source.file);
  const messageId: MessageId = inTests
    ? r.grantable
      ? 'notPermittedInTestTree'
      : 'ungrantableInTestTree'
    : !r.grantable
      ? stated
        ? 'ungrantable'
        : 'ungrantableNamespaceNotStated'
      : !stated
        ? 'namespaceNotStated'
        : r.isCorePair
          ? 'notPermitted'
          : 'notCorePair';
  const severity = refusalSeverity(r);
  return {
    messageId,
    object: r.object,
    path: r.path,
    ...(severity === 'error' ? {} : { severity }),
    data: {
      referrerText: objectText(r.from),
      referrer: { kind: r.from.kind, ...(stated ? { namespace: r.from.namespace } : {}), name: r.from.name },
      target: { group: r.to.group, kind: r.to.kind, namespace: r.to.namespace, name: r.to.name },
      targetText: objectText(r.to),
      namespace: r.to.namespace,
      fromGroup: r.from.group,
      fromKind: r.from.kind,
      fromKindText: kindText(r.from.group, r.from.kind),
      ...(stated ? { fromNamespace: r.from.namespace } : {}),
      toGroup: r.to.group,
      toKind: r.to.kind,
      toKindText: kindText(r.to.group, r.to.kind),
      notCore: r.isCorePair
        ? ''
        : ` (and ${kindText(r.from.group, r.from.kind)} to ${kindText(r.to.group, r.to.kind)} is not a Core pair, so whether a grant is required at all depends on the implementation)`,
    },
    discriminator: targetDiscriminator(r),
  };
}

/** Joins the fingerprint: a path may point elsewhere after an edit, and that is a new finding. */
export const targetDiscriminator = (r: FoundReference): string =>
  `${kindText(r.to.group, r.to.kind)} ${r.to.namespace}/${r.to.name}`;
