import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// .pre-commit-hooks.yaml (issue 21 item 3) as pre-commit reads it: each hook runs the package's
// bin on the whole tree (no file names: cross-file rules need every file), and its `files` and
// `exclude` patterns (Python regexes searched in repository paths; these use no syntax that
// differs from JavaScript's) pick the files that start it.
const ROOT = resolve(import.meta.dirname, '..');
interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
  exclude?: string;
  pass_filenames: boolean;
  stages?: string[];
}
const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const bin = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin,
);
const byId = (id: string): Hook => {
  const hook = hooks.find((h) => h.id === id);
  if (!hook) throw new Error(`no hook ${id}`);
  return hook;
};
const starts = (hook: Hook, path: string): boolean =>
  new RegExp(hook.files).test(path) && !(hook.exclude !== undefined && new RegExp(hook.exclude).test(path));

describe('.pre-commit-hooks.yaml', () => {
  it('has the manifest, Go and whole-tree hooks, each running the package bin without file names', () => {
    expect(hooks.map((h) => h.id)).toEqual(['kube-api-review', 'kube-api-review-go', 'kube-api-review-all']);
    for (const hook of hooks) {
      expect(hook.language).toBe('node');
      expect(bin).toContain(hook.entry.split(' ')[0]);
      expect(hook.pass_filenames).toBe(false);
    }
  });

  it('shows a commit only the findings its change adds, and the manual hook every finding', () => {
    expect(byId('kube-api-review').entry).toBe('kube-api-review --base HEAD');
    expect(byId('kube-api-review-go').entry).toBe('kube-api-review --base HEAD');
    expect(byId('kube-api-review-all').entry).toBe('kube-api-review');
    expect(byId('kube-api-review-all').stages).toEqual(['manual']);
  });

  it.each([
    ['kube-api-review', 'config/crd/widgets.yaml', true],
    ['kube-api-review', 'gateway.yml', true],
    ['kube-api-review', 'deploy/route.json', true],
    ['kube-api-review', 'api/v1/types.go', false],
    ['kube-api-review', 'crd.yaml.orig', false],
    ['kube-api-review', 'README.md', false],
    ['kube-api-review-go', 'api/v1/types.go', true],
    ['kube-api-review-go', 'pkg/features/kube_features.go', true],
    ['kube-api-review-go', 'api/v1/types_test.go', false],
    ['kube-api-review-go', 'config/crd/widgets.yaml', false],
    ['kube-api-review-go', 'go.mod', false],
    ['kube-api-review-all', 'config/crd/widgets.yaml', true],
    ['kube-api-review-all', 'api/v1/types.go', true],
    ['kube-api-review-all', 'README.md', false],
  ])('%s starts for %s: %s', (id, path, expected) => {
    expect(starts(byId(id), path)).toBe(expected);
  });
});
