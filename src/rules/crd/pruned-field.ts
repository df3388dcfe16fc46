import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { crdIndex, servingSchemas, type CrdIndex } from './pruning/custom-resource-schemas.js';
import { unknownObjectMetaKeys } from './pruning/object-meta.js';
import { prune, type PrunedPath } from './pruning/prune.js';

// spec/crd-validation.md "How the project uses this catalogue" and §11: a custom resource in the
// repository whose group and kind a CRD in the repository serves is pruned by the apiserver on
// every write. A field the schema does not declare is dropped without an error (the "malicious
// unspecified data" story of the structural-schema announcement): the user believes it is set,
// the cluster never stores it. Each such field is a warning at its line.
//
// Where several CRDs of the repository serve the kind (standard and experimental channels,
// feature-set variants), only a field that every one of them prunes is reported: which of them
// the cluster runs is not known here.

export const prunedField = defineRule({
  id: 'crd/pruned-field',
  meta: {
    severity: 'warning',
    description: 'a custom resource sets a field its CRD schema does not declare, which the apiserver silently prunes',
    messages: {
      pruned: '{{field}} is not declared in the schema of {{crd}} version {{version}}: the apiserver drops it without an error, so it is never stored',
      metadata: '{{field}} is not a field of ObjectMeta: the apiserver drops it without an error, so it is never stored',
    },
  },
  check: (ctx) => {
    const index = crdIndex(ctx.head);
    return index.size === 0 ? [] : ctx.head.objects.flatMap((o) => prunedFieldsOf(o, index));
  },
});

function prunedFieldsOf(o: KubeObject, index: CrdIndex): RuleReport<'pruned' | 'metadata'>[] {
  const serving = servingSchemas(index, o);
  const first = serving[0];
  if (!first) return [];
  let common: Map<string, PrunedPath> | undefined;
  let metaCommon: Map<string, PrunedPath> | undefined;
  for (const s of serving) {
    const result = prune(o.value, s.schema, true);
    const found = new Map(result.pruned.map((p) => [JSON.stringify(p), p] as const));
    const meta = new Map<string, PrunedPath>();
    for (const m of result.metadata) {
      const value = valueAt(o.value, m);
      for (const k of unknownObjectMetaKeys(value)) {
        const p = [...m, k];
        meta.set(JSON.stringify(p), p);
      }
    }
    common = common ? intersect(common, found) : found;
    metaCommon = metaCommon ? intersect(metaCommon, meta) : meta;
  }
  const crd = serving.length === 1 ? first.crd.name : serving.map((s) => s.crd.name).filter((n, i, a) => a.indexOf(n) === i).join(', ');
  const report = (messageId: 'pruned' | 'metadata') => (p: PrunedPath): RuleReport<'pruned' | 'metadata'> => {
    const path = toFieldPath(p);
    return { messageId, object: o, path, data: { field: path.toString(), crd, version: first.version } };
  };
  return [...(common?.values() ?? [])].map(report('pruned')).concat([...(metaCommon?.values() ?? [])].map(report('metadata')));
}

function intersect(a: ReadonlyMap<string, PrunedPath>, b: ReadonlyMap<string, PrunedPath>): Map<string, PrunedPath> {
  return new Map([...a].filter(([k]) => b.has(k)));
}

function valueAt(root: unknown, path: PrunedPath): unknown {
  let v = root;
  for (const step of path) {
    if (typeof step === 'number') v = Array.isArray(v) ? v[step] : undefined;
    else v = typeof v === 'object' && v !== null && !Array.isArray(v) && Object.hasOwn(v, step) ? (v as Record<string, unknown>)[step] : undefined;
  }
  return v;
}

/** The custom resource's own path: fields as `.name`, list items as `[i]`; a dotted key as `[a.b]`. */
export function toFieldPath(p: PrunedPath): FieldPath {
  const [head, ...rest] = p;
  let path = FieldPath.of(String(head));
  for (const step of rest) {
    if (typeof step === 'number') path = path.index(step);
    else path = step.includes('.') ? path.key(step) : path.child(step);
  }
  return path;
}
