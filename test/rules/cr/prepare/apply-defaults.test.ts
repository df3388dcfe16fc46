import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';
import { applyDefaults } from '../../../../src/rules/cr/prepare/apply-defaults.js';

// Step 4 of spec/cr-validation.md §3.1 ([DF] algorithm.go): defaults go in top down, with the
// path of each; a branch whose schema has no default below it is left as it is, and the input
// is never changed.

const schema = new SchemaNode({
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        mode: { type: 'string', default: 'Auto' },
        ports: {
          type: 'array',
          items: {
            type: 'object',
            default: { port: 80 },
            properties: { port: { type: 'integer' }, protocol: { type: 'string', default: 'TCP' } },
          },
        },
        limits: { type: 'object', additionalProperties: { type: 'string', default: '1' } },
        opaque: { type: 'object', properties: { deep: { type: 'object', properties: { x: { type: 'string' } } } } },
        nested: {
          type: 'object',
          default: {},
          properties: { inner: { type: 'object', properties: { n: { type: 'integer', default: 3 } }, default: {} } },
        },
      },
    },
  },
});

describe('applyDefaults', () => {
  it('fills absent properties, null items and null map values, and defaults inside what it filled', () => {
    const value = {
      spec: { ports: [{ port: 8080 }, null], limits: { cpu: null, memory: '2' }, opaque: { deep: { x: 'y' } } },
    };
    const before = structuredClone(value);
    const out = applyDefaults(value, schema);
    expect(out.value).toEqual({
      spec: {
        mode: 'Auto',
        ports: [
          { port: 8080, protocol: 'TCP' },
          { port: 80, protocol: 'TCP' },
        ],
        limits: { cpu: '1', memory: '2' },
        opaque: { deep: { x: 'y' } },
        nested: { inner: { n: 3 } },
      },
    });
    expect(out.filled).toEqual([
      ['spec', 'mode'],
      ['spec', 'nested'],
      ['spec', 'ports', 0, 'protocol'],
      ['spec', 'ports', 1],
      ['spec', 'ports', 1, 'protocol'],
      ['spec', 'limits', 'cpu'],
      ['spec', 'nested', 'inner'],
      ['spec', 'nested', 'inner', 'n'],
    ]);
    expect(value).toEqual(before);
  });

  it('never changes its input, whatever it is given', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    const spec = fc.dictionary(fc.constantFrom('mode', 'ports', 'limits', 'opaque', 'nested', 'z'), json);
    fc.assert(
      fc.property(fc.record({ spec }), (value) => {
        const before = structuredClone(value);
        const out = applyDefaults(value, schema);
        expect(value).toEqual(before);
        // Defaulting again fills nothing: every default is in.
        expect(applyDefaults(out.value, schema).filled).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
