import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewCache } from '../../../../src/engine/review-cache.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';
import { validateCelRules } from '../../../../src/rules/cr/cel/validate-cel.js';

// Bad input never crashes the run (DESIGN §9): whatever JSON a manifest holds where the schema
// expects something else, and whatever old object it is compared with, validateCelRules returns
// errors and rules not evaluated, and throws nothing.

const rules = (...rs: string[]): object[] =>
  rs.map((rule) => ({ rule, messageExpression: '"at " + string(size(self))' }));

const schema = new SchemaNode({
  type: 'object',
  'x-kubernetes-validations': rules('self.metadata.name.startsWith("a")', 'has(self.spec) || self.kind == "X"'),
  properties: {
    spec: {
      type: 'object',
      'x-kubernetes-validations': rules(
        'self.n > 0',
        'self.xs.all(x, x.k.size() < 5)',
        'self == oldSelf',
        'isIP(self.s) && ip(self.s).family() == 4',
        'quantity(self.q).isGreaterThan(quantity("1"))',
      ),
      properties: {
        n: { type: 'integer', 'x-kubernetes-validations': rules('self / (self - 1) > 0', 'self >= oldSelf') },
        s: {
          type: 'string',
          'x-kubernetes-validations': rules(
            'self.matches("^[a-z]+$")',
            'url(self).getScheme() == "https"',
            'self.split("/")[1] == "x"',
          ),
        },
        q: { 'x-kubernetes-int-or-string': true, 'x-kubernetes-validations': rules('isQuantity(string(self))') },
        d: { type: 'string', format: 'duration', 'x-kubernetes-validations': rules('duration(self) > duration("1s")') },
        xs: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['k'],
          items: {
            type: 'object',
            properties: { k: { type: 'string' }, v: { type: 'number', nullable: true } },
            'x-kubernetes-validations': rules('self.k != ""', 'self.v > oldSelf.v'),
          },
        },
        tags: {
          type: 'array',
          'x-kubernetes-list-type': 'set',
          items: { type: 'string' },
          'x-kubernetes-validations': rules('self.isSorted()', 'sets.contains(self, ["a"])', 'self == oldSelf'),
        },
        m: {
          type: 'object',
          additionalProperties: { type: 'integer' },
          'x-kubernetes-validations': rules(
            'self.all(k, self[k] > 0)',
            'self.map(k, k).size() == 1',
            "self['a-b'] == 1",
          ),
        },
      },
    },
  },
});

const anyJson = fc.jsonValue({ maxDepth: 4 });
const specLike = fc.record(
  {
    n: fc.oneof(fc.integer(), anyJson),
    s: fc.oneof(fc.string(), anyJson),
    q: anyJson,
    d: anyJson,
    xs: fc.oneof(fc.array(fc.record({ k: fc.oneof(fc.string(), anyJson), v: anyJson })), anyJson),
    tags: anyJson,
    m: anyJson,
  },
  { requiredKeys: [] },
);
const object = fc.record(
  {
    apiVersion: anyJson,
    kind: anyJson,
    metadata: fc.oneof(fc.record({ name: fc.oneof(fc.string(), anyJson) }), anyJson),
    spec: fc.oneof(specLike, anyJson),
  },
  { requiredKeys: [] },
);

describe('validateCelRules on arbitrary input', () => {
  it('never throws, and every error has a path or the root', () => {
    const cache = new ReviewCache();
    fc.assert(
      fc.property(object, fc.option(object, { nil: undefined }), (value, oldValue) => {
        const out = validateCelRules({ schema, value, oldValue, cache });
        for (const e of out.errors) expect(typeof e.detail).toBe('string');
        for (const n of out.notEvaluated) expect(n.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary values at the root', () => {
    const cache = new ReviewCache();
    fc.assert(
      fc.property(anyJson, anyJson, (value, oldValue) => {
        validateCelRules({ schema, value, oldValue, cache });
      }),
      { numRuns: 200 },
    );
  });

  it('never overflows the stack on values nested 20,000 deep under preserved unknown fields', () => {
    const deep = (): unknown => {
      let v: unknown = 1;
      for (let i = 0; i < 20_000; i++) v = i % 2 ? { a: v } : [v];
      return v;
    };
    const preserving = new SchemaNode({
      type: 'object',
      'x-kubernetes-validations': [{ rule: 'self == oldSelf' }],
      properties: {
        spec: {
          type: 'object',
          'x-kubernetes-preserve-unknown-fields': true,
          'x-kubernetes-validations': [{ rule: 'self == oldSelf' }, { rule: 'false', message: 'ran' }],
        },
      },
    });
    const out = validateCelRules({
      schema: preserving,
      value: { spec: { x: deep() } },
      oldValue: { spec: { x: deep() } },
      cache: new ReviewCache(),
    });
    // A field without a schema never correlates (equality.go Key), so even an unchanged spec is not
    // ratcheted; the comparisons of values CEL cannot see whole are listed.
    expect(out.errors.map((e) => `${e.path?.toString()} ${e.detail}`)).toEqual(['spec ran']);
    expect(out.notEvaluated.map((n) => n.path?.toString() ?? '<nil>')).toEqual(['<nil>', 'spec']);
  });
});
