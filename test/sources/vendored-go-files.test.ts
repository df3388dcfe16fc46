import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vendoredGoFiles } from '../../src/sources/vendored-go-files.js';
import { datedRepository } from '../support/dated-repository.js';
import { fileTree } from '../support/file-tree.js';

// The Go files of a vendored package, at the base and head of a review (vendored-go-files.ts):
// the nearest vendor/ directory above the importing file, at the side's commit, else the work tree.

const KNOBS = 'vendor/example.com/knobs/pkg/knobs';
const knobs = (field: string) => `package knobs\n\ntype Tuning struct {\n\t${field} int32 \`json:"level"\`\n}\n`;
const paths = (files: readonly { path: string; text: string }[] | undefined) => files?.map((f) => f.path);

describe('vendoredGoFiles', () => {
  it('reads the base at its commit and the head from the work tree, or at its commit', () => {
    const { root, commit, write } = datedRepository('kar-vendored-go-');
    const base = commit({
      [`${KNOBS}/knobs.go`]: knobs('Level'),
      [`${KNOBS}/knobs_test.go`]: 'package knobs\n',
      [`${KNOBS}/README.md`]: 'knobs\n',
      'api/v1/types.go': 'package v1\n',
    });
    const head = commit({ [`${KNOBS}/knobs.go`]: knobs('Pitch') });
    write({ [`${KNOBS}/knobs.go`]: knobs('Volume'), [`${KNOBS}/extra.go`]: 'package knobs\n' });
    const ofWorkTree = vendoredGoFiles(root, { base, head: 'work tree' });
    expect(ofWorkTree.read('example.com/knobs/pkg/knobs', 'api/v1/types.go', 'base')).toEqual([
      { path: `${KNOBS}/knobs.go`, text: knobs('Level') },
    ]);
    expect(ofWorkTree.read('example.com/knobs/pkg/knobs', 'api/v1/types.go', 'head')).toEqual([
      { path: `${KNOBS}/extra.go`, text: 'package knobs\n' },
      { path: `${KNOBS}/knobs.go`, text: knobs('Volume') },
    ]);
    const ofCommits = vendoredGoFiles(root, { base, head });
    expect(ofCommits.read('example.com/knobs/pkg/knobs', 'api/v1/types.go', 'head')).toEqual([
      { path: `${KNOBS}/knobs.go`, text: knobs('Pitch') },
    ]);
    // A package the commit does not vendor, and one no commit of the repository has.
    expect(ofCommits.read('example.com/dials', 'api/v1/types.go', 'base')).toBeUndefined();
    expect(
      vendoredGoFiles(root, { base: 'f'.repeat(40), head }).read(
        'example.com/knobs/pkg/knobs',
        'api/v1/types.go',
        'base',
      ),
    ).toBeUndefined();
  });

  it('takes the nearest vendor/ above the importing file, and for a vendored file the vendor/ it is in', () => {
    const { root, commit } = datedRepository('kar-vendored-go-');
    const base = commit({
      'vendor/example.com/dials/dials.go': 'package dials\n',
      'vendor/example.com/knobs/knobs.go': 'package knobs\n',
      'staging/api/vendor/example.com/knobs/knobs.go': "package knobs // the api module's\n",
    });
    const files = vendoredGoFiles(root, { base, head: 'work tree' });
    for (const side of ['base', 'head'] as const) {
      expect(paths(files.read('example.com/knobs', 'staging/api/v1/types.go', side))).toEqual([
        'staging/api/vendor/example.com/knobs/knobs.go',
      ]);
      expect(paths(files.read('example.com/knobs', 'pkg/v1/types.go', side))).toEqual([
        'vendor/example.com/knobs/knobs.go',
      ]);
      expect(paths(files.read('example.com/dials', 'vendor/example.com/knobs/knobs.go', side))).toEqual([
        'vendor/example.com/dials/dials.go',
      ]);
    }
  });

  it('reads the work tree alone without commits (a directory review has no base), and no path that is not an import path', () => {
    const root = fileTree('kar-vendored-go-', { [`${KNOBS}/knobs.go`]: knobs('Level') });
    const files = vendoredGoFiles(root, undefined);
    expect(paths(files.read('example.com/knobs/pkg/knobs', 'api/v1/types.go', 'head'))).toEqual([`${KNOBS}/knobs.go`]);
    expect(files.read('example.com/knobs/pkg/knobs', 'api/v1/types.go', 'base')).toBeUndefined();
    expect(files.read('../example.com/knobs/pkg/knobs', 'api/v1/types.go', 'head')).toBeUndefined();
    expect(
      files.read('example.com/../../vendor/example.com/knobs/pkg/knobs', 'api/v1/types.go', 'head'),
    ).toBeUndefined();
  });

  it('never throws on an import path the code under review writes, and reads only below a vendor/ directory', () => {
    const root = fileTree('kar-vendored-go-', {
      [`${KNOBS}/knobs.go`]: knobs('Level'),
      'secret.go': 'package secret\n',
      'api/secret.go': 'package secret\n',
    });
    const files = vendoredGoFiles(root, undefined);
    const segment = fc.oneof(
      fc.constantFrom('..', '.', 'vendor', 'example.com', 'knobs', 'pkg', 'api', ''),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 6 }),
        fc.constantFrom('api/v1/types.go', 'vendor/a/b.go', 'x.go'),
        (parts, from) => {
          const read = files.read(parts.join('/'), from, 'head');
          expect(
            read === undefined ||
              read.every((f) => /^(?:.*\/)?vendor\//.test(f.path) && !/(?:^|\/)\.\.?(?:\/|$)/.test(f.path)),
          ).toBe(true);
        },
      ),
    );
  });
  it('finds the vendored file that marks a package with a group, whole, at a commit or in the work tree', () => {
    const { root, commit, write } = datedRepository('kar-vendored-go-');
    const doc = (group: string) => `// +k8s:deepcopy-gen=package\n// +groupName=${group}\npackage v1\n`;
    const base = commit({
      'vendor/github.com/example/api/network/v1/doc.go': doc('network.example.io'),
      'pkg/apis/network/v1/doc.go': doc('network.operator.example.io'),
    });
    write({ 'vendor/github.com/example/api/network/v1/doc.go': doc('network.example.io.v2') });
    const vendored = vendoredGoFiles(root, { base, head: 'work tree' });
    expect(vendored.declaringGroup?.('network.example.io', 'base')).toBe(
      'vendor/github.com/example/api/network/v1/doc.go',
    );
    // Not a longer group that begins with it; not the repository's own, outside vendor/.
    expect(vendored.declaringGroup?.('network.example.io', 'head')).toBeUndefined();
    expect(vendored.declaringGroup?.('network.operator.example.io', 'base')).toBeUndefined();
    // What no group can be is not asked of git.
    expect(vendored.declaringGroup?.('a b', 'base')).toBeUndefined();
  });
});
