import { evaluate, parse } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unguardedSelfReads } from '../../../src/rules/compat/guarded-reads.js';

// unguardedSelfReads names every field whose absence can make a rule fail with "no such key": a
// read it calls guarded never errs on an object without the field, as cel-js evaluates it.

const field = fc.constantFrom('a', 'b');
const atom = fc.oneof(
  field.map((f) => `has(self.${f})`),
  field.map((f) => `self.${f} == "x"`),
  field.map((f) => `self.${f} != ""`),
  fc.constantFrom('true', 'false'),
);
const rule: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    tie('node').map((n) => `!(${String(n)})`),
    fc
      .tuple(tie('node'), fc.constantFrom('&&', '||'), tie('node'))
      .map(([x, op, y]) => `(${String(x)}) ${op} (${String(y)})`),
    fc
      .tuple(tie('node'), tie('node'), tie('node'))
      .map(([c, t, o]) => `(${String(c)}) ? (${String(t)}) : (${String(o)})`),
  ),
})).node as fc.Arbitrary<string>;
const object = fc.record({ a: fc.constantFrom('x', ''), b: fc.constantFrom('x', '') }, { requiredKeys: [] });

const errs = (r: string, self: Record<string, unknown>): boolean => {
  try {
    evaluate(r, { self });
    return false;
  } catch {
    return true;
  }
};

describe('unguardedSelfReads', () => {
  it('names a field wherever its absence makes the rule err', () => {
    fc.assert(
      fc.property(rule, object, (r, self) => {
        const reads = unguardedSelfReads(parse(r).ast, new Set(['a', 'b']));
        // Only absent fields err; with every unguarded one present, none does.
        const absent = ['a', 'b'].filter((f) => !(f in self));
        if (absent.every((f) => !reads.includes(f))) expect(errs(r, self), r).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a presence test on either side of && and ||, and a conditional, for a guard', () => {
    const reads = (r: string) => unguardedSelfReads(parse(r).ast, new Set(['ref']));
    expect(reads("has(self.ref) && self.ref != ''")).toEqual([]);
    expect(reads("self.ref != '' && has(self.ref)")).toEqual([]);
    expect(reads("!has(self.ref) || self.ref != ''")).toEqual([]);
    expect(reads("has(self.ref) ? self.ref != '' : true")).toEqual([]);
    expect(reads("!has(self.ref) ? true : self.ref != ''")).toEqual([]);
    expect(reads("has(self.ref) || self.ref != ''")).toEqual(['ref']);
    expect(reads("has(self.ref) ? true : self.ref != ''")).toEqual(['ref']);
  });
});
