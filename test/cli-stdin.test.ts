import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { runCli } from './support/cli-harness.js';

// Issue 21 item 5: `helm template … | kube-api-review -` reviews the stream as one file named
// <stdin>, with the stream's own line numbers.

const unapproved = (name: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${name}s.demo.k8s.io
spec:
  group: demo.k8s.io
  names: {plural: ${name}s, kind: W${name}}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

// What `helm template` prints: a comment naming the template before each document.
const helmOutput = `---
# Source: demo/templates/service.yaml
apiVersion: v1
kind: Service
metadata:
  name: demo
spec:
  ports: [{port: 80}]
---
# Source: demo/templates/crd.yaml
${unapproved('widget')}`;

const cli = (argv: string[], cwd: string, input: string) =>
  runCli(argv, { cwd, env: {}, stdin: async () => new TextEncoder().encode(input) });

const dir = () => mkdtempSync(join(tmpdir(), 'kar-stdin-'));

describe('- reads the standard input', () => {
  it('as one file, <stdin>, at the line in the stream', async () => {
    const result = await cli(['--format', 'json', '-'], dir(), helmOutput);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const findings = JSON.parse(result.stdout).findings;
    expect(
      findings.map(
        (f: { file: string; line: number; column: number; ruleId: string }) =>
          `${f.file}:${f.line}:${f.column} ${f.ruleId}`,
      ),
    ).toEqual(['<stdin>:13:1 approval/missing']);
    expect(JSON.parse(result.stdout).stats).toMatchObject({ files: 1, objects: 2 });
  });

  it('in the text report, with the source line', async () => {
    const { stdout } = await cli(['-'], dir(), helmOutput);
    expect(stdout.split('\n').slice(0, 3)).toEqual([
      '<stdin>',
      expect.stringMatching(
        /^ {2}13:1 {2}error {2}widgets\.demo\.k8s\.io is in the protected group demo\.k8s\.io but has no api-approved\.kubernetes\.io annotation.* {2}\[approval\/missing\]$/,
      ),
      '    rendered from demo/templates/crd.yaml',
    ]);
    expect(stdout).toContain('    13 | metadata:\n');
  });

  it("names the chart template a finding's document was rendered from, in the text report", async () => {
    const { stdout } = await cli(['-'], dir(), helmOutput);
    expect(stdout.split('\n')[2]).toBe('    rendered from demo/templates/crd.yaml');
    const json = JSON.parse((await cli(['--format', 'json', '-'], dir(), helmOutput)).stdout);
    expect(JSON.stringify(json)).not.toContain('templates/crd.yaml');
  });

  it('beside files named on the command line', async () => {
    const cwd = dir();
    writeFileSync(join(cwd, 'g.yaml'), unapproved('gadget'));
    const result = await cli(['--format', 'json', 'g.yaml', '-'], cwd, helmOutput);
    expect(JSON.parse(result.stdout).findings.map((f: { file: string }) => f.file)).toEqual(['<stdin>', 'g.yaml']);
  });

  it('warns when nothing was piped in', async () => {
    expect(await cli(['-'], dir(), '')).toEqual({
      code: 0,
      stdout: 'no findings in 1 file (0 objects)\n',
      stderr: 'kube-api-review: warning: - (the standard input) is empty: nothing was piped in\n',
    });
  });

  it('is a usage error where there is no standard input to read', async () => {
    let stderr = '';
    const code = await main(['-'], { stdout: () => {}, stderr: (t) => (stderr += t), cwd: dir() });
    expect(code).toBe(2);
    expect(stderr).toBe('kube-api-review: - (the standard input) cannot be read here\n');
  });
});
