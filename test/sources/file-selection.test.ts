import { describe, expect, it } from 'vitest';
import { isReviewable } from '../../src/sources/file-selection.js';

const all = { include: [], exclude: [] };

describe('isReviewable', () => {
  it.each([
    { name: 'YAML', path: 'config/crd/gateways.yaml', globs: all, expected: true },
    { name: 'short YAML extension', path: 'deploy/grant.yml', globs: all, expected: true },
    { name: 'JSON', path: 'openapi/spec.json', globs: all, expected: true },
    { name: 'Go', path: 'apis/v1/types.go', globs: all, expected: true },
    { name: 'Markdown is not read', path: 'README.md', globs: all, expected: false },
    { name: 'extensions are case-sensitive, as in kubectl', path: 'CRD.YAML', globs: all, expected: false },
    { name: 'a name that only contains an extension', path: 'crd.yaml.orig', globs: all, expected: false },
    { name: 'anything under .git', path: '.git/hooks/x.yaml', globs: all, expected: false },
    { name: 'anything under a nested node_modules', path: 'web/node_modules/pkg/package.json', globs: all, expected: false },
    { name: 'node_modules is skipped even when included', path: 'node_modules/a.yaml', globs: { include: ['**'], exclude: [] }, expected: false },
    { name: 'dot folders are read', path: '.github/workflows/ci.yaml', globs: all, expected: true },
    { name: 'a file matching include', path: 'config/crd/a.yaml', globs: { include: ['config/**'], exclude: [] }, expected: true },
    { name: 'a file matching no include', path: 'examples/a.yaml', globs: { include: ['config/**'], exclude: [] }, expected: false },
    { name: 'include reaches dot folders (dot: true)', path: 'config/.hidden/a.yaml', globs: { include: ['config/**'], exclude: [] }, expected: true },
    { name: 'any include matches', path: 'b/a.yaml', globs: { include: ['a/**', 'b/**'], exclude: [] }, expected: true },
    { name: 'exclude wins over include', path: 'config/samples/a.yaml', globs: { include: ['config/**'], exclude: ['**/samples/**'] }, expected: false },
    { name: 'exclude alone', path: 'hack/boilerplate.go', globs: { include: [], exclude: ['hack/**'] }, expected: false },
    { name: 'a leading ./ in a glob', path: 'crds/a.yaml', globs: { include: ['./crds/*.yaml'], exclude: [] }, expected: true },
    { name: 'a single star stays in its folder', path: 'crds/v1/a.yaml', globs: { include: ['crds/*.yaml'], exclude: [] }, expected: false },
  ])('$name: $path → $expected', ({ path, globs, expected }) => {
    expect(isReviewable(path, globs)).toBe(expected);
  });
});
