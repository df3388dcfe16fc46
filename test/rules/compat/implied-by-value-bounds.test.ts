import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';
import { parse as parseCel, evaluate } from '@marcbachmann/cel-js';
import {
  allowedValueSets,
  boundsHeldByRules,
  impliedByValueSets,
} from '../../../src/rules/compat/implied-by-value-bounds.js';

// Whether a rule on a value holds for every value the base's bounds and enums allowed
// (implied-by-value-bounds.ts).

const node = (raw: Record<string, unknown>): SchemaNode => {
  const n = SchemaNode.of(raw);
  if (!n) throw new Error('not a schema');
  return n;
};
const implied = (rule: string, raw: Record<string, unknown>, parent?: Record<string, unknown>[]) =>
  impliedByValueSets(
    parseCel(rule).ast,
    allowedValueSets(
      node(raw),
      parent?.map((p) => node(p)),
    ),
  );

describe('impliedByValueSets', () => {
  it('reads bounds, enums and the branches of anyOf', () => {
    expect(implied('self >= 1', { type: 'integer', minimum: 1 })).toBe(true);
    expect(implied('self >= 2', { type: 'integer', minimum: 1 })).toBe(false);
    expect(implied('self > 0', { type: 'integer', minimum: 0, exclusiveMinimum: true })).toBe(true);
    expect(implied('self <= 4', { type: 'integer', maximum: 5, exclusiveMaximum: true })).toBe(true);
    expect(implied('self <= 4', { type: 'number', maximum: 5, exclusiveMaximum: true })).toBe(false);
    expect(implied("self == 'a' || self == 'b'", { type: 'string', enum: ['a', 'b'] })).toBe(true);
    expect(implied("self == 'a'", { type: 'string', enum: ['a', 'b'] })).toBe(false);
    expect(implied('self in [1, 2]', { type: 'integer', enum: [1, 2] })).toBe(false); // not read: not proven
    expect(
      implied('self == -1 || self == 0 || (self >= 10 && self <= 20)', { type: 'integer' }, [
        { enum: [-1, 0] },
        { minimum: 10, maximum: 20 },
      ]),
    ).toBe(true);
    expect(
      implied('self == 0 || (self >= 10 && self <= 20)', { type: 'integer' }, [{ enum: [-1, 0] }, { minimum: 10 }]),
    ).toBe(false);
    expect(implied('self >= 0', { type: 'integer', anyOf: [{ minimum: 0, maximum: 9 }, { minimum: 100 }] })).toBe(true);
  });

  it('proves only what holds for every integer of the bounds', () => {
    const comparison = fc
      .tuple(fc.constantFrom('<', '<=', '>', '>=', '==', '!='), fc.integer({ min: -6, max: 6 }))
      .map(([op, c]) => `self ${op} ${c}`);
    const rule: fc.Arbitrary<string> = fc.letrec<{ rule: string }>((tie) => ({
      rule: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        comparison,
        fc.tuple(tie('rule'), fc.constantFrom('&&', '||'), tie('rule')).map(([a, op, b]) => `(${a} ${op} ${b})`),
        tie('rule').map((a) => `!(${a})`),
      ),
    })).rule;
    const bound = fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined });
    fc.assert(
      fc.property(rule, bound, bound, fc.boolean(), fc.boolean(), (text, min, max, minEx, maxEx) => {
        const raw = {
          type: 'integer',
          ...(min === undefined ? {} : { minimum: min, exclusiveMinimum: minEx }),
          ...(max === undefined ? {} : { maximum: max, exclusiveMaximum: maxEx }),
        };
        if (!implied(text, raw)) return;
        const holds = new Function('self', `return ${text};`) as (self: number) => boolean;
        for (let v = -20; v <= 20; v++) {
          const allowed =
            (min === undefined || (minEx ? v > min : v >= min)) && (max === undefined || (maxEx ? v < max : v <= max));
          if (allowed) expect(holds(v), `${text} at ${v} (${JSON.stringify(raw)})`).toBe(true);
        }
      }),
    );
  });

  it("proves of an int-or-string only what holds for its integers, held by the base's rules, and its strings", () => {
    const comparison = fc
      .tuple(fc.constantFrom('self', 'self.size()', 'size(self)'), fc.constantFrom('<', '<=', '>', '>=', '==', '!='))
      .chain(([subject, op]) => fc.integer({ min: -3, max: 6 }).map((c) => `${subject} ${op} ${c}`));
    const rule: fc.Arbitrary<string> = fc.letrec<{ rule: string }>((tie) => ({
      rule: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        comparison,
        fc.tuple(tie('rule'), fc.constantFrom('&&', '||'), tie('rule')).map(([a, op, b]) => `(${a} ${op} ${b})`),
        tie('rule').map((a) => `!(${a})`),
      ),
    })).rule;
    const bound = fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined });
    // Most rules that hold of both kinds join one about each with ||.
    const either = fc.tuple(rule, rule).map(([a, b]) => `(${a}) || (${b})`);
    fc.assert(
      fc.property(
        fc.oneof(rule, either),
        bound,
        bound,
        fc.boolean(),
        fc.boolean(),
        (text, min, max, digits, minLength) => {
          const raw = {
            'x-kubernetes-int-or-string': true,
            ...(digits ? { pattern: '^[0-9]+$' } : {}),
            ...(minLength ? { minLength: 2 } : {}),
          };
          const rules = [
            ...(min === undefined ? [] : [`!quantity(string(self)).isLessThan(quantity('${min}'))`]),
            ...(max === undefined ? [] : [`self <= ${max}`]),
          ];
          const held = boundsHeldByRules(rules.map((r) => parseCel(r).ast));
          if (!impliedByValueSets(parseCel(text).ast, allowedValueSets(node(raw), undefined, held))) return;
          const holds = (self: unknown): boolean => {
            try {
              return evaluate(text, { self }) === true;
            } catch {
              return false;
            }
          };
          for (let v = -10; v <= 10; v++)
            if ((min === undefined || v >= min) && (max === undefined || v <= max))
              expect(holds(BigInt(v)), `${text} at ${v} (${JSON.stringify({ raw, rules })})`).toBe(true);
          for (const v of ['', '7', '42', 'abc'])
            if ((!digits || /^[0-9]+$/.test(v)) && (!minLength || v.length >= 2))
              expect(holds(v), `${text} at '${v}' (${JSON.stringify({ raw, rules })})`).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
