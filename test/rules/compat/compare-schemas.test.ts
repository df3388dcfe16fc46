import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../src/engine/field-path.js';
import type { JsonObject } from '../../../src/parse/kube-object.js';
import { compareSchemas, type CompareOptions } from '../../../src/rules/compat/compare-schemas.js';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';

// The walk of spec/crd-compatibility.md §4.1, as served-version-divergence (§5.8) calls it.
const ROOT = FieldPath.of('spec', 'versions').index(1).child('schema', 'openAPIV3Schema');
const diff = (base: JsonObject, head: JsonObject, options?: CompareOptions) =>
  compareSchemas(new SchemaNode(base), new SchemaNode(head), ROOT, options).map((d) => ({
    rule: d.ruleId,
    check: d.check,
    property: d.property,
    base: d.base,
    head: d.head,
    path: d.path.toString(),
  }));
const obj = (properties: JsonObject, more: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...more });
const P = 'spec.versions[1].schema.openAPIV3Schema';

describe('compareSchemas', () => {
  it('finds nothing between a schema and itself', () => {
    const s = obj({
      spec: obj(
        { size: { type: 'integer', maximum: 10 }, tags: { type: 'array', items: { type: 'string', enum: ['a'] } } },
        { required: ['size'] },
      ),
    });
    expect(diff(s, structuredClone(s))).toEqual([]);
  });

  it('reports a type change once and nothing below it', () => {
    expect(
      diff(obj({ spec: obj({ a: { type: 'string' } }) }), obj({ spec: { type: 'string', maxLength: 3 } })),
    ).toEqual([
      {
        rule: 'compat/type-changed',
        check: 'type',
        property: '^.spec',
        base: 'object',
        head: 'string',
        path: `${P}.properties[spec].type`,
      },
    ]);
  });

  it('keeps checking a widened node', () => {
    expect(diff(obj({ n: { type: 'integer', maximum: 10 } }), obj({ n: { type: 'number', maximum: 5 } }))).toEqual([
      {
        rule: 'compat/type-widened',
        check: 'type',
        property: '^.n',
        base: 'integer',
        head: 'number',
        path: `${P}.properties[n].type`,
      },
      {
        rule: 'compat/validation-tightened',
        check: 'maximum',
        property: '^.n',
        base: 10,
        head: 5,
        path: `${P}.properties[n].maximum`,
      },
    ]);
  });

  it('walks items and additionalProperties with their own property steps', () => {
    const base = obj({
      m: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string', maxLength: 9 } } },
    });
    const head = obj({
      m: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string', maxLength: 8 } } },
    });
    expect(diff(base, head)).toEqual([
      {
        rule: 'compat/validation-tightened',
        check: 'maxLength',
        property: '^.m{*}[*]',
        base: 9,
        head: 8,
        path: `${P}.properties[m].additionalProperties.items.maxLength`,
      },
    ]);
  });

  it('restricts to the checks asked for, with the same walk', () => {
    const base = obj({ a: { type: 'string' }, b: { type: 'integer', maximum: 3 }, c: obj({ d: { type: 'string' } }) });
    const head = obj({ b: { type: 'integer', maximum: 2 }, c: { type: 'string' } });
    expect(diff(base, head, { only: new Set(['compat/field-removed']) })).toEqual([
      {
        rule: 'compat/field-removed',
        check: 'field',
        property: '^.a',
        base: { type: 'string' },
        head: null,
        path: `${P}.properties`,
      },
    ]);
  });

  // The apiserver's enum check converts a value to an enum value's type before comparing: a list
  // converts to no string, so `enum: [a, b]` on an array rejected every list. Moving the enum onto
  // the items (gatekeeper's ConstraintTemplate operations did) lets lists through: nothing narrows.
  it('finds nothing at or below a base node no value could meet', () => {
    const base = obj({
      ops: { type: 'array', enum: ['a', 'b'], items: { type: 'string', maxLength: 9 } },
      keep: { type: 'string', maxLength: 4 },
    });
    const head = obj({
      ops: { type: 'array', items: { type: 'string', enum: ['a', 'b'], maxLength: 3 } },
      keep: { type: 'string', maxLength: 3 },
    });
    expect(diff(base, head)).toEqual([
      {
        rule: 'compat/validation-tightened',
        check: 'maxLength',
        property: '^.keep',
        base: 4,
        head: 3,
        path: `${P}.properties[keep].maxLength`,
      },
    ]);
    expect(diff(obj({ m: obj({ a: { type: 'string' } }, { enum: ['x'] }) }), obj({ m: { type: 'string' } }))).toEqual(
      [],
    );
  });

  it('still compares a node whose enum has one value of its kind among others', () => {
    const base = obj({ ops: { type: 'array', enum: ['a', ['a']], items: { type: 'string' } } });
    const head = obj({ ops: { type: 'array', items: { type: 'string', enum: ['a'] } } });
    expect(diff(base, head).map((d) => `${d.rule} ${d.property}`)).toEqual([
      'compat/enum-widened ^.ops',
      'compat/enum-narrowed ^.ops[*]',
    ]);
    const numbers = obj({ n: { type: 'integer', enum: [1.0, 2] } });
    expect(diff(numbers, obj({ n: { type: 'integer', enum: [1] } })).map((d) => d.rule)).toEqual([
      'compat/enum-narrowed',
    ]);
  });

  it('takes the policies of §6', () => {
    const base = obj({ s: { type: 'string', pattern: '^a$' } });
    const head = obj({ s: { type: 'string', nullable: true } });
    expect(diff(base, head).map((d) => d.rule)).toEqual(['compat/nullable-changed']);
    expect(diff(base, head, { nullableAddition: 'Allow', patternRemoval: 'Disallow' })).toEqual([
      {
        rule: 'compat/validation-tightened',
        check: 'pattern',
        property: '^.s',
        base: '^a$',
        head: null,
        path: `${P}.properties[s]`,
      },
    ]);
  });

  // Any JSON a user can write where a schema goes: the walk never throws, and a schema compared
  // with itself (or a copy) is never a difference.
  const keyword = fc.constantFrom(
    'type',
    'enum',
    'required',
    'nullable',
    'maximum',
    'minimum',
    'maxLength',
    'minItems',
    'pattern',
    'format',
    'default',
    'anyOf',
    'not',
    'x-kubernetes-int-or-string',
    'x-kubernetes-preserve-unknown-fields',
    'x-kubernetes-list-type',
    'x-kubernetes-list-map-keys',
    'x-kubernetes-map-type',
    'x-kubernetes-validations',
    'description',
    'additionalProperties',
    'items',
    'properties',
  );
  const scalar = fc.oneof(
    fc.constantFrom('object', 'array', 'string', 'integer', 'number', 'boolean', 'set', 'map', 'atomic', 'self > 0'),
    fc.integer({ min: -3, max: 3 }),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
  );
  const { schema } = fc.letrec((tie) => ({
    schema: fc.dictionary(
      keyword,
      fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.array(fc.oneof(scalar, tie('schema')), { maxLength: 3 }),
        tie('schema'),
        fc.dictionary(fc.constantFrom('a', 'b', 'rule'), fc.oneof(scalar, tie('schema')), { maxKeys: 2 }),
      ),
      { maxKeys: 5 },
    ),
  }));

  it('never throws, and finds nothing between a schema and a copy of it', () => {
    fc.assert(
      fc.property(schema, schema, (a, b) => {
        diff(a as JsonObject, b as JsonObject);
        expect(diff(a as JsonObject, structuredClone(a) as JsonObject)).toEqual([]);
      }),
      {
        numRuns: 300,
        // A description that is a mapping without a prototype (fast-check's dictionaries), against a pattern.
        examples: [[{ description: Object.create(null) as object }, { pattern: 'object' }]],
      },
    );
  });
});
