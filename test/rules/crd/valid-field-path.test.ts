import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validFieldPath } from '../../../src/rules/crd/valid-field-path.js';

// cel.ValidFieldPath as selectableFields use it (CRD-SELF-002).

describe('validFieldPath (cel.ValidFieldPath without array notation)', () => {
  const schema = { type: 'object', properties: { spec: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: undefined }, m: { type: 'object', additionalProperties: { type: 'integer' } } } };
  it.each([
    ['.spec.a', { ok: true, root: 'spec', path: 'spec.a', schema: { type: 'string' } }],
    ['.m.k', { ok: true, root: 'm', path: 'm[k]', schema: { type: 'integer' } }],
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
