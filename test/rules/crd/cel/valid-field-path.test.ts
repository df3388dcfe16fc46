import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCelName } from '../../../../src/rules/crd/cel/escape-cel-name.js';
import { isValidFieldPath, validFieldPath } from '../../../../src/rules/crd/cel/valid-field-path.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';

// SCHEMA-CEL-006's ValidFieldPath and SCHEMA-CEL-007's property-name escaping; ValidFieldPath as
// selectableFields use it (CRD-SELF-002).

const node = new SchemaNode({
  type: 'object',
  properties: {
    spec: { type: 'object', properties: { 'a.b': { type: 'string' }, "it's": { type: 'string' } } },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    list: { type: 'array', items: { type: 'string' } },
  },
});

describe('isValidFieldPath', () => {
  it.each([
    ['.spec', true],
    ["['spec']['a.b']", true],
    [".spec['it\\'s']", true],
    ['.labels.anything', true],
    [".labels['any.key']", true],
    ['.spec.nope', false],
    ['.list[0]', false],
    ['spec', false],
    ['.spec.', false],
    ["['spec'", false],
    [".spec['a\\x']", false],
  ])('%s is %s', (path, valid) => {
    expect(isValidFieldPath(path, node)).toBe(valid);
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (path) => typeof isValidFieldPath(path, node) === 'boolean'));
  });

  it('accepts every chain of declared property names in bracket notation', () => {
    const names = fc.constantFrom(['spec'], ['spec', 'a.b'], ['spec', "it's"], ['labels', 'x']);
    fc.assert(
      fc.property(names, (chain) => isValidFieldPath(chain.map((n) => `['${n.replace(/'/g, "\\'")}']`).join(''), node)),
    );
  });
});

describe('escapeCelName', () => {
  it.each([
    ['namespace', '__namespace__'],
    ['if', '__if__'],
    ['foo-bar', 'foo__dash__bar'],
    ['a.b/c', 'a__dot__b__slash__c'],
    ['x__y', 'x__underscores__y'],
    ['-lead', '__dash__lead'],
    ['plain', 'plain'],
    ['1st', undefined],
    ['has space', undefined],
  ])('%s is %s', (name, escaped) => {
    expect(escapeCelName(name)).toBe(escaped);
  });
});

describe('validFieldPath (cel.ValidFieldPath without array notation)', () => {
  const schema = {
    type: 'object',
    properties: {
      spec: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: undefined },
      m: { type: 'object', additionalProperties: { type: 'integer' } },
    },
  };
  it.each([
    [
      '.spec.a',
      {
        ok: true,
        root: 'spec',
        path: 'spec.a',
        schema: { type: 'string' },
        steps: [
          { name: 'spec', property: true },
          { name: 'a', property: true },
        ],
      },
    ],
    [
      '.m.k',
      {
        ok: true,
        root: 'm',
        path: 'm[k]',
        schema: { type: 'integer' },
        steps: [
          { name: 'm', property: true },
          { name: 'k', property: false },
        ],
      },
    ],
    ['.', { ok: false, error: 'unexpected end of JSON path' }],
    ["['spec']", { ok: false, error: 'array notation is not allowed' }],
    ['spec.a', { ok: false, error: 'expected [ or . but got: spec' }],
    ['.spec.b', { ok: false, error: 'does not refer to a valid field' }],
  ])('%s', (path, want) => {
    expect(validFieldPath(path, schema)).toEqual(want);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => void validFieldPath(s, schema)));
  });
});
