import { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_OPTIONS } from '../../../../src/rules/crd/cel/kubernetes-library.js';

// What cel-types.ts and typed-selects.ts rely on in @marcbachmann/cel-js (8.0.0) for reserved words
// as field names (SCHEMA-CEL-013, 1.31): like cel-go's grammar (a select takes an IDENTIFIER, and
// reserved words are refused only as identifiers), the parser accepts `self.namespace` and refuses
// `namespace` alone; the checker finds such a field when the type declares it under that name;
// has() checks only its root variable; and each checked node carries its type. A new version of
// the library that changes any of this fails here, not on a user's CRD.

function env(): Environment {
  const e = new Environment(ENVIRONMENT_OPTIONS);
  e.registerType('test.Keyed', { fields: { __namespace__: 'string', namespace: 'string' } });
  e.registerType('test.Escaped', { fields: { __namespace__: 'string' } });
  return e.registerVariable('t', 'test.Keyed').registerVariable('u', 'test.Escaped');
}

describe('the CEL library and reserved words', () => {
  it('parses a reserved word after a dot, and in has()', () => {
    expect(() => env().parse('t.namespace == "" && has(t.namespace) && t.?namespace.hasValue()')).not.toThrow();
  });

  it('refuses a reserved word as an identifier, as cel-go does', () => {
    expect(() => env().parse('namespace == ""')).toThrow(
      expect.objectContaining({ name: 'ParseError', code: 'reserved_identifier' }),
    );
  });

  it('reads true, false, null and in as tokens, never as a field', () => {
    for (const word of ['true', 'false', 'null', 'in'])
      expect(() => env().parse(`t.${word}`)).toThrow(expect.objectContaining({ name: 'ParseError' }));
  });

  it('finds a reserved-word field only where the type declares it under that name', () => {
    expect(env().check('t.namespace == ""')).toEqual({ valid: true, type: 'bool' });
    expect(env().check('u.namespace == ""')).toMatchObject({ valid: false, error: { code: 'no_such_key' } });
  });

  it('does not look up the fields of has(), so typed-selects.ts does', () => {
    expect(env().check('has(u.nope)')).toEqual({ valid: true, type: 'bool' });
  });

  it('leaves the type of each checked node on it, and of the root variable of has()', () => {
    const parsed = env().parse('t.namespace == "" || has(u.namespace)');
    expect(parsed.check().valid).toBe(true);
    const [left, right] = parsed.ast.args as unknown as [
      { args: [{ args: [{ checkedType: { name: string } }] }] },
      { args: [string, [{ args: [{ checkedType: { name: string } }] }]] },
    ];
    expect(left.args[0].args[0].checkedType.name).toBe('test.Keyed');
    expect(right.args[1][0].args[0].checkedType.name).toBe('test.Escaped');
  });
});
