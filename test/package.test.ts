import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The npm package's manifest as issue 21 item 1 wants it; scripts/check-package.sh (in .ci/run)
// then packs, installs and runs it. These are the promises that hold without packing anything.
const ROOT = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
interface Manifest {
  name: string;
  private?: boolean;
  license: string;
  engines: { node: string };
  bin: Record<string, string>;
  files: string[];
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
}
const pkg = JSON.parse(read('package.json')) as Manifest;
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<
    string,
    {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
      engines?: { node: string };
      dev?: boolean;
    }
  >;
};

describe('package.json', () => {
  it('is publishable, with the bin the README and the pre-commit hooks name', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.bin).toEqual({ 'kube-api-review': 'dist/cli.js' });
    expect(read('dist/cli.js').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('ships the bundles, the docs, the licence and the README only', () => {
    expect(pkg.files).toEqual(['dist/', 'docs/', 'LICENSE', 'README.md']);
  });

  // The bundles are self-contained (scripts/build-bundles.mjs): a dependency would only make every
  // install download what is already inside dist/.
  it('has no runtime dependencies, in the manifest and in the lock', () => {
    expect(pkg.dependencies).toBeUndefined();
    expect(lock.packages['']?.dependencies).toBeUndefined();
    expect(lock.packages['']?.devDependencies).toEqual(pkg.devDependencies);
    const runtime = Object.entries(lock.packages).filter(([path, p]) => path !== '' && p.dev !== true);
    expect(runtime.map(([path]) => path)).toEqual([]);
  });

  // An alias (`npm:typescript@7.0.2`, a second version of one package) is pinned the same way.
  it('pins every version exactly', () => {
    const loose = Object.entries(pkg.devDependencies).filter(
      ([, version]) => !/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version),
    );
    expect(loose).toEqual([]);
  });

  it('declares Apache-2.0, whose text LICENSE holds', () => {
    expect(pkg.license).toBe('Apache-2.0');
    expect(read('LICENSE')).toMatch(/^\s+Apache License\n\s+Version 2\.0, January 2004\n/);
  });

  // The CLI runs on Node 20.16 and later, which has process.getBuiltinModule (the bundles take
  // Node's modules from it; check-package.sh runs it on the machine's Node 20 and on 24); the
  // action declares node24, the runtime GitHub provides.
  it('agrees with the README on the oldest Node, and the action runs on node24', () => {
    expect(pkg.engines).toEqual({ node: '>=20.16' });
    expect(lock.packages['']?.engines).toEqual(pkg.engines);
    expect(read('README.md')).toContain('Node.js 20.16 or later');
    expect((parse(read('action.yml')) as { runs: { using: string } }).runs.using).toBe('node24');
  });
});
