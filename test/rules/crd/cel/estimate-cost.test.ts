import { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_OPTIONS } from '../../../../src/rules/crd/cel/kubernetes-library.js';
import { costErrorMessage, goFixed } from '../../../../src/rules/crd/cel/cost/cost-message.js';
import { declTypeOf } from '../../../../src/rules/crd/cel/cost/decl-type.js';
import { estimateMaxCost } from '../../../../src/rules/crd/cel/cost/estimate-cost.js';

// SCHEMA-CEL-009: the estimator against numbers worked out by hand from cel-go's checker/cost.go
// (coster), the macro expansions of parser/macro.go and apiserver's SchemaDeclType sizes.
// s: maxLength 10, so 40 bytes; l: 5 items of 12 bytes; m: 4 values of 8 bytes; u: unbounded,
// 3 MiB - 2 = 3,145,726 bytes.
const schema = {
  type: 'object',
  properties: {
    s: { type: 'string', maxLength: 10 },
    n: { type: 'integer' },
    u: { type: 'string' },
    l: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 3 } },
    m: { type: 'object', maxProperties: 4, additionalProperties: { type: 'string', maxLength: 2 } },
    e: { type: 'string', enum: ['ab', 'abcd'] },
    'x-y': { type: 'string', maxLength: 1 },
    in: { type: 'string', maxLength: 2 },
  },
};
const root = declTypeOf(schema, false, new WeakMap());
const env = new Environment(ENVIRONMENT_OPTIONS);
const cost = (rule: string, result: 'bool' | 'string' = 'bool') =>
  estimateMaxCost(env.parse(rule).ast, rule, root!, false, result);

describe('SCHEMA-CEL-009: estimateMaxCost', () => {
  it.each([
    // self (1) + select (1); an int field's size is its MaxElements, 0: the comparison is free.
    ['self.n == 5', 2],
    // the smaller side (the literal, 3 runes) is traversed: ceil(0.3) = 1.
    ["self.s == 'abc'", 3],
    // ceil((40 + 1) * 0.1) = 5 times ceil(8 * 0.25) = 2, plus the target's 2.
    ["self.s.matches('^[a-z]+$')", 12],
    // all: range 2 + result 1 + 5 * (step 1 + P + condition 2), P = x (1) + ceil(1 * 0.1) = 2.
    ["self.l.all(x, x.startsWith('a'))", 28],
    // ceil(3,145,726 * 0.1) = 314,573 times ceil(0.1) = 1, plus the target's 2.
    ["self.u.contains('x')", 314575],
    // map: range 2 + [] 10 + result 1 + 5 * (12 + x + 'a': 1 + ceil(13 * 0.1) = 3); size() 1; > 1.
    ["self.l.map(x, x + 'a').size() > 0", 90],
    // has() is free (PresenceTestHasCost(false)); its operand costs 1.
    ['has(self.s)', 1],
    // exists over a map's keys: 2 + 1 + 4 * (1 + P + 3), P = index 4 + ceil(min(8, 2) * 0.1) = 5.
    ["self.m.exists(k, self.m[k] == 'aa')", 39],
    // exists_one: 2 + result (accu == 1: 2) + 5 * (P + 2), P = 2.
    ["self.l.exists_one(x, x == 'a')", 24],
    // filter: 2 + 10 + 1 + 5 * (P 2 + 13); size() 1; == 1 with both sizes 1: 1.
    ["self.l.filter(x, x == 'a').size() == 1", 90],
    // enum strings: the longest value, 4 bytes: ceil(min(4, 4) * 0.1) = 1.
    ["self.e == 'abcd'", 3],
    // `in` a list: its size, 5, plus self.l (2).
    ["'a' in self.l", 7],
    // && and ||: both sides at most.
    ["self.n > 1 && self.s != ''", 3 + 2],
    // Escaped names reach their properties: `x-y` (4 bytes) and the reserved word `in` (8 bytes).
    ["self.x__dash__y == 'abcd'", 3],
    ["self.__in__.startsWith('a')", 3],
    // cel.bind: an empty list (10), the init and the body.
    ['cel.bind(v, self.n, v > 1)', 10 + 2 + 2],
  ])('%s costs %d', (rule, wanted) => {
    expect(cost(rule)).toBe(wanted);
  });

  it.each([
    ["self.s.lowerAscii() == 'a'", 'an extension function'],
    ['self.l.all(i, x, x != "")', 'a two-variable comprehension'],
    ["self.u + 'a'", 'a string where a rule must be a bool'],
  ])('%s is not certain (%s)', (rule) => {
    expect(cost(rule)).toBeUndefined();
  });

  it('a messageExpression must be a string', () => {
    expect(cost("'value ' + self.s", 'string')).toBe(2 + Math.ceil(46 * 0.1));
  });
});

describe('SCHEMA-CEL-009: the factor as Go prints it', () => {
  it.each([
    [20_000_004, 10_000_000, '2.0x'],
    [117_001_056, 100_000_000, '1.170011x'],
    [10_078_125, 10_000_000, '1.007812x'], // an exact tie: Go rounds half to even
    [22_500_000, 10_000_000, '2.2x'], // likewise for %.1f
    [1_000_000_001, 10_000_000, 'more than 100x'],
  ])('%d over %d', (cost, limit, factor) => {
    expect(costErrorMessage('estimated rule cost', cost, limit)).toBe(
      `estimated rule cost exceeds budget by factor of ${factor} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`,
    );
  });
  it('rounds like strconv', () => {
    expect(goFixed(0.5, 0)).toBe('0');
    expect(goFixed(1.25, 1)).toBe('1.2');
    expect(goFixed(1.35, 1)).toBe('1.4');
  });
});
