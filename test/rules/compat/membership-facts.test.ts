import { evaluate, serialize } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membershipsStated, narrowedByMemberships } from '../../../src/rules/compat/membership-facts.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';

// What the base rules' lists of values say of the objects the base accepted, and a rule as it
// reads on those objects.
const compiler = new CelCompiler();
const ast = (rule: string) => {
  const parsed = compiler.ast(rule);
  if (!parsed) throw new Error(`does not parse: ${rule}`);
  return parsed;
};
const narrowed = (bases: readonly string[], rule: string): string =>
  serialize(narrowedByMemberships(ast(rule), membershipsStated(bases.map(ast))));

describe('narrowedByMemberships', () => {
  it('keeps, of a list an expression is tested against, the strings a base rule lists for it, sorted', () => {
    expect(
      narrowed(
        ["self.split('@')[0] in ['al2', 'windows2022', 'windows2019']"],
        "self.split('@')[0] in ['windows2025', 'windows2022', 'windows2019'] ? self.split('@')[1] == 'latest' : true",
      ),
    ).toBe(`self.split("@")[0] in ["windows2019", "windows2022"] ? self.split("@")[1] == "latest" : true`);
  });

  it('reads a test no listed string passes as false, and takes a list stated as a conjunct', () => {
    expect(narrowed(["size(self) < 30 && self in ['a', 'b']"], "self in ['c'] ? false : true")).toBe(
      'false ? false : true',
    );
  });

  it('leaves other expressions, lists of other literals, and macro bodies as they are', () => {
    const bases = ["self.split('@')[0] in ['al2']"];
    for (const rule of [
      "self.split('@')[1] in ['al2', 'x']",
      "self.split('@')[0] in [1, 'al2', 'x']",
      "self.all(x, self.split('@')[0] in ['al2', 'x'])",
    ])
      expect(narrowed(bases, rule)).toBe(serialize(ast(rule)));
  });

  it('states nothing from a list tested inside a macro, of another variable, or of non-strings', () => {
    expect(
      membershipsStated(
        [
          "self.all(x, x in ['a'])",
          "self.exists(x, x.name in ['a'])",
          'self in [1, 2]',
          "self in ['a'] || self == 'b'",
        ].map(ast),
      ),
    ).toEqual([]);
  });
});

describe('narrowedByMemberships, property', () => {
  const family = fc.constantFrom('al2', 'al2023', 'bottlerocket', 'windows2019', 'windows2022', 'windows2025');
  it('reads as the rule does on every value the base rule accepted', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(family, { minLength: 1 }),
        fc.uniqueArray(family),
        family,
        fc.constantFrom('latest', '1.0'),
        (listed, tested, f, version) => {
          const base = `self.split('@')[0] in [${listed.map((x) => `'${x}'`).join(', ')}]`;
          const rule = `self.split('@')[0] in [${tested.map((x) => `'${x}'`).join(', ')}] ? self.split('@')[1] == 'latest' : true`;
          const self = `${f}@${version}`;
          if (evaluate(base, { self }) !== true) return;
          expect(evaluate(narrowed([base], rule), { self })).toBe(evaluate(rule, { self }));
        },
      ),
    );
  });
});
