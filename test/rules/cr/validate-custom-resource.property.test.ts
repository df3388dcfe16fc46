import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewCache } from '../../../src/engine/review-cache.js';
import { isJsonObject, type JsonObject } from '../../../src/parse/kube-object.js';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';
import type { ServedVersion } from '../../../src/rules/cr/match/serving-crds.js';
import { prepareObject } from '../../../src/rules/cr/prepare/prepare-object.js';
import { sameValue } from '../../../src/rules/crd/schema/same-value.js';
import { validateCustomResource } from '../../../src/rules/cr/validate-custom-resource.js';

// Custom resources are user input (DESIGN §9): whatever a manifest holds, validation returns
// errors and never throws, never mutates the parsed value, and an update that changes nothing
// is accepted whole (ratcheting, spec §9: every node is unchanged).

const schema = new SchemaNode({
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'integer', minimum: 0, default: 1 },
        s: { type: 'string', maxLength: 3, pattern: '^[a-z]*$', format: 'uuid' },
        e: { type: 'string', enum: ['x', 'y'] },
        l: { type: 'array', maxItems: 2, 'x-kubernetes-list-type': 'set', items: { type: 'string' } },
        m: { type: 'object', additionalProperties: { type: 'integer', nullable: true } },
        p: { 'x-kubernetes-int-or-string': true },
        t: { type: 'object', 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true },
      },
    },
  },
});
const served: ServedVersion = {
  crd: undefined as never,
  crdName: 'widgets.example.com',
  group: 'example.com',
  kind: 'Widget',
  version: 'v1',
  schema,
  statusSubresource: false,
  scale: { specReplicasPath: '.spec.a', statusReplicasPath: '.status.n', labelSelectorPath: '.spec.s' },
  conversion: 'None',
  hasCelRules: false,
};
const json = fc.jsonValue({ maxDepth: 4 });
const resource = fc
  .record({
    spec: fc.oneof(json, fc.dictionary(fc.constantFrom('a', 's', 'e', 'l', 'm', 'p', 't', 'z'), json)),
    metadata: fc.oneof(json, fc.record({ name: fc.string() })),
  })
  .map((r): JsonObject => ({ apiVersion: 'example.com/v1', kind: 'Widget', ...r }));

describe('validateCustomResource over any JSON', () => {
  it('returns errors, does not throw, and does not mutate the manifest', () => {
    fc.assert(
      fc.property(resource, (r) => {
        const copy = structuredClone(r);
        const outcome = validateCustomResource(r, served, new ReviewCache());
        expect(sameValue(r, copy)).toBe(true);
        for (const e of outcome.errors) expect(typeof e.error.type).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('an update that changes nothing has no OpenAPI error (every node ratchets)', () => {
    fc.assert(
      fc.property(resource, (r) => {
        const outcome = validateCustomResource(r, served, new ReviewCache(), {
          raw: structuredClone(r),
          stored: served,
        });
        expect(outcome.errors.filter((e) => e.ruleId === 'cr/schema' && e.error.detail.includes(' in body '))).toEqual(
          [],
        );
      }),
      { numRuns: 300 },
    );
  });

  it('preparing is idempotent: what the apiserver stores, re-read, is the same (CR-MATCH-006)', () => {
    fc.assert(
      fc.property(resource, (r) => {
        const once = prepareObject(r, schema).value;
        expect(isJsonObject(once)).toBe(true);
        expect(sameValue(prepareObject(once, schema).value, once)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateCustomResource on deep input (DESIGN §9)', () => {
  it('a schema and a value nested as deep as the parser allows are judged without a stack overflow', () => {
    let deepSchema: Record<string, unknown> = { type: 'integer', maximum: 1 };
    let deepValue: unknown = 2;
    for (let i = 0; i < 990; i++) {
      deepSchema = { type: 'object', properties: { a: deepSchema } };
      deepValue = { a: deepValue };
    }
    const deep: ServedVersion = {
      ...served,
      schema: new SchemaNode({ type: 'object', properties: { spec: deepSchema } }),
      scale: undefined,
    };
    const outcome = validateCustomResource(
      { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' }, spec: deepValue },
      deep,
      new ReviewCache(),
    );
    expect(outcome.errors.map((e) => e.error.type)).toEqual(['Invalid value']);
    expect(outcome.errors[0]?.error.detail).toMatch(/^spec(\.a){990} in body should be less than or equal to 1$/);
  });
});
