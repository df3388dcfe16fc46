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

// Sizes bounded above by the base (size-ranges.ts): at most 3 rules of at most 2 matches each, the
// matches defaulted (every stored rule has them), the hosts optional; a name of 1 to 5 characters.
describe('impliedByBaseBounds, by the base maximums', () => {
  const bounded = SchemaNode.of({
    type: 'object',
    required: ['rules', 'name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 5 },
      rules: {
        type: 'array',
        maxItems: 3,
        items: {
          type: 'object',
          properties: {
            matches: { type: 'array', maxItems: 2, default: [], items: { type: 'string' } },
            hosts: { type: 'array', maxItems: 4, items: { type: 'string' } },
          },
        },
      },
    },
  }) as SchemaNode;
  const holds = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return impliedByBaseBounds(ast, bounded);
  };
  const sumOf = (term: (i: number) => string): string => [0, 1, 2].map(term).join(' + ');
  const guarded = (i: number) => `(self.rules.size() > ${i} ? self.rules[${i}].matches.size() : 0)`;
  const hostsIfSet = (i: number) =>
    `(self.rules.size() > ${i} ? (has(self.rules[${i}].hosts) ? self.rules[${i}].hosts.size() : 0) : 0)`;

  it.each([
    'self.rules.size() <= 3',
    'size(self.rules) < 4',
    '4 > self.rules.size()',
    'size(self.name) <= 5',
    'self.name.size() != 6',
    'self.rules.size() - 4 < 0',
    `${sumOf(guarded)} <= 6`,
    `${sumOf(hostsIfSet)} <= 12`,
    '(self.rules.size() >= 2 ? self.rules[1].matches.size() : 0) <= 2',
    '(self.rules.size() > 0 && has(self.rules[0].hosts) ? self.rules[0].hosts.size() : 0) <= 4',
  ])('%s: implied', (rule) => expect(holds(rule)).toBe(true));

  it.each([
    ['self.rules.size() <= 2', 'a bound below the maximum'],
    [`${sumOf(guarded)} <= 5`, 'a sum the maximums do not keep under'],
    ['self.rules[0].matches.size() <= 2', 'an item the list may not hold'],
    ['(self.rules.size() > 0 ? self.rules[1].matches.size() : 0) <= 2', 'an index past the one the condition knows'],
    ['(self.rules.size() > 0 ? self.rules[0].hosts.size() : 0) <= 4', 'a field that may be unset'],
    [
      '(self.rules.size() > 0 || true ? self.rules[0].matches.size() : 0) <= 2',
      'a condition that does not establish the item',
    ],
  ])('%s: not implied (%s)', (rule, _why) => expect(holds(rule)).toBe(false));

  // Never true of a rule that some value the base accepts fails, as cel-js evaluates it.
  it('is never true for a rule that some object the base accepts fails', () => {
    const size = fc.oneof(
      fc.constantFrom('self.rules.size()', 'size(self.name)'),
      fc.integer({ min: 0, max: 2 }).map((i) => `(self.rules.size() > ${i} ? self.rules[${i}].matches.size() : 0)`),
      fc.integer({ min: 0, max: 2 }).map((i) => `self.rules[${i}].matches.size()`),
      fc
        .integer({ min: 0, max: 2 })
        .map(
          (i) => `(self.rules.size() > ${i} ? (has(self.rules[${i}].hosts) ? self.rules[${i}].hosts.size() : 0) : 0)`,
        ),
      fc.integer({ min: 0, max: 7 }).map(String),
    );
    const sum = fc.array(size, { minLength: 1, maxLength: 3 }).map((xs) => xs.join(' + '));
    const rule = fc
      .tuple(sum, fc.constantFrom('<=', '<', '>=', '>', '==', '!='), fc.integer({ min: 0, max: 14 }))
      .map(([s, op, n]) => `${s} ${op} ${n}`);
    const accepted = fc.record({
      name: fc.string({ minLength: 1, maxLength: 5 }),
      rules: fc.array(
        fc.record(
          {
            matches: fc.array(fc.string(), { maxLength: 2 }),
            hosts: fc.array(fc.string(), { maxLength: 4 }),
          },
          { requiredKeys: ['matches'] },
        ),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(rule, fc.array(accepted, { minLength: 1, maxLength: 8 }), (r, objects) => {
        if (!holds(r)) return;
        // cel-js takes has() of a select on a name only; `'f' in x` is the same test on a map.
        const evaluate = celPredicate(r.replace(/has\((self\.rules\[\d\])\.hosts\)/g, "'hosts' in $1"));
        for (const self of objects) expect(evaluate({ self }), `${r} on ${JSON.stringify(self)}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
