import { describe, expect, it } from 'vitest';
import { declTypeOf, type DeclType } from '../../../../src/rules/crd/cel/cost/decl-type.js';
import { accessSignature } from '../../../../src/rules/crd/cel/cost/rule-costs.js';

// The key RuleCosts keeps an estimate under: what an expression selecting `names` can read of
// `self`. Equal content in different parsed nodes must share it, and anything the estimator can
// read (sizes on the selected path, object identity) must tell two declarations apart.

const decl = (schema: Record<string, unknown>, root = false): DeclType =>
  declTypeOf(schema, root, new WeakMap()) as DeclType;
const spec = (maxLength: number, other = 1) => ({
  type: 'object',
  required: ['a'],
  properties: {
    a: { type: 'string', maxLength },
    b: { type: 'string', maxLength: other },
    l: { type: 'array', maxItems: 3, items: { type: 'object', properties: { a: { type: 'integer' } } } },
  },
});

describe('accessSignature', () => {
  it('is the same for equal content in different objects', () => {
    expect(accessSignature(decl(spec(5)), new Set(['a', 'l']))).toBe(
      accessSignature(decl(spec(5)), new Set(['l', 'a'])),
    );
  });

  it('differs when a selected field differs, and not when an unselected one does', () => {
    const names = new Set(['a']);
    expect(accessSignature(decl(spec(5)), names)).not.toBe(accessSignature(decl(spec(6)), names));
    expect(accessSignature(decl(spec(5, 1)), names)).toBe(accessSignature(decl(spec(5, 2)), names));
    expect(accessSignature(decl(spec(5, 1)), new Set(['b']))).not.toBe(
      accessSignature(decl(spec(5, 2)), new Set(['b'])),
    );
  });

  it('reaches list items and the fields below them', () => {
    // The root's minimum size: {} (2) and the required a: its name (1), its value (2) and 4 more.
    expect(accessSignature(decl(spec(5)), new Set(['l', 'a']))).toBe(
      '(object 0 9 a:(string 20 2) l:(list 3 2 *(object 0 2 a:(int 0 1))))',
    );
  });

  it('numbers objects, so one object reached twice is not two equal ones', () => {
    const shared = { type: 'object', properties: { n: { type: 'integer' } } };
    const aliased = decl({ type: 'object', properties: { x: shared, y: shared } });
    const copied = decl({ type: 'object', properties: { x: { ...shared }, y: { ...shared } } });
    const names = new Set(['x', 'y', 'n']);
    expect(accessSignature(aliased, names)).toBe('(object 0 2 x:(object 0 2 n:(int 0 1)) y:#1)');
    expect(accessSignature(copied, names)).toBe('(object 0 2 x:(object 0 2 n:(int 0 1)) y:(object 0 2 n:(int 0 1)))');
  });

  it('gives up past its depth limit rather than recursing without bound', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 100; i++) schema = { type: 'object', properties: { c: schema } };
    expect(accessSignature(decl(schema), new Set(['c']))).toBeUndefined();
    expect(accessSignature(decl(schema), new Set(['d']))).toBe('(object 0 2)');
  });
});
