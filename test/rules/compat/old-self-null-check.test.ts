import { describe, expect, it } from 'vitest';
import { withoutOldSelfNullCheck } from '../../../src/rules/compat/old-self-null-check.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';

// A transition rule without optionalOldSelf never sees a null oldSelf.
const compiler = new CelCompiler();
const without = (text: string, optionalOldSelf = false) => {
  const ast = compiler.ast(text);
  if (!ast) throw new Error(`does not parse: ${text}`);
  return withoutOldSelfNullCheck(ast, text, optionalOldSelf);
};

describe('withoutOldSelfNullCheck', () => {
  it.each([
    ['oldSelf == null || self.driver == oldSelf.driver', 'self.driver == oldSelf.driver'],
    ['self.a == oldSelf.a || null == oldSelf', 'self.a == oldSelf.a'],
    ['oldSelf == null || (self.a == oldSelf.a || self.b)', 'self.a == oldSelf.a || self.b'],
    ['(oldSelf == null || self.a == oldSelf.a) || self.b', '(self.a == oldSelf.a) || (self.b)'],
  ])('%s reads as %s', (rule, expected) => {
    expect(without(rule)).toBe(expected);
  });

  it.each([
    ['self.a == oldSelf.a', false, 'no null check'],
    ['oldSelf == null || self.a == oldSelf.a', true, 'optionalOldSelf: oldSelf is null on create'],
    ['oldSelf == null', false, 'nothing left'],
    ['oldSelf == null ? true : self.a == oldSelf.a', false, 'not a disjunct'],
    ['oldSelf != null && self.a == oldSelf.a', false, 'a conjunct, left to the other proofs'],
  ])('%s is left as it is (%s)', (rule, optionalOldSelf) => {
    expect(without(rule, optionalOldSelf)).toBeUndefined();
  });
});
