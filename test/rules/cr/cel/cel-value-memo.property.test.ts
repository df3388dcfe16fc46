import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';
import { CelValueMemo, toCelValue } from '../../../../src/rules/cr/cel/cel-value.js';

// CR-CEL-001: a node's `self` is converted once per object (validate-cel.ts): converting the
// root keeps the conversions of the children whose nodes have rules, adding their hazards and
// measures up into the root's. Whatever the value, each must be what converting it alone gives.

const rules = [{ rule: 'true' }];
const raw = {
  type: 'object',
  properties: {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    metadata: { type: 'object' },
    spec: {
      type: 'object',
      'x-kubernetes-validations': rules,
      properties: {
        items: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          'x-kubernetes-validations': rules,
          items: {
            type: 'object',
            'x-kubernetes-validations': rules,
            properties: {
              name: { type: 'string' },
              n: { type: 'integer' },
              when: { type: 'string', format: 'date-time' },
            },
          },
        },
        labels: { type: 'object', additionalProperties: { type: 'string' }, 'x-kubernetes-validations': rules },
        plain: { type: 'object', properties: { x: { type: 'number', nullable: true } } },
        namespace: { type: 'string' },
      },
    },
  },
};
const root = new SchemaNode(raw);
const spec = root.properties.get('spec') as SchemaNode;
const items = spec.properties.get('items') as SchemaNode;
const item = items.items as SchemaNode;
const labels = spec.properties.get('labels') as SchemaNode;

const scalar = fc.oneof(
  fc.string(),
  fc.constantFrom('ü', 'a', '2024-01-01T00:00:00Z'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const itemValue = fc.oneof(fc.dictionary(fc.constantFrom('name', 'n', 'when', 'z'), scalar), scalar);
const specValue = fc.dictionary(
  fc.constantFrom('items', 'labels', 'plain', 'namespace', 'other'),
  fc.oneof(fc.array(itemValue, { maxLength: 4 }), fc.dictionary(fc.string(), scalar), scalar),
);
const resource = fc.record({
  apiVersion: fc.constant('example.com/v1'),
  kind: fc.constant('Widget'),
  metadata: fc.oneof(fc.record({ name: fc.string() }), fc.record({ generateName: fc.string(), uid: fc.string() })),
  spec: specValue,
});

describe('toCelValue with a memo', () => {
  it('gives every node what converting it alone gives: the value, its hazards and its measures', () => {
    fc.assert(
      fc.property(resource, (r) => {
        const memo = new CelValueMemo();
        expect(toCelValue(r, root, true, memo)).toEqual(toCelValue(r, root, true));
        expect(toCelValue(r.spec, spec, false, memo)).toEqual(toCelValue(r.spec, spec, false));
        const list = r.spec.items;
        if (Array.isArray(list)) {
          expect(toCelValue(list, items, false, memo)).toEqual(toCelValue(list, items, false));
          for (const x of list) expect(toCelValue(x, item, false, memo)).toEqual(toCelValue(x, item, false));
        }
        expect(toCelValue(r.spec.labels, labels, false, memo)).toEqual(toCelValue(r.spec.labels, labels, false));
      }),
      { numRuns: 300 },
    );
  });

  it('a value met under another node is converted for that node', () => {
    const memo = new CelValueMemo();
    const value = { name: 'a', n: 1 };
    toCelValue(value, item, false, memo);
    expect(toCelValue(value, labels, false, memo)).toEqual(toCelValue(value, labels, false));
    expect(toCelValue(value, item, false, memo)).toEqual(toCelValue(value, item, false));
    expect(toCelValue(value, item, true, memo)).toEqual(toCelValue(value, item, true));
  });
});
