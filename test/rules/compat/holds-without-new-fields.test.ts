import { describe, expect, it } from 'vitest';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { holdsWithoutFields } from '../../../src/rules/compat/holds-without-new-fields.js';

// Which rules are proven true for objects that set none of the new fields `a` and `b`.
const compiler = new CelCompiler();
const holds = (rule: string): boolean => {
  const ast = compiler.ast(rule);
  if (!ast) throw new Error(`does not parse: ${rule}`);
  return holdsWithoutFields(ast, new Set(['a', 'b']));
};

describe('holdsWithoutFields', () => {
  it.each([
    '!has(self.a)',
    '!has(self.a) || self.old > 1',
    'self.old > 1 || !has(self.b)',
    '!(has(self.a) && has(self.b))',
    '!(has(self.a) && self.old > 1)',
    'has(self.a) ? self.a > 1 : true',
    '!has(self.a) ? true : self.a > 1',
    '(!has(self.a) || self.a > 0) && (!has(self.b) || self.b > 0)',
    'true',
  ])('%s holds', (rule) => {
    expect(holds(rule)).toBe(true);
  });

  it.each([
    'has(self.a)',
    'self.a > 0',
    '!has(self.a.c)',
    '!has(self.old)',
    'has(self.a) ? true : self.old > 1',
    '!has(self.a) && self.old > 1',
    '!has(oldSelf.a)',
    'has(self.a) || self.old > 1',
    'false',
  ])('%s is not proven', (rule) => {
    expect(holds(rule)).toBe(false);
  });
});
