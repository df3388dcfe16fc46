import type { ASTNode } from '@marcbachmann/cel-js';
import { Environment } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isImpliedBy } from '../../../src/rules/compat/implied-by-rule.js';
import { withPresenceDefaultsRead } from '../../../src/rules/compat/presence-defaults.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { celLogicOver } from '../../support/cel-logic.js';

const compiler = new CelCompiler();
const tree = (text: string): ASTNode => {
  const ast = compiler.ast(text);
  if (ast === undefined) throw new Error(`does not parse: ${text}`);
  return ast;
};

/** CEL text of a tree of the shapes these rules and their rewrites hold. */
function text(node: unknown): string {
  if (typeof node === 'bigint') return String(node);
  if (typeof node !== 'object' || node === null) return JSON.stringify(node);
  if (Array.isArray(node)) return node.map(text).join(', ');
  const { op, args } = node as { op: string; args: unknown };
  const a = args as unknown[];
  switch (op) {
    case 'id':
      return String(args);
    case 'value':
      return typeof args === 'bigint' ? String(args) : JSON.stringify(args);
    case '.':
      return `${text(a[0])}.${String(a[1])}`;
    case '.?':
      return `${text(a[0])}.?${String(a[1])}`;
    case '!_':
      return `!(${text(args)})`;
    case 'call':
      return `${String(a[0])}(${text(a[1])})`;
    case 'rcall':
      return `(${text(a[1])}).${String(a[0])}(${text(a[2])})`;
    case '?:':
      return `((${text(a[0])}) ? (${text(a[1])}) : (${text(a[2])}))`;
    case 'list':
      return `[${text(args)}]`;
    case 'map':
      return '{}';
    default:
      return `((${text(a[0])}) ${op} (${text(a[1])}))`;
  }
}

const runtime = new Environment({ unlistedVariablesAreDyn: true, enableOptionalTypes: true });
const outcome = (rule: string, self: unknown): unknown => {
  try {
    return runtime.evaluate(rule, { self });
  } catch {
    return 'error';
  }
};

// The rewrite of presence defaults into presence tests (presence-defaults.ts) must give, on every
// object, the value the rule gives, errors included: proofs about the rewritten rules stand for
// the rules.
const atom = fc.constantFrom(
  `(has(self.a) ? self.a : []).exists(k, k == 'x')`,
  `size(has(self.e) ? self.e : []) <= 1`,
  `(has(self.e) ? self.e : []).size() > 0`,
  `(has(self.r) ? self.r : 'N') in ['S', 'N']`,
  `(has(self.r) ? self.r : '') == 'D'`,
  `(has(self.r) ? self.r : 'S') != 'S'`,
  `self.?r.orValue('N') in ['S', 'N']`,
  `self.?e.orValue([]).size() <= 1`,
  `has(self.r) && self.r != 'S'`,
  `self.r == 'S'`,
  `!has(self.e) || size(self.e) == 1`,
  `self.a.exists(k, k == 'x')`,
  `((has(self.m) && has(self.m.n)) ? self.m.n : {}).size() > 0`,
  `has(self.r)`,
  `has(self.?m.n)`,
  `has(self.?m.n.k)`,
  // A conditional that ends in a literal is read as presence logic only where its condition cannot fail.
  'true',
  'false',
);
const object = fc.record(
  {
    a: fc.constantFrom([], ['x'], ['y', 'x']),
    e: fc.constantFrom([], [1], [1, 2]),
    r: fc.constantFrom('S', 'N', 'D', 'other'),
    m: fc.constantFrom({}, { n: {} }, { n: { k: 'v' } }),
  },
  { requiredKeys: [] },
);

describe('presence defaults read as presence tests', () => {
  it('give the value the rule gives on every object, errors included', () => {
    let rewritten = 0;
    fc.assert(
      fc.property(celLogicOver(atom), fc.array(object, { minLength: 6, maxLength: 6 }), (rule, selves) => {
        const before = tree(rule);
        const after = text(withPresenceDefaultsRead(before));
        if (after !== text(before)) rewritten += 1;
        for (const self of selves) expect(outcome(after, self)).toEqual(outcome(rule, self));
      }),
      { numRuns: 1500, seed: 59 },
    );
    // What the check reads is there: most rules are rewritten.
    expect(rewritten).toBeGreaterThan(1000);
  });

  // istio e9d6ef7d838 rewrote its rules with presence defaults: the same rule, or a looser one.
  it("prove istio's rewrites, and not a tightening written alike", () => {
    const proven = (base: string, head: string) => isImpliedBy(tree(base), tree(head));
    expect(
      proven(
        `!(has(self.a) && self.a.exists(k, k.contains('/')) && has(self.r) && self.r != 'STATIC' && self.r != 'NONE')`,
        `!((has(self.a) ? self.a : []).exists(k, k.contains('/')) && !((has(self.r) ? self.r : 'NONE') in ['STATIC', 'NONE']))`,
      ),
    ).toBe(true);
    expect(
      proven(
        `(has(self.r) && self.r == 'D') ? (!has(self.e) || size(self.e) == 1) : true`,
        `((has(self.r) ? self.r : '') == 'D') ? ((has(self.e) ? self.e : []).size() <= 1) : true`,
      ),
    ).toBe(true);
    expect(
      proven(
        `has(self.s) && has(self.s.m) && self.s.m.size() > 0 || !has(self.p)`,
        `has(self.p) ? (((has(self.s) && has(self.s.m)) ? self.s.m : {}).size() > 0) : true`,
      ),
    ).toBe(true);
    expect(
      proven(
        `!(has(self.a) && self.a.exists(k, k.contains('/')) && has(self.r) && self.r != 'STATIC' && self.r != 'NONE')`,
        `!((has(self.a) ? self.a : []).exists(k, k.contains('/')) && !((has(self.r) ? self.r : 'NONE') in ['STATIC']))`,
      ),
    ).toBe(false);
    expect(proven(`!has(self.e) || size(self.e) <= 2`, `(has(self.e) ? self.e : []).size() <= 1`)).toBe(false);
    // CEL's optional types spell the same default (operator-sdk probes).
    expect(proven(`has(self.n) ? self.n <= 5 : true`, `self.?n.orValue(0) <= 5`)).toBe(true);
    expect(proven(`has(self.n) ? self.n <= 5 : true`, `self.?n.orValue(9) <= 5`)).toBe(false);
  });

  // postgres-operator ee3a1d5610 respelled a rule with optional chaining, the same rule.
  it('prove a chain of presence tests respelled with `.?`, both ways, and not a narrower one', () => {
    const proven = (base: string, head: string) => isImpliedBy(tree(base), tree(head));
    const chain = `!has(self.config) || !has(self.config.parameters) || !has(self.config.parameters.ssl) || self.v > 17`;
    const optional = `!has(self.?config.parameters.ssl) || self.v > 17`;
    expect(proven(chain, optional)).toBe(true);
    expect(proven(optional, chain)).toBe(true);
    expect(proven(`!has(self.s.?m.n) || self.v > 1`, `!has(self.s.m) || !has(self.s.m.n) || self.v > 1`)).toBe(true);
    // Tested only where `config` is set: looser than the optional chain, which asks `parameters.ssl` too.
    expect(proven(optional, `!has(self.config) || self.v > 17`)).toBe(false);
    expect(proven(`!has(self.config) || self.v > 17`, optional)).toBe(true);
  });
});
