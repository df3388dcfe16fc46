import type { Severity } from '../../engine/finding.js';
import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import { analysisOf } from './analyze-world.js';
import { CORE_PAIRS, isCoreReferrer, isCoreTarget } from './core-pairs.js';
import type { ExaminedGrant } from './grant-set.js';
import type { KindResourceMap } from './kind-resource-map.js';
import { kindText } from './object-text.js';

// Section 4.3 of spec/referencegrant.md: grants the apiserver stores, written in a way that is
// probably not what was meant. Warnings for what likely breaks a reference, notices (the spec's
// "info level") for advice; every one leaves the grant's meaning as written. Only ownNamespace
// and noName depend on the grant's namespace: where the repository does not state it
// (namespace-defaults.ts), the grant goes where it is applied, so the first cannot be told and
// the second names no namespace.

const messages = {
  coreAlias:
    'group {{group}} is not the core group: only "" means core, and Envoy Gateway, Contour, Istio and the CSI provisioner compare groups verbatim, so this entry matches nothing there; write group: ""',
  kepTypo:
    "group gateway.networking.kubernetes.io is a typo from KEP-3766's example and matches nothing: write gateway.networking.k8s.io",
  ownNamespace:
    "from namespace {{namespace}} is the grant's own namespace, and references within a namespace need no grant: this entry does nothing",
  noName:
    'this entry grants access to every {{kind}} in {{namespace}}; the Gateway API security guide asks for group, kind and name unless there is a good reason',
  implementationSpecific:
    '{{kind}} refers in none of the Core pairs ({{pairs}}): whether a grant from it is honoured depends on the implementation',
  implementationSpecificTarget:
    '{{kind}} is the target of none of the Core pairs ({{pairs}}): whether a grant to it from {{from}} is honoured depends on the implementation',
  duplicate:
    'this entry repeats {{list}}[{{first}}], which grants the same thing; entries are OR-ed, so it adds nothing',
  overlapping:
    'this entry is covered by {{list}}[{{first}}], which names no object and so already grants every {{kind}}',
  kepForm:
    'no Kubernetes release serves authorization.k8s.io/v1alpha1 (KEP-3766 is provisional), so this grant will not apply unless the cluster provides the API; gateway.networking.k8s.io/v1 is the served form',
} as const;
type MessageId = keyof typeof messages;

// `Gateway → Secret, ConfigMap; ListenerSet, XListenerSet → Secret; …`: core-pairs.ts, the
// referrers with the same targets together.
const CORE_PAIRS_TEXT = ((): string => {
  const targetsOf = new Map<string, string[]>();
  for (const p of CORE_PAIRS) targetsOf.set(p.from.kind, [...(targetsOf.get(p.from.kind) ?? []), p.to.kind]);
  const referrersOf = new Map<string, string[]>();
  for (const [from, to] of targetsOf) referrersOf.set(to.join(', '), [...(referrersOf.get(to.join(', ')) ?? []), from]);
  return [...referrersOf].map(([to, from]) => `${from.join(', ')} → ${to}`).join('; ');
})();

export const lint = defineRule({
  id: 'refgrant/lint',
  meta: {
    severity: 'warning',
    description:
      'a valid ReferenceGrant written in a way that is probably not what was meant (core alias, pointless or overlapping entries)',
    messages,
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.filter((g) => g.rejection === undefined).flatMap((g) => lintGrant(g, kinds));
  },
});

interface Entry {
  readonly list: 'from' | 'to';
  readonly index: number;
  readonly path: FieldPath;
  readonly value: JsonObject;
  readonly group: string;
  /** The kind, mapped from the resource in the KEP form; undefined when it cannot be. */
  readonly kind: string | undefined;
}

function lintGrant(g: ExaminedGrant, kinds: KindResourceMap): RuleReport<MessageId>[] {
  const out: RuleReport<MessageId>[] = [];
  const report = (
    messageId: MessageId,
    path: FieldPath,
    data: Record<string, unknown>,
    severity: Severity = 'warning',
  ): void => {
    out.push({
      messageId,
      object: g.object,
      path,
      data,
      ...(severity === 'warning' ? {} : { severity }),
      discriminator: messageId,
    });
  };
  if (g.form === 'kep') report('kepForm', FieldPath.of('apiVersion'), {});
  const entries = entriesOf(g, kinds);
  // A `from` outside the Core pairs makes every pair of the grant so, and is reported where it
  // stands; a `to` is reported only where every `from` is a Core referrer, as the pair's one
  // stranger (flomesh-io/fsm's RateLimitPolicy → HTTPRoute grants: one notice, not two).
  const coreReferrers = entries.filter(
    (e) => e.list === 'from' && e.kind !== undefined && isCoreReferrer({ group: e.group, kind: e.kind }),
  );
  const everyFromCore = coreReferrers.length === entries.filter((e) => e.list === 'from').length;
  const referrers = [...new Set(coreReferrers.map((e) => kindText(e.group, e.kind as string)))].join(', ');
  for (const e of entries) {
    const group = e.value.group;
    const isCoreAlias = group === 'core' || group === 'v1';
    const isKepTypo = group === 'gateway.networking.kubernetes.io';
    if (isCoreAlias) report('coreAlias', e.path.child('group'), { group });
    if (isKepTypo) report('kepTypo', e.path.child('group'), {});
    // Only where the grant's namespace is stated: a grant without one applied with
    // `kubectl apply -n` (nginx-gateway-fabric's test manifests) is not in `default`.
    if (e.list === 'from' && g.namespace !== undefined && e.value.namespace === g.namespace)
      report('ownNamespace', e.path.child('namespace'), { namespace: g.namespace });
    // A misspelt group is the warning; "outside the Core pairs" would only restate it.
    if (e.kind !== undefined && !isCoreAlias && !isKepTypo) {
      const gk = { group: e.group, kind: e.kind };
      const kind = kindText(e.group, e.kind);
      if (e.list === 'from' && !isCoreReferrer(gk))
        report('implementationSpecific', e.path, { kind, pairs: CORE_PAIRS_TEXT }, 'notice');
      else if (e.list === 'to' && everyFromCore && !isCoreTarget(gk))
        report('implementationSpecificTarget', e.path, { kind, pairs: CORE_PAIRS_TEXT, from: referrers }, 'notice');
    }
    if (e.list === 'to' && e.value.name === undefined) {
      report(
        'noName',
        e.path,
        {
          kind: e.kind === undefined ? 'object of this kind' : kindText(e.group, e.kind),
          namespace: g.namespace ?? 'the namespace it is applied in',
        },
        'notice',
      );
    }
  }
  reportRepeats(entries, report);
  return out;
}

// Entries are OR-ed (§2.4 item 12), so a repeat or an entry inside a name-less one is harmless.
function reportRepeats(
  entries: readonly Entry[],
  report: (id: MessageId, path: FieldPath, data: Record<string, unknown>, severity?: Severity) => void,
): void {
  for (const e of entries) {
    if (e.kind === undefined) continue;
    const earlier = entries.filter(
      (o) => o.list === e.list && o.index < e.index && o.kind === e.kind && o.group === e.group,
    );
    if (e.list === 'from') {
      const same = earlier.find((o) => o.value.namespace === e.value.namespace);
      if (same) report('duplicate', e.path, { list: `spec.${e.list}`, first: same.index }, 'notice');
      continue;
    }
    const same = earlier.find((o) => o.value.name === e.value.name);
    if (same) {
      report('duplicate', e.path, { list: `spec.${e.list}`, first: same.index }, 'notice');
      continue;
    }
    const wider = entries.find(
      (o) =>
        o.list === 'to' &&
        o !== e &&
        o.kind === e.kind &&
        o.group === e.group &&
        o.value.name === undefined &&
        e.value.name !== undefined,
    );
    if (wider)
      report('overlapping', e.path, { list: 'spec.to', first: wider.index, kind: kindText(e.group, e.kind) }, 'notice');
  }
}

function entriesOf(g: ExaminedGrant, kinds: KindResourceMap): Entry[] {
  const spec = isJsonObject(g.object.value.spec) ? g.object.value.spec : {};
  return (['from', 'to'] as const).flatMap((list) => {
    const items = spec[list];
    if (!Array.isArray(items)) return [];
    return items.flatMap((value: unknown, index): Entry[] => {
      if (!isJsonObject(value)) return [];
      const group = typeof value.group === 'string' ? value.group : '';
      const kind =
        g.form === 'gateway'
          ? typeof value.kind === 'string'
            ? value.kind
            : undefined
          : kinds.kindOf(group, typeof value.resource === 'string' ? value.resource : '');
      return [{ list, index, path: FieldPath.of('spec', list).index(index), value, group, kind }];
    });
  });
}
