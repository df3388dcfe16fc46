import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/parse/kube-object.js';
import { KEYWORD, keywordsOf, type Keyword } from '../../../../src/rules/crd/schema/schema-keywords.js';
import { nodesWith, walkSchema, type SparseKeyword } from '../../../../src/rules/crd/schema/walk-schema.js';
import { schemaOf } from './schema-of.js';

// The keyword bits stand in for raw reads in the hot paths of the schema rules, so they must say
// exactly which keys a node has; nodesWith must give exactly the nodes a full walk finds.

const KEYWORDS = Object.keys(KEYWORD) as Keyword[];
const KEYS = [...KEYWORDS, 'type', 'description', 'required', 'enum', '__proto__', 'constructor', 'toString'];
const value = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 3 }),
  fc.constant({}),
  fc.constant([]),
);
const { node } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    value,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 6 }),
  ),
}));
const schema = fc.dictionary(fc.constantFrom(...KEYS), node, { maxKeys: 8 });

describe('keywordsOf', () => {
  it('sets the bit of each keyword the node has as a key, whatever its value, and no other', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 10 }), (raw) => {
        const bits = keywordsOf(raw);
        for (const k of KEYWORDS) expect((bits & KEYWORD[k]) !== 0, k).toBe(Object.hasOwn(raw, k));
      }),
      { numRuns: 500 },
    );
  });

  it('reads a `__proto__` key as a plain key, as the parser stores it', () => {
    const raw = JSON.parse('{"__proto__": {"type": "string"}, "default": null}') as JsonObject;
    expect(keywordsOf(raw)).toBe(KEYWORD.default);
  });
});

describe('nodesWith', () => {
  const SPARSE: SparseKeyword[] = ['default', 'format', 'x-kubernetes-list-type', 'x-kubernetes-validations'];

  it("is the walk's nodes whose keyword is present and not null, in pre-order, below patternProperties too", () => {
    fc.assert(
      fc.property(schema, (root) => {
        const s = schemaOf(root);
        for (const k of SPARSE) {
          const walked: string[] = [];
          walkSchema(s, (at) => {
            const v = at.node.raw[k];
            if (v !== undefined && v !== null) walked.push(at.apiserverPath().toString());
          });
          expect(
            nodesWith(s, k).map((at) => at.apiserverPath().toString()),
            k,
          ).toEqual(walked);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds defaults at the root, under properties, items and patternProperties, and not `default: null`', () => {
    const s = schemaOf({
      type: 'object',
      default: {},
      properties: {
        a: { type: 'string', default: 'x' },
        b: { type: 'string', default: null },
        c: { type: 'array', items: { type: 'integer', default: 1 } },
      },
      patternProperties: { p: { type: 'string', default: 'y' } },
    });
    expect(nodesWith(s, 'default').map((at) => [at.apiserverPath().toString(), at.unvalidated])).toEqual([
      ['spec.validation.openAPIV3Schema', false],
      ['spec.validation.openAPIV3Schema.properties[a]', false],
      ['spec.validation.openAPIV3Schema.properties[c].items', false],
      ['spec.validation.openAPIV3Schema.patternProperties[p]', true],
    ]);
  });
});
