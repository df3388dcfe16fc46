import { expect, it } from 'vitest';
import { familyOf } from '../../src/engine/rule.js';
import { RULES } from '../../src/rules/index.js';
import { LAZY_FAMILIES, type LazyFamily } from '../../src/rules/families-needed.js';
import { reviewRules } from '../../src/rules/review-rules.js';

const isLazy = (id: string): boolean => (LAZY_FAMILIES as readonly string[]).includes(familyOf(id));

it('without a lazy family: every rule in the registry’s order, those of the lazy families without a check', async () => {
  const rules = await reviewRules(new Set());
  expect(rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
  rules.forEach((rule, i) => {
    const registered = RULES[i];
    if (!isLazy(rule.id)) expect(rule).toBe(registered);
    else {
      expect(rule.check).toBeUndefined();
      expect(rule.reads).toBeUndefined();
      expect([rule.meta.severity, rule.meta.offByDefault, rule.meta.description, rule.scope]).toEqual([
        registered?.meta.severity,
        registered?.meta.offByDefault,
        registered?.meta.description,
        registered?.scope,
      ]);
    }
  });
  // Each lazy family has rules in the registry, so the branch above ran for all four.
  expect(new Set(rules.filter((r) => r.check === undefined && isLazy(r.id)).map((r) => familyOf(r.id)))).toEqual(
    new Set(LAZY_FAMILIES),
  );
});

it.each(LAZY_FAMILIES.map((f) => [f]))('with %s needed: the registry itself', async (family: LazyFamily) => {
  expect(await reviewRules(new Set([family]))).toBe(RULES);
});
