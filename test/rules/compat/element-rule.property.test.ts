import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameTree } from '../../../src/rules/compat/cel-ast.js';
import { elementRule } from '../../../src/rules/compat/moved-rule.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { celLogicOver } from '../../support/cel-logic.js';

const compiler = new CelCompiler();
/** The rule's tree; a test's rule always parses. */
const tree = (text: string) => {
  const ast = compiler.ast(text);
  if (ast === undefined) throw new Error(`does not parse: ${text}`);
  return ast;
};

// elementRule reads a list's or map's rule over its elements as the rule each element met. Over
// generated bodies: it is the body with the element read as `self`, whichever way the rule
// reaches the element, and nothing where the body reads the list or map itself.
describe('elementRule', () => {
  const body = (element: string) =>
    celLogicOver(
      fc.constantFrom(
        `${element}.startsWith('a')`,
        `size(${element}) < 3`,
        `!${element}.contains('*')`,
        `${element} == 'b'`,
        `${element}.matches('^[a-z]+$')`,
      ),
    );
  const onElement = (text: string) => tree(text.replaceAll('ELEM', 'self'));

  it('is the body read on the element, over a list and over a map', () => {
    fc.assert(
      fc.property(body('ELEM'), (p) => {
        const expected = onElement(p);
        const list = elementRule(tree(`self.all(e, ${p.replaceAll('ELEM', 'e')})`), 'list');
        const viaKey = elementRule(tree(`self.all(k, ${p.replaceAll('ELEM', 'self[k]')})`), 'map');
        const viaValues = elementRule(tree(`self.map(k, self[k]).all(v, ${p.replaceAll('ELEM', 'v')})`), 'map');
        for (const read of [list, viaKey, viaValues]) expect(sameTree(read, expected)).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('is nothing where the body reads the list, the map or a key, or the rule reads oldSelf', () => {
    const cases = [
      [`self.all(e, e.startsWith('a') && size(self) > 1)`, 'list'],
      [`self.all(k, k.startsWith('a'))`, 'map'],
      [`self.all(k, self[k] == k)`, 'map'],
      [`self.all(e, e.startsWith('a'))`, 'map'],
      [`self.exists(e, e.startsWith('a'))`, 'list'],
      [`self.all(e, e.all(e, e > 1))`, 'list'],
      [`self.all(e, oldSelf.exists(o, o == e))`, 'list'],
    ] as const;
    expect(cases.map(([text, holds]) => elementRule(tree(text), holds))).toEqual(cases.map(() => undefined));
  });
});
