import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectorMayMatch } from '../../../src/rules/cr/label-selector.js';

// The objectSelector of a mutating webhook against a resource's labels (label-selector.ts).

type Requirement =
  | { readonly key: string; readonly operator: 'Exists' | 'DoesNotExist' }
  | { readonly key: string; readonly operator: 'In' | 'NotIn'; readonly values: readonly string[] };

const token = fc.stringMatching(/^[a-z][a-z0-9.-]{0,6}$/);
const requirement = (key: string): fc.Arbitrary<Requirement> =>
  fc.oneof(
    fc.constantFrom('Exists' as const, 'DoesNotExist' as const).map((operator) => ({ key, operator })),
    fc
      .record({
        operator: fc.constantFrom('In' as const, 'NotIn' as const),
        values: fc.uniqueArray(token, { minLength: 1, maxLength: 3 }),
      })
      .map((r) => ({ key, ...r })),
  );
// Requirements on distinct keys, so that labels can satisfy all of them at once.
const requirements = fc
  .uniqueArray(token, { minLength: 1, maxLength: 5 })
  .chain((keys) => fc.tuple(...keys.map(requirement)));

/** Labels every requirement holds for: a listed value for In, any value for Exists, the key absent otherwise. */
function satisfying(rs: readonly Requirement[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const r of rs) {
    if (r.operator === 'Exists') labels[r.key] = 'any';
    if (r.operator === 'In') labels[r.key] = r.values[0] ?? '';
  }
  return labels;
}

/** The labels changed so that requirement `r` (and only it) fails. */
function breaking(labels: Record<string, string>, r: Requirement): Record<string, string> {
  const out = { ...labels };
  if (r.operator === 'Exists' || r.operator === 'In') delete out[r.key];
  else out[r.key] = r.operator === 'NotIn' ? (r.values[0] ?? '') : 'present';
  return out;
}

describe('selectorMayMatch', () => {
  it('selects labels that hold every requirement, and refuses them when one fails, as matchExpressions or matchLabels', () => {
    fc.assert(
      fc.property(requirements, fc.nat(), (rs, pick) => {
        const selector = { matchExpressions: rs };
        const labels = satisfying(rs);
        expect(selectorMayMatch(selector, labels)).toBe(true);
        const broken = rs[pick % rs.length] as Requirement;
        expect(selectorMayMatch(selector, breaking(labels, broken))).toBe(false);
        // matchLabels is an In of one value for each pair.
        const inOfOne = rs.flatMap((r) => (r.operator === 'In' ? [[r.key, r.values[0] ?? ''] as const] : []));
        expect(selectorMayMatch({ matchLabels: Object.fromEntries(inOfOne) }, labels)).toBe(true);
      }),
    );
  });

  it('selects anything with no selector, an empty one, or one it cannot read for certain', () => {
    expect(selectorMayMatch(undefined, {})).toBe(true);
    expect(selectorMayMatch({}, {})).toBe(true);
    expect(selectorMayMatch('not a selector', {})).toBe(true);
    expect(selectorMayMatch({ matchExpressions: [{ key: 'a', operator: 'Gt', values: ['1'] }] }, {})).toBe(true);
    expect(selectorMayMatch({ matchLabels: { a: '{{ .Values.a }}' } }, {})).toBe(true);
    expect(selectorMayMatch({ matchExpressions: [{ key: 'a', operator: 'In', values: ['${A}'] }] }, {})).toBe(true);
    expect(selectorMayMatch({ matchLabels: { a: 'x' } }, { a: 'y' })).toBe(false);
  });
});
