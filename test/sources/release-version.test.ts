import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFinalRelease,
  isPlaceholderVersion,
  isOlderRelease,
  newestFinalRelease,
  releaseVersion,
} from '../../src/sources/release-version.js';

// Which of two releases is older, by the versions their tags name (release-version.ts).

describe('releaseVersion', () => {
  it('reads the module, the numbers and whether it is a prerelease', () => {
    expect(releaseVersion('v1.9.4')).toEqual({ module: '', numbers: [1, 9, 4, 0], prerelease: false });
    expect(releaseVersion('1.4')).toEqual({ module: '', numbers: [1, 4, 0, 0], prerelease: false });
    expect(releaseVersion('api/v0.5.0-rc.1')).toEqual({ module: 'api/', numbers: [0, 5, 0, 0], prerelease: true });
    expect(releaseVersion('v3.33.0-0.dev')).toEqual({ module: '', numbers: [3, 33, 0, 0], prerelease: true });
    expect(releaseVersion('v1.2.0+build.5')).toEqual({ module: '', numbers: [1, 2, 0, 0], prerelease: false });
    expect(releaseVersion('release-0.25.3')).toEqual({ module: 'release-', numbers: [0, 25, 3, 0], prerelease: false });
    expect(releaseVersion('kube-prometheus-stack-88.5.3')).toEqual({
      module: 'kube-prometheus-stack-',
      numbers: [88, 5, 3, 0],
      prerelease: false,
    });
    expect(releaseVersion('v1.0.0-beta-2')).toEqual({ module: '', numbers: [1, 0, 0, 0], prerelease: true });
    expect(releaseVersion('v1.4.2.1')).toEqual({ module: '', numbers: [1, 4, 2, 1], prerelease: false });
    expect(releaseVersion('1.4.2.1.7')).toBeUndefined();
    expect(releaseVersion('latest')).toBeUndefined();
  });

  it('tells final releases', () => {
    expect(['v1.2.0', 'v1.3.0-rc.1', '1.4', 'main', 'v1.4.2.1', 'v1.4.2.1-rc.0'].filter(isFinalRelease)).toEqual([
      'v1.2.0',
      '1.4',
      'v1.4.2.1',
    ]);
  });

  // clastix/kamaji's monthly releases: a channel, whose versions no final release follows;
  // stolostron/multicloud-operators-subscription's releases of Red Hat's ACM, patches too.
  it('takes a release of a channel or a product, one word that names no prerelease, for a final release', () => {
    expect(
      [
        '26.3.2-edge',
        'v2.5.0-ACM',
        'v2.4.4-ACM',
        '1.0.0-incubating',
        '26.3.2-edge.1',
        'v1.0.0-alpha',
        'v1.0.0-BETA',
        'v1.0.0-SNAPSHOT',
        'v1.0.0-dev',
        'v1.0.0-rc1',
        'v1.0.0-ACM.1',
      ].filter(isFinalRelease),
    ).toEqual(['26.3.2-edge', 'v2.5.0-ACM', 'v2.4.4-ACM', '1.0.0-incubating']);
  });
});

// vmware-tanzu/vm-operator's `v1.9.0-p01`, a patch of v1.9.0 on its release branch.
describe('a patch release tagged after its final one', () => {
  it('is a final release, newer than the final one and older than the next', () => {
    expect(['v1.9.0-p01', 'v1.9.0-patch2', '1.9.0-hotfix.1', 'v1.9.0-pre1'].filter(isFinalRelease)).toEqual([
      'v1.9.0-p01',
      'v1.9.0-patch2',
      '1.9.0-hotfix.1',
    ]);
    expect(isOlderRelease('v1.9.0', 'v1.9.0-p01')).toBe(true);
    expect(isOlderRelease('v1.9.0-p01', 'v1.9.0')).toBe(false);
    expect(isOlderRelease('v1.9.0-p01', 'v1.9.0-p02')).toBe(true);
    expect(isOlderRelease('v1.9.0-p02', 'v1.9.1')).toBe(true);
    expect(newestFinalRelease(['v1.9.0', 'v1.9.0-p01', 'v1.8.3'])).toBe('v1.9.0-p01');
  });
});

describe('isOlderRelease', () => {
  it('orders by version, not by when a tag was made', () => {
    expect(isOlderRelease('v1.9.4', 'v2.3.0')).toBe(true);
    expect(isOlderRelease('v2.3.0', 'v1.9.4')).toBe(false);
    expect(isOlderRelease('v6.3.4', 'v7.0.2')).toBe(true);
    expect(isOlderRelease('v0.10.0', 'v0.9.8')).toBe(false);
    expect(isOlderRelease('v2.4.0-rc.0', 'v2.4.0')).toBe(true);
    expect(isOlderRelease('v2.4.0-rc.0', 'v2.3.0')).toBe(false);
    expect(isOlderRelease('1.2', 'v1.2.1')).toBe(true);
    expect(isOlderRelease('v1.4.2', 'v1.4.2.1')).toBe(true);
    expect(isOlderRelease('v1.4.2.1', 'v1.4.3')).toBe(true);
    expect(isOlderRelease('v1.4.2.1', 'v1.4.2')).toBe(false);
  });

  it('compares no tags of different modules, nor what it cannot read', () => {
    expect(isOlderRelease('api/v0.3.0', 'v2.3.0')).toBe(false);
    expect(isOlderRelease('v2.3.0', 'api/v0.3.0')).toBe(false);
    expect(isOlderRelease('1.4.2.1.7', 'v2.0.0')).toBe(false);
  });

  it('is a strict order on the tags it reads', () => {
    const tag = fc
      .tuple(
        fc.constantFrom('', 'api/', 'test/'),
        fc.constantFrom('', 'v'),
        fc.array(fc.nat(30), { minLength: 2, maxLength: 4 }),
        fc.constantFrom('', '-rc.1', '-0.dev', '-edge', '+meta'),
      )
      .map(([module, v, numbers, suffix]) => `${module}${v}${numbers.join('.')}${suffix}`);
    fc.assert(
      fc.property(tag, tag, tag, (a, b, c) => {
        expect(isOlderRelease(a, a)).toBe(false);
        if (isOlderRelease(a, b)) expect(isOlderRelease(b, a)).toBe(false);
        if (isOlderRelease(a, b) && isOlderRelease(b, c)) expect(isOlderRelease(a, c)).toBe(true);
      }),
    );
  });

  it('never throws on any tag name', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(typeof isOlderRelease(a, b)).toBe('boolean');
      }),
    );
  });
});

describe('newestFinalRelease', () => {
  it('takes the newest final version, not the newest tag', () => {
    expect(newestFinalRelease(['v1.9.5', 'v1.9.4', 'v2.3.0', 'v2.4.0-rc.0', 'latest'])).toBe('v2.3.0');
    expect(newestFinalRelease(['v2.4.0-rc.0'])).toBeUndefined();
    expect(newestFinalRelease([])).toBeUndefined();
    expect(newestFinalRelease(['api/v0.3.0', 'v2.3.0'])).toBeUndefined(); // two modules
    expect(newestFinalRelease(['v1.0.0', '26.8.2-edge', '26.3.2-edge', 'v0.6.1'])).toBe('26.8.2-edge');
  });

  it('is a final release no other final release of the tags is newer than', () => {
    const tag = fc
      .tuple(
        fc.constantFrom('', 'v'),
        fc.array(fc.nat(9), { minLength: 2, maxLength: 3 }),
        fc.constantFrom('', '-rc.1'),
      )
      .map(([v, numbers, suffix]) => `${v}${numbers.join('.')}${suffix}`);
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 12 }), (tags) => {
        const newest = newestFinalRelease(tags);
        const finals = tags.filter(isFinalRelease);
        if (newest === undefined) expect(finals).toEqual([]);
        else {
          expect(finals).toContain(newest);
          for (const t of finals) expect(isOlderRelease(newest, t)).toBe(false);
        }
      }),
    );
  });
});

describe('isPlaceholderVersion', () => {
  it('is a version written all in nines: three numbers, or a major of three digits', () => {
    expect(
      [
        'release-99.9.9',
        'v9.9.9',
        '999.999',
        'v99.99.99-rc.1',
        'release-9.9',
        'v1.9.9',
        'v99.9.0',
        'v2.1.1',
        'main',
      ].filter(isPlaceholderVersion),
    ).toEqual(['release-99.9.9', 'v9.9.9', '999.999', 'v99.99.99-rc.1']);
  });
});
