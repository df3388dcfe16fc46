import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The committed bundles, run as a runner and a user would run them (CI checks they are what
// the sources build).
const root = resolve(import.meta.dirname, '..');
const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
spec:
  group: demo.k8s.io
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

describe('dist/', () => {
  it('dist/index.js reviews the workspace as the runner starts it', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'kar-dist-'));
    writeFileSync(join(workspace, 'crd.yaml'), crd);
    writeFileSync(join(workspace, 'out'), '');
    const result = spawnSync(process.execPath, [join(root, 'dist/index.js')], {
      cwd: workspace,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        GITHUB_WORKSPACE: workspace,
        RUNNER_TEMP: workspace,
        'INPUT_FAIL-ON': 'error',
        GITHUB_OUTPUT: join(workspace, 'out'),
      },
    });
    expect(result.stdout).toContain('::error file=crd.yaml,line=3,col=1');
    expect(result.stdout).toContain('::error::1 finding(s) at or above error');
    expect(result.status).toBe(1);
    expect(existsSync(join(workspace, 'kube-api-review.sarif'))).toBe(true);
    expect(readFileSync(join(workspace, 'out'), 'utf8')).toMatch(/^errors<<.*\n1\n/m);
  });

  it('dist/cli-core.cjs is ASCII, which the entry reads without decoding UTF-8 (src/cli-core-loader.ts)', () => {
    // A character outside ASCII in a regular expression or a String.raw template is kept as it
    // is by esbuild: write it as a \u escape in the sources.
    const core = readFileSync(join(root, 'dist/cli-core.cjs'));
    const at = core.findIndex((byte) => byte > 0x7f);
    expect(at === -1 ? 'ASCII' : core.subarray(Math.max(0, at - 60), at + 20).toString('utf8')).toBe('ASCII');
  });

  it('dist/cli.js stops quietly when the reader closes the pipe early', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-dist-'));
    writeFileSync(join(dir, 'crd.yaml'), crd);
    // `| head -c 1`: the shell's pipe, closed after one byte while the CLI is still writing.
    const result = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" "${join(root, 'dist/cli.js')}" --format sarif crd.yaml | head -c 1`],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(result.stdout).toBe('{');
    expect(result.stderr).toBe('');
  });

  it('dist/cli.js runs from another directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-dist-'));
    writeFileSync(join(dir, 'crd.yaml'), crd);
    const result = spawnSync(process.execPath, [join(root, 'dist/cli.js'), '--format', 'json', 'crd.yaml'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout).findings[0].ruleId).toBe('approval/missing');
  });
});
