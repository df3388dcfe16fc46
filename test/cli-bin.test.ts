import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The bin as a user runs it (issue 21 item 5): a real pipe into `-`, and stdout / stderr that are
// not terminals, so neither colour nor a progress line reaches them.

// The CLI as it ships, built once for the run (test/support/built-bundles.ts).
const built = inject('bundles');
let work = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'kar-bin-work-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const stream = `# Source: demo/templates/cm.yaml
apiVersion: v1
kind: ConfigMap
metadata: {name: a}
---
# Source: demo/templates/crd.yaml
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
spec:
  group: demo.k8s.io
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

const run = (args: readonly string[], input: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(built, 'cli.js'), ...args], {
    cwd: work,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: join(work, '.compile-cache'), ...env },
  });

describe('the bundled CLI', () => {
  it('reviews a piped stream as <stdin>, at the line in the stream', () => {
    const result = run(['--format', 'json', '-'], stream);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(
      JSON.parse(result.stdout).findings.map(
        (f: { file: string; line: number; ruleId: string }) => `${f.file}:${f.line} ${f.ruleId}`,
      ),
    ).toEqual(['<stdin>:9 approval/missing']);
  });

  // The bin writes to the descriptors, not through process.stdout (cli-bin.ts).
  // A CRD with `count` properties of an unknown type: as many findings, a long report.
  const broken = (count: number) =>
    `${stream.slice(stream.indexOf('apiVersion: apiextensions'), stream.indexOf('  versions:'))}  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n${Array.from({ length: count }, (_, i) => `          f${i}: {type: strin}\n`).join('')}`;

  it('writes a long report through a pipe whole, and into a file', () => {
    const piped = run(['--format', 'json', '-'], broken(3000));
    expect(piped.stderr).toBe('');
    expect(JSON.parse(piped.stdout).findings).toHaveLength(3001);
    const file = join(work, 'report.json');
    const fd = openSync(file, 'w');
    const written = spawnSync(process.execPath, [join(built, 'cli.js'), '--format', 'json', '-'], {
      cwd: work,
      input: broken(3000),
      stdio: ['pipe', fd, 'pipe'],
      env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: join(work, '.compile-cache') },
    });
    closeSync(fd);
    expect(written.status).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8')).findings).toHaveLength(3001);
  });

  it('stops quietly when the reader closes the pipe, with the exit status of the review', async () => {
    const child = spawn(process.execPath, [join(built, 'cli.js'), '--format', 'json', '-'], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: join(work, '.compile-cache') },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // `| head -c 100`: read the first bytes, then close.
    child.stdout.once('data', () => child.stdout.destroy());
    child.stdin.end(broken(20000));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(status).toBe(1);
  });

  // The review of a change starts git (a dynamic import of node:child_process in the bundle).
  it('reviews a change in a git repository with --base', () => {
    const repo = join(work, 'repo');
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    mkdirSync(repo, { recursive: true });
    git('init', '-q');
    // (A base with an unknown type already would ratchet the new one: SCHEMA-KW-011.)
    writeFileSync(join(repo, 'crd.yaml'), broken(0).replace('        properties:\n', ''));
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(join(repo, 'crd.yaml'), broken(1));
    git('commit', '-qam', 'head');
    const result = spawnSync(process.execPath, [join(built, 'cli.js'), '--base', 'HEAD^', '--format', 'json', '.'], {
      cwd: repo,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: join(work, '.compile-cache') },
    });
    expect(result.stderr).toBe('');
    expect(
      JSON.parse(result.stdout).findings.map((f: { line: number; ruleId: string }) => `${f.line} ${f.ruleId}`),
    ).toEqual(['17 crd/schema']);
    expect(result.status).toBe(1);
  });

  it('writes no colour into a pipe, and FORCE_COLOR puts it there', () => {
    expect(run(['-'], stream).stdout).not.toContain('\x1b[');
    expect(run(['-'], stream, { FORCE_COLOR: '1' }).stdout).toContain('\x1b[31merror\x1b[39m');
  });
});
