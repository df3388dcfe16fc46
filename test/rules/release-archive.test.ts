import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  standingChangedBy,
  isInReleaseArchive,
  isNewestOfArchive,
  newerRelease,
  releaseNamedFile,
} from '../../src/rules/release-archive.js';

// Archives of releases a repository keeps (release-archive.ts): directories named as releases,
// files named as releases, and files named `<name>-<release>.yaml`.

describe('files named `<name>-<release>.yaml`', () => {
  const archive = [
    'files/deploy-v1.0.7.yaml',
    'files/deploy-v1.1.0-rc1.yaml',
    'files/deploy-v1.1.0.yaml',
    'files/deploy-v2.0.0.yaml',
    'files/crds-v3.0.0.yaml',
    'files/sub/deploy-v9.0.0.yaml',
  ];

  it('are an archive of the name: the newest release of the same name, in the same directory', () => {
    expect(newerRelease(archive, 'files/deploy-v1.0.7.yaml')).toBe('files/deploy-v2.0.0.yaml');
    expect(newerRelease(archive, 'files/deploy-v1.1.0-rc1.yaml')).toBe('files/deploy-v2.0.0.yaml');
    expect(newerRelease(archive, 'files/deploy-v2.0.0.yaml')).toBeUndefined();
    expect(isNewestOfArchive(archive, 'files/deploy-v2.0.0.yaml')).toBe(true);
    expect(isNewestOfArchive(archive, 'files/deploy-v1.0.7.yaml')).toBe(false);
  });

  it('a file the change removed is still read against the releases beside it', () => {
    expect(newerRelease(['files/deploy-v1.1.0.yaml'], 'files/deploy-v1.0.7.yaml')).toBe('files/deploy-v1.1.0.yaml');
  });

  it('one alone, or beside only other names, is no archive', () => {
    expect(isInReleaseArchive(archive, 'files/crds-v3.0.0.yaml')).toBe(false);
    expect(isInReleaseArchive(['gateway-api-v1.2.0.yaml'], 'gateway-api-v1.2.0.yaml')).toBe(false);
    expect(newerRelease(archive, 'files/crds-v3.0.0.yaml')).toBeUndefined();
    expect(isInReleaseArchive(archive, 'files/deploy-v1.0.7.yaml')).toBe(true);
  });

  it('a version that is no release (an API version) names none', () => {
    expect(releaseNamedFile('e2e/app-crd-v1.yaml')).toBeUndefined();
    expect(releaseNamedFile('e2e/app-crd-v1beta1.yaml')).toBeUndefined();
    expect(releaseNamedFile('e2e/app-crd-v0.8.0.yaml')).toBe('e2e/app-crd-v0.8.0.yaml');
    expect(releaseNamedFile('e2e/v0.8.0.yml')).toBe('e2e/v0.8.0.yml');
    expect(releaseNamedFile('e2e/app-crd-v0.8.0.txt')).toBeUndefined();
  });

  it('any two releases of one name: the older has the newer beside it, and nothing throws on any names', () => {
    const part = fc.integer({ min: 0, max: 40 });
    const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
    fc.assert(
      fc.property(name, fc.tuple(part, part, part), fc.tuple(part, part, part), (n, a, b) => {
        const [older, newer] = [a.join('.'), b.join('.')].sort((x, y) => {
          const [p, q] = [x.split('.').map(Number), y.split('.').map(Number)];
          return (p[0]! - q[0]!) * 1e6 + (p[1]! - q[1]!) * 1e3 + (p[2]! - q[2]!);
        });
        const paths = [`d/${n}-v${older}.yaml`, `d/${n}-v${newer}.yaml`];
        expect(newerRelease(paths, paths[0]!)).toBe(older === newer ? undefined : paths[1]);
        expect(newerRelease(paths, paths[1]!)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 6 }), (paths) => {
        for (const p of paths) {
          newerRelease(paths, p);
          isInReleaseArchive(paths, p);
          releaseNamedFile(p);
        }
      }),
    );
  });
});

describe('standingChangedBy', () => {
  const v = (release: string) => `deploy/olm-catalog/op/${release}/widgets.yaml`;
  const others = ['deploy/crds/widgets.yaml', 'config/crd/a.yaml'];

  it('names the entries a change makes superseded, or newest again', () => {
    // 1.0.1 added: 1.0.0, the newest before, is superseded after; 0.9.0 was superseded already.
    const base = [...others, v('0.9.0'), v('1.0.0')];
    expect([...standingChangedBy([...base, v('1.0.1')], base, [v('1.0.1')], base)]).toEqual([v('1.0.0')]);
    // 1.0.1 removed: 1.0.0 is the newest again.
    expect([...standingChangedBy(base, [...base, v('1.0.1')], [v('1.0.1')], base)]).toEqual([v('1.0.0')]);
  });

  it('names nothing where the change adds or removes no entry of an archive', () => {
    const base = [...others, v('0.9.0'), v('1.0.0')];
    expect([...standingChangedBy([...base, 'config/crd/b.yaml'], base, ['config/crd/b.yaml'], base)]).toEqual([]);
    // An older entry added leaves the newest the newest.
    expect([...standingChangedBy([...base, v('0.8.0')], base, [v('0.8.0')], base)]).toEqual([]);
  });
});
