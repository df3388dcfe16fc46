import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { impliedByBaseBounds } from '../../../src/rules/compat/implied-by-bounds.js';
import { celPredicate } from '../../../src/rules/compat/cel-predicate.js';

// A new rule against the required fields and least sizes of the base node (implied-by-bounds.ts).
const compiler = new CelCompiler();
// `name` required with at least 2 characters, `items` required with at least one item, `url`
// required, `note` optional with at least 1 character.
const base = SchemaNode.of({
  type: 'object',
  required: ['name', 'items', 'url'],
  properties: {
    name: { type: 'string', minLength: 2 },
    items: { type: 'array', minItems: 1, items: { type: 'string' } },
    url: { type: 'string' },
    note: { type: 'string', minLength: 1 },
  },
}) as SchemaNode;
const implied = (rule: string): boolean => {
  const ast = compiler.ast(rule);
  if (!ast) throw new Error(`does not parse: ${rule}`);
  return impliedByBaseBounds(ast, base);
};

describe('impliedByBaseBounds', () => {
  it.each([
    'size(self.name) >= 2',
    'size(self.name) > 1',
    '1 < size(self.name)',
    'size(self.items) != 0',
    'self.items.size() > 0',
    '!(size(self.name) == 0)',
    'has(self.url)',
    "self.url.startsWith('oci') ? size(self.name) >= 1 : true",
    "self.url.startsWith('oci') ? true : size(self.items) >= 1",
    'size(self.items) != 0 || size(self.note) > 3',
    'size(self.name) >= 1 && has(self.items)',
  ])('%s: implied', (rule) => expect(implied(rule)).toBe(true));

  it.each([
    ['size(self.name) >= 3', 'more than the base asked'],
    ['size(self.note) >= 1', 'of a field the base did not require'],
    ['size(self.url) >= 1', 'of a required field with no least size'],
    [
      "self.note.startsWith('a') ? size(self.name) >= 1 : true",
      'a condition on an optional field (an error without it)',
    ],
    ["self.url.matches('^a') ? true : true", 'a condition with a function left unknown'],
    ['size(self.name) >= 1 && size(self.note) > 0', 'one side unknown'],
    ['has(self.note)', 'an optional field'],
    ['size(self.name) == 2', 'an equality the bound does not decide'],
  ])('%s: not implied (%s)', (rule) => expect(implied(rule)).toBe(false));

  // What the fold proves holds on objects the base accepts, as cel-js evaluates the rule.
  it('is never true for a rule that some object the base accepts fails', () => {
    const field = fc.constantFrom('name', 'items', 'url', 'note');
    const atom = fc.oneof(
      fc
        .tuple(field, fc.constantFrom('>=', '>', '!=', '==', '<', '<='), fc.integer({ min: 0, max: 3 }))
        .map(([f, op, n]) => `size(self.${f}) ${op} ${n}`),
      field.map((f) => `has(self.${f})`),
      fc.constantFrom("self.url.startsWith('h')", "self.note.endsWith('x')", 'true', 'false'),
    );
    const expr = fc.letrec<{ e: string }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        atom,
        fc.tuple(tie('e'), fc.constantFrom('&&', '||'), tie('e')).map(([a, op, b]) => `(${a} ${op} ${b})`),
        tie('e').map((a) => `!(${a})`),
        fc.tuple(tie('e'), tie('e'), tie('e')).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
      ),
    })).e;
    const accepted = fc.record(
      {
        name: fc.string({ minLength: 2, maxLength: 4 }),
        items: fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
        url: fc.constantFrom('', 'h', 'http://x', 'oci://y'),
        note: fc.string({ minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ['name', 'items', 'url'] },
    );
    fc.assert(
      fc.property(expr, fc.array(accepted, { minLength: 1, maxLength: 8 }), (rule, objects) => {
        if (!implied(rule)) return;
        const holds = celPredicate(rule);
        for (const self of objects) expect(holds({ self }), `${rule} on ${JSON.stringify(self)}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
