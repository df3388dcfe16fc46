import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewCache } from '../../../src/engine/review-cache.js';
import type { JsonObject } from '../../../src/parse/kube-object.js';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';
import { printedPath } from '../../../src/rules/cr/cr-error.js';
import type { ServedVersion } from '../../../src/rules/cr/match/serving-crds.js';
import { createOutcome } from '../../../src/rules/cr/outcome-memo.js';
import { validateCustomResource, type ResourceOutcome } from '../../../src/rules/cr/validate-custom-resource.js';

// outcome-memo.ts shares the judgement of a body among the resources that hold it: for any run of
// resources, each one's outcome through the shared cache must be what it is alone, with a cache
// of its own. The resources draw from few bodies and few metadata, so that bodies repeat under
// other names, labels, owner references (a missing uid blocks CEL), unknown ObjectMeta keys and
// placeholders.

const node = (raw: JsonObject) => new SchemaNode(raw);
const spec: JsonObject = {
  type: 'object',
  required: ['a'],
  'x-kubernetes-validations': [
    { rule: 'self.a < 3', message: 'a too big' },
    { rule: "!has(self.s) || self.s != 'zz'" },
  ],
  properties: {
    a: { type: 'integer', minimum: 0, default: 1 },
    s: { type: 'string', maxLength: 3, pattern: '^[a-z{} .]*$' },
    e: { type: 'string', enum: ['x', 'y'] },
    l: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string' } },
  },
};
const servedWith = (root: JsonObject): ServedVersion => {
  const schema = node(root);
  return {
    crd: undefined as never,
    crdName: 'widgets.example.com',
    group: 'example.com',
    kind: 'Widget',
    version: 'v1',
    schema,
    statusSubresource: false,
    scale: undefined,
    conversion: 'None',
    hasCelRules: true,
  };
};
// One whose body is shared, and one whose root rule reads the name (each resource judged whole).
const shared = servedWith({ type: 'object', properties: { metadata: { type: 'object' }, spec } });
const rooted = servedWith({
  type: 'object',
  'x-kubernetes-validations': [{ rule: "self.metadata.name != 'b'" }],
  properties: { spec },
});

const value = fc.constantFrom<unknown>(0, 2, 5, -1, 'x', 'zz', 'abcd', '{{ .Values.s }}', null, [], ['x', 'x'], {
  k: 1,
});
const body = fc.dictionary(fc.constantFrom('a', 's', 'e', 'l', 'z'), value, { maxKeys: 3 });
const metadata = fc.record(
  {
    name: fc.constantFrom<unknown>('a', 'b', 'Not_A_Name', '', '{{ .Release.Name }}', 7),
    generateName: fc.constantFrom('w-', 'W_'),
    labels: fc.constantFrom({ k: 'v' }, { k: '-v-' }),
    ownerReferences: fc.constantFrom(
      [{ apiVersion: 'v1', kind: 'ConfigMap', name: 'c', uid: 'u' }],
      [{ apiVersion: 'v1', kind: 'ConfigMap', name: 'c' }],
    ),
    nmespace: fc.constant('x'),
  },
  { requiredKeys: [] },
);
const resource = fc
  .record({ metadata, spec: fc.oneof(body, value) })
  .map((r): JsonObject => ({ apiVersion: 'example.com/v1', kind: 'Widget', ...r }));

const seen = (o: ResourceOutcome) => ({
  operation: o.operation,
  errors: o.errors.map(
    (e) =>
      `${e.ruleId} ${printedPath(e.error)} | ${e.error.type} | ${e.error.hasValue ? JSON.stringify(e.error.value) : '-'} | ${e.error.detail}${e.reportedByUnknownField ? ' (unknown-field)' : ''}`,
  ),
  celNotEvaluated: o.celNotEvaluated.map((n) => `${n.path?.toString() ?? '<nil>'} ${n.rule} ${n.reason}`),
  drops: o.dropped.length > 0,
});

describe('createOutcome: a body judged once, for every resource that holds it', () => {
  it('gives each resource of a run what validateCustomResource gives it alone', () => {
    fc.assert(
      fc.property(fc.array(resource, { minLength: 1, maxLength: 8 }), fc.boolean(), (resources, formats) => {
        const cache = new ReviewCache();
        for (const served of [shared, rooted]) {
          for (const r of resources) {
            const cluster = { k8sNameFormats: formats, numberFormats: formats };
            const alone = validateCustomResource(r, served, new ReviewCache(), undefined, cluster);
            expect(seen(createOutcome(r, served, cache, cluster))).toEqual(seen(alone));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
