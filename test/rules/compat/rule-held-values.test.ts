import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';
import { keysListedByRules, patternsHeldByListRules } from '../../../src/rules/compat/rule-held-values.js';

// What a base rule already held values to (rule-held-values.ts): karpenter-provider-gcp's forms.
const node = (...rules: string[]) =>
  new SchemaNode({ type: 'object', 'x-kubernetes-validations': rules.map((rule) => ({ rule })) });

describe('patternsHeldByListRules', () => {
  it("reads a list's self.all(x, x.matches('R')), with either quote", () => {
    expect(
      patternsHeldByListRules(node("self.all(x, x.matches('^[a-z]+$'))", 'self.all(t, t.matches("^v[0-9]$"))')),
    ).toEqual(['^[a-z]+$', '^v[0-9]$']);
  });

  it('reads nothing from another rule, an escape, or another variable', () => {
    expect(patternsHeldByListRules(node("self.all(x, y.matches('^a$'))"))).toEqual([]);
    expect(patternsHeldByListRules(node("self.all(x, x.matches('^\\\\d+$'))"))).toEqual([]);
    expect(patternsHeldByListRules(node("self.all(x, x.matches('^a$') || x == '')"))).toEqual([]);
    expect(patternsHeldByListRules(undefined)).toEqual([]);
  });
});

describe('keysListedByRules', () => {
  it('counts the keys a rule lists as the only ones, in a list or as equalities', () => {
    expect(keysListedByRules(node("self.all(x, x in ['cpu', 'memory', 'pid'])"))).toBe(3);
    expect(keysListedByRules(node("self.all(x, x=='cpu' || x=='memory' || x=='ephemeral-storage' || x=='pid')"))).toBe(
      4,
    );
    expect(keysListedByRules(node("self.all(x, x in ['a', 'b'])", "self.all(x, x in ['a'])"))).toBe(1);
  });

  it('counts nothing where a term is no equality to a literal', () => {
    expect(keysListedByRules(node("self.all(x, x=='cpu' || x.startsWith('m'))"))).toBeUndefined();
    expect(keysListedByRules(node('self.all(x, x in self.allowed)'))).toBeUndefined();
    expect(keysListedByRules(node('size(self) <= 3'))).toBeUndefined();
  });

  it('never throws on any rule text', () => {
    fc.assert(
      fc.property(fc.string(), (rule) => {
        const n = node(rule);
        expect(() => [keysListedByRules(n), patternsHeldByListRules(n)]).not.toThrow();
      }),
    );
  });
});
