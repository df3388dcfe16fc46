import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { celPredicate } from '../../../src/rules/compat/cel-predicate.js';
import { isImpliedBy } from '../../../src/rules/compat/implied-by-rule.js';
import { impliedByNewDefault } from '../../../src/rules/compat/new-default-guard.js';
import type { OldObjectScope } from '../../../src/rules/compat/on-old-objects.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';

// new-default-guard.ts: the change gives the optional integer `x` a default; the base rule and the
// new one read `x` and `y` (optional, no default). Whenever the proof says the new rule refuses
// nothing, it holds, as cel-js evaluates it, on every object the base rule accepted, each read as
// the apiserver now reads it: `x` set to the default where it was unset.
const compiler = new CelCompiler();
const scope: OldObjectScope = { self: { absent: new Set() }, oldSelf: false };

describe('impliedByNewDefault', () => {
  it('never proves a rule that an object the base accepted fails once defaulted', () => {
    const value = fc.constantFrom('self.x', 'self.y', '0', '1', '3');
    const comparison = fc
      .tuple(value, fc.constantFrom('<', '<=', '>', '>=', '==', '!='), value)
      .map(([a, op, b]) => `${a} ${op} ${b}`);
    const atom = fc.oneof(comparison, fc.constantFrom('has(self.x)', 'has(self.y)', '!has(self.x)'));
    const rule = fc.letrec<{ e: string }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        atom,
        fc.tuple(tie('e'), fc.constantFrom('&&', '||'), tie('e')).map(([a, op, b]) => `(${a} ${op} ${b})`),
        fc.tuple(tie('e'), tie('e'), tie('e')).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
      ),
    })).e;
    // The base rule guards a rule with has(self.x); the new rule is that rule (the guard dropped)
    // or another.
    const pair = fc
      .tuple(rule, rule, fc.boolean(), fc.constantFrom('!has(self.x) || R', 'has(self.x) ? R : true', 'R'))
      .map(([r, other, dropped, shape]) => [shape.replace('R', r), dropped ? r : other] as const);
    const object = fc.record(
      { x: fc.integer({ min: -1, max: 4 }), y: fc.integer({ min: -1, max: 4 }) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        pair,
        fc.integer({ min: -1, max: 4 }),
        fc.array(object, { minLength: 1, maxLength: 10 }),
        ([b, h], d, objects) => {
          const [base, head] = [compiler.ast(b), compiler.ast(h)];
          if (!base || !head) return;
          const proven = impliedByNewDefault(base, head, [{ field: 'x', value: BigInt(d) }], scope, (p, q) =>
            isImpliedBy(p, q, undefined, () => scope),
          );
          if (!proven) return;
          const [before, after] = [celPredicate(b), celPredicate(h)];
          for (const self of objects) {
            if (before({ self }) !== true) continue;
            const read = { x: d, ...self };
            expect(
              after({ self: read }),
              `${h} on ${JSON.stringify(read)} (base ${b} held on ${JSON.stringify(self)})`,
            ).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
