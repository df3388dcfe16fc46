import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnder, selfAndAncestors } from '../../src/sources/path-scope.js';

describe('selfAndAncestors', () => {
  it('lists the path, its directories and the root, nearest first', () => {
    expect([...selfAndAncestors('config/crd/w.yaml')]).toEqual(['config/crd/w.yaml', 'config/crd', 'config', '']);
    expect([...selfAndAncestors('w.yaml')]).toEqual(['w.yaml', '']);
    expect([...selfAndAncestors('')]).toEqual(['']);
  });

  it('holds exactly the prefixes isUnder accepts (git-source looks PATHs up by it)', () => {
    const segment = fc.constantFrom('a', 'b', 'ab', 'a.yaml', 'b-c');
    const repoPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
    const prefix = fc.array(segment, { maxLength: 4 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(repoPath, prefix, (p, q) => {
        expect([...selfAndAncestors(p)].includes(q)).toBe(isUnder(p, q));
      }),
      { numRuns: 1000 },
    );
  });
});
