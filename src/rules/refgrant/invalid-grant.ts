import { renderFieldError, requestError, type FieldError } from '../../engine/field-error.js';
import { FieldPath } from '../../engine/field-path.js';
import { goQuote } from '../../engine/go-quote.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { isJsonObject } from '../../parse/kube-object.js';
import { analysisOf } from './analyze-world.js';
import type { ExaminedGrant } from './grant-set.js';
import { REFERENCE_POLICY } from './validate-grant.js';
import type { KindResourceMap } from './kind-resource-map.js';

// Rule (a) (spec/referencegrant.md §4.1, §4.2): a ReferenceGrant the apiserver would not store
// grants nothing (§2.1 item 3), so references that count on it are reported too.

const messages = {
  removedVersion:
    'gateway.networking.k8s.io/v1alpha2 ReferenceGrants are not served since Gateway API v1.1 and the version was removed in v1.2, so the apiserver answers 404 NotFound and {{grant}} grants nothing: use gateway.networking.k8s.io/v1 (or v1beta1); the fields are the same',
  removedKind:
    'ReferencePolicy, the name of ReferenceGrant until Gateway API v0.5, was removed in v0.6 and no CRD of the repository serves it, so the apiserver answers 404 NotFound and {{grant}} grants nothing: make it a gateway.networking.k8s.io/v1 ReferenceGrant; the fields are the same',
  unknownVersion:
    '{{apiVersion}} is not a served version of {{kind}}, so the apiserver answers 404 NotFound and {{grant}} grants nothing: use {{served}}',
  schema: 'the apiserver rejects ReferenceGrant {{grant}} ({{error}}), so it grants nothing{{hint}}',
  unknownField:
    "{{field}} is not a field of ReferenceGrant: kubectl's strict field validation rejects {{grant}}, and other clients have the field dropped{{hint}}",
} as const;
type MessageId = keyof typeof messages;

export const invalidGrant = defineRule({
  id: 'refgrant/invalid-grant',
  meta: {
    severity: 'error',
    description: 'a ReferenceGrant that the CRD schema rejects, or in a version that is not served: it grants nothing',
    messages,
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.flatMap((g) => reportsOf(g, kinds));
  },
});

function reportsOf(g: ExaminedGrant, kinds: KindResourceMap): RuleReport<MessageId>[] {
  const grant = g.namespace === undefined ? g.object.name : `${g.namespace}/${g.object.name}`;
  const { object } = g;
  const reason = g.rejection?.reason;
  if (reason === 'removed-version' || reason === 'removed-kind' || reason === 'unknown-version') {
    const served =
      object.kind === REFERENCE_POLICY
        ? "the version the repository's ReferencePolicy CRD serves, or a gateway.networking.k8s.io/v1 ReferenceGrant"
        : g.form === 'gateway'
          ? 'gateway.networking.k8s.io/v1 (or v1beta1)'
          : 'authorization.k8s.io/v1alpha1';
    return [
      {
        messageId:
          reason === 'removed-kind'
            ? 'removedKind'
            : reason === 'removed-version'
              ? 'removedVersion'
              : 'unknownVersion',
        object,
        path: FieldPath.of(reason === 'removed-kind' ? 'kind' : 'apiVersion'),
        data: { grant, apiVersion: object.apiVersion, served, kind: object.kind },
        apiserver: requestError(
          'NotFound',
          `no matches for kind ${goQuote(object.kind)} in version ${goQuote(object.apiVersion)}`,
        ),
      },
    ];
  }
  const schema: RuleReport<MessageId>[] = g.validation.errors.map((e) => ({
    messageId: 'schema',
    object,
    path: e.path,
    data: { grant, error: renderFieldError(e), hint: kindLikeResourceHint(e, g, kinds) },
    apiserver: e,
    discriminator: renderFieldError(e),
  }));
  const unknown: RuleReport<MessageId>[] = g.validation.unknownFields.map((path) => ({
    messageId: 'unknownField',
    object,
    path,
    data: { grant, field: path.toString(), hint: unknownFieldHint(path, g) },
  }));
  return [...schema, ...unknown];
}

// The classic mistakes (§4.1 last row, §4.2): a namespace on `to`, and the other form's key.
function unknownFieldHint(path: FieldPath, g: ExaminedGrant): string {
  const segments = path.segments();
  const last = segments[segments.length - 1];
  if (segments[1] === 'to' && last === 'namespace')
    return `; a grant only opens its own namespace (${g.namespace ?? 'the one it is applied in'}), so create it in the target's namespace instead`;
  if (g.form === 'kep' && last === 'kind')
    return '; authorization.k8s.io/v1alpha1 grants name the plural resource (resource: httproutes), not the kind';
  if (g.form === 'gateway' && last === 'resource')
    return '; gateway.networking.k8s.io grants name the kind (kind: HTTPRoute), not the resource';
  if (segments.length === 1 && last === 'status') return '; ReferenceGrant has no status';
  return '';
}

// §4.2 Decision: a KEP `resource` with upper case is most likely a kind written where the
// plural belongs; name the plural when the mapping knows it.
function kindLikeResourceHint(e: FieldError, g: ExaminedGrant, kinds: KindResourceMap): string {
  const segments = e.path.segments();
  if (
    g.form !== 'kep' ||
    segments[segments.length - 1] !== 'resource' ||
    typeof e.value !== 'string' ||
    !/[A-Z]/.test(e.value)
  )
    return '';
  const entry = g.object.value.spec;
  const item =
    isJsonObject(entry) && Array.isArray(entry[segments[1] ?? ''])
      ? (entry[segments[1] ?? ''] as unknown[])[Number(segments[2])]
      : undefined;
  const group = isJsonObject(item) && typeof item.group === 'string' ? item.group : '';
  const plural = kinds.resourceOf(group, e.value);
  return `; ${goQuote(e.value)} looks like a kind: name the lowercase plural resource${plural === undefined ? '' : ` (${plural})`}`;
}
