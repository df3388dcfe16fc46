import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderFieldError } from '../../../../src/engine/field-error.js';
import { prune, type PrunedPath } from '../../../../src/rules/crd/pruning/prune.js';
import { openapiPath, rejectionsOf } from '../../../../src/rules/crd/pruning/rejections.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';

// kube-openapi's typeValidator (pkg/validation/validate/type.go) for the mappings and lists that
// pruning meets, under the schema as apiextensions converts it (int-or-string as
// `integer,string`, unsupported formats stripped); and the object validator's
// additionalProperties: false.

const s = (raw: Record<string, unknown>): SchemaNode => new SchemaNode(raw);
const rendered = (value: unknown, raw: Record<string, unknown>, path: PrunedPath = ['spec', 'x']) =>
  rejectionsOf(value, s(raw), path).map((r) => renderFieldError(r.error));

describe('rejectionsOf', () => {
  it.each([
    [
      'a mapping under a string',
      {},
      { type: 'string' },
      'spec.x: Invalid value: "object": spec.x in body must be of type string: "object"',
    ],
    [
      'a list under an object',
      [],
      { type: 'object' },
      'spec.x: Invalid value: "array": spec.x in body must be of type object: "array"',
    ],
    [
      'a mapping under a list',
      {},
      { type: 'array', items: { type: 'string' } },
      'spec.x: Invalid value: "object": spec.x in body must be of type array: "object"',
    ],
    [
      'a mapping under int-or-string',
      {},
      { 'x-kubernetes-int-or-string': true },
      'spec.x: Invalid value: "object": spec.x in body must be of type integer,string: "object"',
    ],
    [
      'a list under int-or-string',
      [],
      { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
      'spec.x: Invalid value: "array": spec.x in body must be of type integer,string: "array"',
    ],
    [
      'a mapping under an int-or-string whose format is stripped',
      {},
      { 'x-kubernetes-int-or-string': true, format: 'int-or-string' },
      'spec.x: Invalid value: "object": spec.x in body must be of type integer,string: "object"',
    ],
    [
      'a mapping under a checked string format',
      {},
      { type: 'string', format: 'date-time' },
      'spec.x: Invalid value: "": spec.x in body must be of type date-time: ""',
    ],
    [
      'a mapping under a number format',
      {},
      { type: 'number', format: 'double' },
      'spec.x: Invalid value: "": spec.x in body must be of type double: ""',
    ],
    [
      'a list under an integer format',
      [],
      { type: 'integer', format: 'int64' },
      'spec.x: Invalid value: "array": spec.x in body must be of type integer: "array"',
    ],
    [
      'a mapping under a stripped integer format',
      {},
      { type: 'integer', format: 'uint8' },
      'spec.x: Invalid value: "object": spec.x in body must be of type integer: "object"',
    ],
    [
      'a mapping under a boolean (formats are stripped there)',
      {},
      { type: 'boolean', format: 'date-time' },
      'spec.x: Invalid value: "object": spec.x in body must be of type boolean: "object"',
    ],
  ])('%s', (_name, value, raw, error) => {
    expect(rendered(value, raw)).toEqual([error]);
  });

  it.each([
    ['a mapping under an object', {}, { type: 'object' }],
    ['a list under a list', [], { type: 'array', items: { type: 'string' } }],
    ['a list under a checked string format (type.go returns early)', [], { type: 'string', format: 'uuid' }],
    ['anything under an untyped preserving node', {}, { 'x-kubernetes-preserve-unknown-fields': true }],
    ['a mapping under an object with a format', {}, { type: 'object', format: 'date-time' }],
    ['a scalar (pruning drops nothing from it)', 'text', { type: 'object' }],
  ])('passes %s', (_name, value, raw) => {
    expect(rendered(value, raw)).toEqual([]);
  });

  it('refuses each undeclared key of an additionalProperties: false object, at the object', () => {
    expect(rendered({ a: 1, b: {} }, { type: 'object', additionalProperties: false }, ['spec', 'closed'])).toEqual([
      'spec.closed: Invalid value: "a": spec.closed.a in body is a forbidden property',
      'spec.closed: Invalid value: "b": spec.closed.b in body is a forbidden property',
    ]);
    expect(
      rejectionsOf({ a: 1 }, s({ type: 'object', additionalProperties: false }), ['spec', 'closed']).map((r) => r.path),
    ).toEqual([['spec', 'closed', 'a']]);
  });

  it('writes kube-openapi paths: keys with dots unbracketed, items as [i]', () => {
    expect(openapiPath(['spec', 'labels', 'a.b/c', 0, 'x'])).toBe('spec.labels.a.b/c[0].x');
    expect(openapiPath(['status'])).toBe('status');
  });
});

// Random schemas and values over a small vocabulary, so that they meet with every type.
const KEYS = ['a', 'b'] as const;
const { schema: schemaArb } = fc.letrec<{ schema: Record<string, unknown> }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      type: fc.constantFrom('string', 'integer', 'number', 'boolean'),
      format: fc.constantFrom('', 'date-time', 'int32', 'double', 'bogus'),
    }),
    fc.record({ 'x-kubernetes-int-or-string': fc.constant(true) }),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom(...KEYS), tie('schema'), { maxKeys: 2 }),
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
        'x-kubernetes-preserve-unknown-fields': fc.constant(true),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('array'), items: tie('schema') }, { requiredKeys: ['type'] }),
  ),
}));
const { value: valueArb } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS, 'c'), tie('value'), { maxKeys: 3 }),
  ),
}));

const at = (root: unknown, path: PrunedPath): unknown =>
  path.reduce<unknown>(
    (v, step) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[step] : undefined),
    root,
  );

describe('rejectionsOf on the walk of prune: properties', () => {
  it('judges only objects and lists of the value, and a type rejection names the JSON type it saw', () => {
    fc.assert(
      fc.property(valueArb, schemaArb, (value, raw) => {
        prune(value, new SchemaNode(raw), false, (v, node, path) => {
          expect(at(value, path)).toBe(v);
          for (const r of rejectionsOf(v, node, path)) {
            if (r.reason === 'forbidden')
              expect(Object.hasOwn(v as object, r.path[r.path.length - 1] as string)).toBe(true);
            else expect(r.actual).toBe(Array.isArray(v) ? 'array' : 'object');
          }
        });
      }),
    );
  });

  it('never rejects the type of a mapping under an object schema or a list under an array schema', () => {
    fc.assert(
      fc.property(valueArb, schemaArb, (value, raw) => {
        prune(value, new SchemaNode(raw), false, (v, node, path) => {
          const matches = (Array.isArray(v) && node.type === 'array') || (!Array.isArray(v) && node.type === 'object');
          if (matches) expect(rejectionsOf(v, node, path).filter((r) => r.reason === 'type')).toEqual([]);
        });
      }),
    );
  });
});
