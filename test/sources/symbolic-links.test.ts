import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkTargetPath, pathsThroughLinks } from '../../src/sources/symbolic-links.js';

describe('linkTargetPath', () => {
  it('resolves a target against the directory of the link', () => {
    expect(linkTargetPath('chart/templates/crds', '../../crds')).toBe('crds');
    expect(linkTargetPath('chart/templates/crds', '../../config/crd/bases/')).toBe('config/crd/bases');
    expect(linkTargetPath('a/b', './c/../d')).toBe('a/d');
    expect(linkTargetPath('link', 'target')).toBe('target');
  });

  it('leaves out what is outside the tree, the tree itself, and absolute targets', () => {
    expect(linkTargetPath('chart/crds', '../../outside')).toBeUndefined();
    expect(linkTargetPath('a/b', '..')).toBeUndefined();
    expect(linkTargetPath('a', '/etc/passwd')).toBeUndefined();
    expect(linkTargetPath('a', 'C:\\dir')).toBeUndefined();
    expect(linkTargetPath('a', '')).toBeUndefined();
  });

  it('gives a path inside the tree, or nothing, whatever the target text', () => {
    const segment = fc.constantFrom('..', '.', 'a', 'b', '', 'c d');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.array(segment, { maxLength: 8 }), (at, to) => {
        const link = at.filter((s) => s !== '' && s !== '.' && s !== '..').join('/') || 'link';
        const out = linkTargetPath(link, to.join('/'));
        if (out === undefined) return;
        expect(out).not.toMatch(/^(?:\.\.?)(?:\/|$)|\/\.\.?(?:\/|$)|^\/|\/$/);
        expect(out).not.toBe('');
      }),
    );
  });
});

describe('pathsThroughLinks', () => {
  const links = new Map([
    ['chart/templates/crds', 'crds'],
    ['chart/templates/widgets.yaml', 'crds/widgets.yaml'],
  ]);

  it('names the paths a file is read at through links to it or a directory above it', () => {
    expect(pathsThroughLinks(links, 'crds/widgets.yaml')).toEqual([
      'chart/templates/crds/widgets.yaml',
      'chart/templates/widgets.yaml',
    ]);
    expect(pathsThroughLinks(links, 'crds/sub/gadgets.yaml')).toEqual(['chart/templates/crds/sub/gadgets.yaml']);
  });

  it('follows links to links, and ends a loop of them', () => {
    const chain = new Map([
      ['chart/templates/crds', 'manifests/crds'],
      ['manifests/crds/podgroups.yaml', 'manifests/coscheduling/crd.yaml'],
    ]);
    expect(pathsThroughLinks(chain, 'manifests/coscheduling/crd.yaml')).toEqual([
      'manifests/crds/podgroups.yaml',
      'chart/templates/crds/podgroups.yaml',
    ]);
    const loop = new Map([
      ['a/b', 'a'],
      ['c', 'a'],
    ]);
    const paths = pathsThroughLinks(loop, 'a/x.yaml');
    expect(paths.slice(0, 3)).toEqual(['a/b/x.yaml', 'c/x.yaml', 'a/b/b/x.yaml']);
    expect(paths.length).toBeLessThan(1000);
  });

  it('does not take a name that only begins like the target', () => {
    expect(pathsThroughLinks(links, 'crds-old/widgets.yaml')).toEqual([]);
  });
});
