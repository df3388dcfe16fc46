import { expect, it } from 'vitest';
import { ReviewCache } from '../../../../src/engine/review-cache.js';
import { isJsonObject } from '../../../../src/parse/kube-object.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';
import { validateCelRules } from '../../../../src/rules/cr/cel/validate-cel.js';
import { CORPUS, corpusReview } from '../../../support/corpus-review.js';
import { describeWithShared } from '../../../support/shared-tree.js';
import { sampleValue } from './sample-value.js';

// CR-CEL-009 over the corpus (issue 20 item 3): every x-kubernetes-validations rule of every CRD
// version of ../shared/corpus/crds runs once on a sample object of its schema (sample-value.ts),
// as a create and as an update from an equal object (transition rules), and nothing throws. Each
// rule the runtime reaches is either evaluated or listed as not evaluated with a reason; the
// tally is printed for the README. The CRDs are those the shared corpus review parsed
// (support/corpus-review.ts), not parsed again.

async function schemas(): Promise<SchemaNode[]> {
  const out: SchemaNode[] = [];
  for (const file of (await corpusReview()).manifests.values()) {
    if (!file.path.startsWith('crds/')) continue;
    for (const crd of file.objects) {
      const spec = crd.value.spec;
      if (crd.kind !== 'CustomResourceDefinition' || !isJsonObject(spec)) continue;
      const versions = Array.isArray(spec.versions) ? spec.versions : [];
      for (const v of versions) {
        const s = isJsonObject(v) && isJsonObject(v.schema) ? v.schema.openAPIV3Schema : undefined;
        if (isJsonObject(s) && JSON.stringify(s).includes('x-kubernetes-validations')) out.push(new SchemaNode(s));
      }
    }
  }
  return out;
}

describeWithShared(CORPUS, 'CR-CEL-009 the corpus’s rules at run time', () => {
  it('evaluates or lists with a reason every rule reached, without throwing', async () => {
    const cache = new ReviewCache();
    const tally = { schemas: 0, evaluated: 0, errors: 0, notEvaluated: 0 };
    const reasons = new Map<string, number>();
    for (const schema of await schemas()) {
      tally.schemas++;
      const value = sampleValue(schema, 0, true);
      for (const oldValue of [undefined, value]) {
        const out = validateCelRules({ schema, value, oldValue, cache });
        tally.evaluated += out.evaluated;
        tally.errors += out.errors.length;
        tally.notEvaluated += out.notEvaluated.length;
        for (const n of out.notEvaluated) {
          expect(n.reason).not.toBe('');
          const key = n.reason.replace(/"[^"]*"/g, '"…"');
          reasons.set(key, (reasons.get(key) ?? 0) + 1);
        }
        for (const e of out.errors) expect(e.detail === '' ? e.type === 'Duplicate value' : true).toBe(true);
      }
    }
    console.log(
      'corpus CEL runtime',
      JSON.stringify(tally),
      JSON.stringify([...reasons].sort((a, b) => b[1] - a[1]).slice(0, 25)),
    );
    expect(tally.schemas).toBeGreaterThan(0);
    // Every error is an evaluated rule's (the counts cannot disagree).
    expect(tally.errors).toBeLessThanOrEqual(tally.evaluated);
  });
});
