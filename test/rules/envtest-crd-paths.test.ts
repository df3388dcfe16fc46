import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { World } from '../../src/engine/world.js';
import { envtestCrdPaths, envtestInstalling } from '../../src/rules/envtest-crd-paths.js';

const worldOf = (files: Record<string, string>) =>
  new World([], [], { goTexts: () => Object.entries(files).map(([path, text]) => ({ path, text })) });

const suite = (list: string, field = 'CRDDirectoryPaths') =>
  `package controllers\n\nvar testEnv = &envtest.Environment{\n\t${field}: []string{\n${list}\n\t},\n}\n`;

describe('envtestCrdPaths', () => {
  it("resolves joined and plain literals from the test's package directory, at their lines", () => {
    const world = worldOf({
      'internal/controller/suite_test.go': suite(
        '\t\tfilepath.Join("..", "..", "config", "crd", "bases"),\n\t\t"../../hack/crds",\n\t\t`testdata/crds`,',
      ),
    });
    expect(envtestCrdPaths(world)).toEqual([
      { path: 'config/crd/bases', goFile: 'internal/controller/suite_test.go', line: 5 },
      { path: 'hack/crds', goFile: 'internal/controller/suite_test.go', line: 6 },
      { path: 'internal/controller/testdata/crds', goFile: 'internal/controller/suite_test.go', line: 7 },
    ]);
    // Scanned once per world: a change removing many CRDs asks for each.
    expect(envtestCrdPaths(world)).toBe(envtestCrdPaths(world));
  });

  it("reads CRDInstallOptions' Paths too", () => {
    const text =
      'package e2e\n\nvar env = envtest.Environment{\n\tCRDInstallOptions: envtest.CRDInstallOptions{\n\t\tPaths: []string{path.Join("..", "crds")},\n\t},\n}\n';
    expect(envtestCrdPaths(worldOf({ 'test/e2e/suite_test.go': text })).map((p) => p.path)).toEqual(['test/crds']);
  });

  it('leaves out paths built from variables, commented out, absolute or outside the repository', () => {
    const world = worldOf({
      'controllers/suite_test.go': suite(
        [
          '\t\tfilepath.Join(build.Default.GOPATH, "pkg", "mod", "example.com", "crds"),',
          '\t\t// filepath.Join("..", "old", "crds"),',
          '\t\t"/etc/crds",',
          '\t\tfilepath.Join("..", "..", "elsewhere"),',
          '\t\tfilepath.Join("..", "config", "crd", "bases"), // the repository\'s own',
        ].join('\n'),
      ),
      'controllers/old_test.go': '// CRDDirectoryPaths: []string{"../gone"},\npackage controllers\n',
    });
    expect(envtestCrdPaths(world).map((p) => p.path)).toEqual(['config/crd/bases']);
  });

  it('finds the path that installs a file: its directory, read flat, or the file itself', () => {
    const world = worldOf({ 'controllers/suite_test.go': suite('\t\t"../hack/crds", "../extra/one.yaml",') });
    expect(envtestInstalling(world, 'hack/crds/gizmo.yaml')?.path).toBe('hack/crds');
    expect(envtestInstalling(world, 'extra/one.yaml')?.path).toBe('extra/one.yaml');
    expect(envtestInstalling(world, 'hack/crds/nested/gizmo.yaml')).toBeUndefined();
    expect(envtestInstalling(world, 'hack/gizmo.yaml')).toBeUndefined();
  });

  it('never throws, and names only paths inside the repository, whatever the Go text', () => {
    const pieces = fc.constantFrom(
      'CRDDirectoryPaths: []string{',
      'CRDInstallOptions: envtest.CRDInstallOptions{Paths: []string{',
      'filepath.Join(',
      '"..", ',
      '"../..", ',
      '"crds"',
      '`raw`',
      ')',
      '}',
      '{',
      ',',
      '\n',
      '// ',
      '"\\"',
      '/abs',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 40 }), (parts) => {
        const found = envtestCrdPaths(worldOf({ 'a/b/suite_test.go': parts.join('') }));
        for (const p of found) {
          expect(p.path.startsWith('../') || p.path === '..' || p.path.startsWith('/')).toBe(false);
          expect(p.line).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});
