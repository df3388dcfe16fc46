import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDrops, type HeldKey } from '../../../../src/rules/crd/pruning/drop-groups.js';

// The keys one resource loses, grouped by the schema node that drops them (drop-groups.ts).

describe('groupDrops', () => {
  it('groups by holder in the order of each first drop, counting the objects that lost keys and each name once', () => {
    const drops: HeldKey[] = [
      { path: ['spec', 'list', 0, 'a'], holder: 'spec.list[*]' },
      { path: ['spec', 'x'], holder: 'spec' },
      { path: ['spec', 'list', 0, 'b'], holder: 'spec.list[*]' },
      { path: ['spec', 'list', 2, 'a'], holder: 'spec.list[*]' },
    ];
    expect(
      groupDrops(drops).map((g) => ({
        holder: g.holder,
        first: g.first.path,
        count: g.drops.length,
        places: g.places,
        names: g.names,
      })),
    ).toEqual([
      { holder: 'spec.list[*]', first: ['spec', 'list', 0, 'a'], count: 3, places: 2, names: ['a', 'b'] },
      { holder: 'spec', first: ['spec', 'x'], count: 1, places: 1, names: ['x'] },
    ]);
  });

  it('partitions the drops: every drop in exactly one group, of its holder', () => {
    const step = fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.nat(3));
    const drop = fc.record({
      path: fc.array(step, { minLength: 1, maxLength: 4 }),
      holder: fc.constantFrom('', 'spec', 'spec[*]'),
    });
    fc.assert(
      fc.property(fc.array(drop, { maxLength: 12 }), (drops) => {
        const groups = groupDrops(drops);
        expect(groups.flatMap((g) => g.drops).length).toBe(drops.length);
        for (const g of groups) {
          expect(g.first).toBe(g.drops[0]);
          expect(g.drops.every((d) => d.holder === g.holder)).toBe(true);
          expect(g.places).toBeGreaterThanOrEqual(1);
          expect(g.places).toBeLessThanOrEqual(g.drops.length);
          expect(new Set(g.names).size).toBe(g.names.length);
        }
        expect(new Set(groups.map((g) => g.holder)).size).toBe(groups.length);
      }),
    );
  });
});
