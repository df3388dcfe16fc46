import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byVersionPriority, compareVersionPriority } from '../../../../src/rules/crd/schema/version-priority.js';

// Kubernetes version priority (spec/crd-compatibility.md §5.8, apimachinery
// pkg/version/helpers.go CompareKubeAwareVersionStrings).

describe('version priority', () => {
  it("orders the spec's example lowest first", () => {
    expect(byVersionPriority(['v2', 'v1beta1', 'v1', 'v1alpha2', 'v2alpha1', 'v1alpha1'])).toEqual([
      'v1alpha1',
      'v1alpha2',
      'v2alpha1',
      'v1beta1',
      'v1',
      'v2',
    ]);
  });

  it.each([
    ['names that are not kube versions rank lowest', 'foo', 'v1alpha1', -1],
    ['among them, reverse string order: foo1 outranks foo10', 'foo10', 'foo1', -1],
    ['a capital V is not a kube version', 'V2', 'v1alpha1', -1],
    ['beta without a minor is not a kube version', 'v1beta', 'v1alpha1', -1],
    ['numbers compare as numbers, not text', 'v2', 'v10', -1],
    ['minor numbers too', 'v1beta2', 'v1beta10', -1],
    ['beta of a lower major outranks alpha of a higher one', 'v3alpha1', 'v1beta1', -1],
    ['GA outranks any beta', 'v1beta9', 'v1', -1],
    ['leading zeros are ranked as the number', 'v01', 'v1', 0],
    ['a major beyond int64 fails strconv.Atoi: not a kube version', 'v9223372036854775808', 'v1alpha1', -1],
    ['int64 max itself still parses', 'v9223372036854775806', 'v9223372036854775807', -1],
  ] as const)('%s', (_name, lower, higher, expected) => {
    expect(Math.sign(compareVersionPriority(lower, higher))).toBe(expected);
    expect(Math.sign(compareVersionPriority(higher, lower))).toBe(-expected || 0);
  });

  const kubeVersion = fc
    .record({
      stability: fc.constantFrom('alpha', 'beta', ''),
      major: fc.nat(30),
      minor: fc.integer({ min: 1, max: 30 }),
    })
    .map(({ stability, major, minor }) => ({
      name: stability === '' ? `v${major}` : `v${major}${stability}${minor}`,
      rank: [stability === 'alpha' ? 0 : stability === 'beta' ? 1 : 2, major, stability === '' ? 0 : minor],
    }));
  const otherName = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/).filter((s) => !/^v\d+((alpha|beta)\d+)?$/.test(s));

  it('ranks kube versions as the (stability, major, minor) tuple, and every other name below them', () => {
    fc.assert(
      fc.property(kubeVersion, kubeVersion, otherName, (a, b, other) => {
        const tuple = a.rank.map((x, i) => x - (b.rank[i] ?? 0)).find((d) => d !== 0) ?? 0;
        expect(Math.sign(compareVersionPriority(a.name, b.name))).toBe(Math.sign(tuple));
        expect(compareVersionPriority(other, a.name)).toBeLessThan(0);
        expect(compareVersionPriority(a.name, other)).toBeGreaterThan(0);
      }),
    );
  });

  it('is a total order: antisymmetric, and sorting gives one result whatever the input order', () => {
    const name = fc.oneof(
      kubeVersion.map((v) => v.name),
      otherName,
    );
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 8 }), fc.nat(), (names, seed) => {
        for (const a of names)
          for (const b of names)
            expect(Math.sign(compareVersionPriority(a, b))).toBe(-Math.sign(compareVersionPriority(b, a)) || 0);
        const sorted = byVersionPriority(names);
        const rotated = [
          ...names.slice(seed % (names.length || 1)),
          ...names.slice(0, seed % (names.length || 1)),
        ].reverse();
        expect(byVersionPriority(rotated)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++)
          expect(compareVersionPriority(sorted[i - 1] ?? '', sorted[i] ?? '')).toBeLessThanOrEqual(0);
      }),
    );
  });
});
