import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { definedKind } from '../schema/defined-kind.js';
import { clustersAtLeast } from '../crd-config.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import { fitsNumberFormat, NUMBER_BOUNDS, numberFormatOf, outOfRangeDetail } from '../schema/number-formats.js';
import { servedCrds } from '../schema/served-crds.js';
import { flatSchema, type SchemaLocation } from '../schema/walk-schema.js';

// A maximum, minimum or multipleOf that the node's own type and format cannot hold: an ASN
// declared `format: int32` with `maximum: 4294967295` (metallb's BGPPeer until 2dc2b1da3; rook's
// and Envoy Gateway's CRDs met the same). kube-apiserver accepts the CRD, but since 1.36
// (kube-openapi 1d94e88) it checks each bound against the format whenever it validates a value
// there, and refuses every custom resource that sets the field, whatever the value, with
// "Maximum boundary value must be of type integer with format int32". cr/schema reports the
// custom resources of the repository it refuses; this finds the cause in the CRD, before any user
// does. Not where crd.minKubernetesVersion names an older cluster, which checks no format of a
// number (a setting that keeps the findings of a CRD that must serve both).

export const boundOutsideFormat = defineRule({
  id: 'crd/bound-outside-format',
  scope: 'object',
  meta: {
    severity: 'warning',
    description:
      "a numeric bound does not fit the field's format, so kube-apiserver 1.36 and later refuse every custom resource that sets the field",
    messages: {
      outside:
        '{{keyword}} {{bound}} is not {{holds}}: kube-apiserver 1.36 and later refuse every {{kind}} that sets {{field}}, whatever its value ("{{refusal}}"); {{advice}}',
    },
  },
  check: (ctx) => {
    if (!clustersAtLeast(ctx.config.crd, 36)) return [];
    const out: RuleReport<'outside'>[] = [];
    // Every node of every schema is looked at, and few are numbers with bounds: a loop, not a list a node.
    for (const crd of servedCrds(ctx.head))
      for (const s of crdSchemas(crd)) for (const at of flatSchema(s).nodes) out.push(...outside(crd, at));
    return out;
  },
});

function outside(crd: KubeObject, at: SchemaLocation): RuleReport<'outside'>[] {
  const { raw } = at;
  if (raw.maximum === undefined && raw.minimum === undefined && raw.multipleOf === undefined) return [];
  // A junctor's branches are validated by schemas of their own, whose refusals decide the junctor's;
  // a node the apiserver does not validate refuses nothing.
  if (at.inJunctor || at.unvalidated) return [];
  const out: RuleReport<'outside'>[] = [];
  for (const [keyword, prefix] of NUMBER_BOUNDS) {
    const bound = raw[keyword];
    if (typeof bound !== 'number' || fitsNumberFormat(at, bound, true)) continue;
    const field = at.valuePath();
    out.push({
      messageId: 'outside',
      object: crd,
      path: at.manifestPath().child(keyword),
      data: {
        keyword,
        bound: shownBound(bound),
        holds: holdsOf(at),
        kind: definedKind(crd) || 'object',
        field,
        refusal: outOfRangeDetail(prefix, at, field),
        advice: adviceOf(at),
      },
    });
  }
  return out;
}

/** What the node's values are, as the message says the bound is not one. */
function holdsOf(at: SchemaLocation): string {
  const format = numberFormatOf(at);
  if (format === 'int32') return 'an int32, as format int32 requires';
  if (format === 'float') return 'within float32, as format float requires';
  return 'a whole number within int64, as type integer requires';
}

function adviceOf(at: SchemaLocation): string {
  const format = numberFormatOf(at);
  // controller-gen writes int32 for a Go uint32 too: the marker keeps the Go type, which importers of
  // the API compile against (metallb/frr-k8s 7c71d152be fixed its uint32 ASN fields so).
  if (format === 'int32')
    return 'declare format int64 (from Go, `+kubebuilder:validation:Format=int64` on the field, which keeps its Go type), or a bound an int32 holds';
  if (format === 'float') return 'declare format double, or a bound within float32';
  return 'use a whole-number bound within int64';
}

/** A bound near the 64-bit limits in full, as the apiserver reads it (9223372036854775807 is the double 2^63). */
const shownBound = (n: number): string =>
  Number.isInteger(n) && Math.abs(n) >= 2 ** 53 && Math.abs(n) <= 2 ** 64 ? BigInt(n).toString() : String(n);
