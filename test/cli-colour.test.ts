import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { colourWanted, isCi } from '../src/terminal-capabilities.js';

// Issue 21 item 5: colour on a terminal, off with NO_COLOR or when piped; the text format only.

describe('colourWanted', () => {
  it.each([
    [undefined, {}, true, true],
    [undefined, {}, false, false],
    [undefined, { NO_COLOR: '1' }, true, false],
    [undefined, { NO_COLOR: '' }, true, true], // no-color.org: an empty value does not count
    [undefined, { FORCE_COLOR: '1' }, false, true],
    [undefined, { FORCE_COLOR: '' }, false, true],
    [undefined, { FORCE_COLOR: '0' }, true, false],
    [undefined, { FORCE_COLOR: 'false' }, true, false],
    [undefined, { FORCE_COLOR: '1', NO_COLOR: '1' }, false, true], // Node's order: FORCE_COLOR first
    [undefined, { TERM: 'dumb' }, true, false],
    [true, { NO_COLOR: '1' }, false, true],
    [false, { FORCE_COLOR: '1' }, true, false],
  ] as const)('flag %j, env %j, tty %j: %j', (flag, env, tty, expected) => {
    expect(colourWanted(flag, env, tty)).toBe(expected);
  });
});

describe('isCi', () => {
  it.each([
    [{ CI: 'true' }, true],
    [{ CI: '1' }, true],
    [{ CI: 'false' }, false],
    [{ CI: '' }, false],
    [{ GITHUB_ACTIONS: 'true' }, true],
    [{ TF_BUILD: 'True' }, true],
    [{}, false],
  ] as const)('%j: %j', (env, expected) => {
    expect(isCi(env)).toBe(expected);
  });
});

const unapproved = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
spec:
  group: demo.k8s.io
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

async function run(argv: string[], env: Record<string, string>, stdoutIsTTY: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'kar-colour-'));
  writeFileSync(join(dir, 'w.yaml'), unapproved);
  let stdout = '';
  await main(['w.yaml', ...argv], { stdout: (t) => (stdout += t), stderr: () => {}, cwd: dir, env, stdoutIsTTY });
  return stdout;
}

describe('the text report in colour', () => {
  it('on a terminal: the file bold and underlined, the severity and carets red, the rule id dim', async () => {
    const out = await run([], {}, true);
    expect(out.split('\n')[0]).toBe('\x1b[1m\x1b[4mw.yaml\x1b[24m\x1b[22m');
    expect(out.split('\n')[1]).toMatch(
      /^ {2}3:1 {2}\x1b\[31merror\x1b\[39m {2}widgets.* {2}\x1b\[2m\[approval\/missing\]\x1b\[22m$/,
    );
    expect(out).toContain('      | \x1b[31m^^^^^^^^\x1b[39m\n');
  });

  it('is the plain report with the escapes taken out', async () => {
    const plain = await run([], {}, false);
    expect((await run([], {}, true)).replace(/\x1b\[\d+m/g, '').replace(/ in \d+ms/, '')).toBe(
      plain.replace(/ in \d+ms/, ''),
    );
  });

  it.each([
    ['piped', [], {}, false],
    ['NO_COLOR', [], { NO_COLOR: '1' }, true],
    ['--no-color', ['--no-color'], {}, true],
    ['json on a terminal', ['--format', 'json'], { FORCE_COLOR: '1' }, true],
    ['sarif', ['--format', 'sarif', '--color'], {}, true],
    ['github', ['--format', 'github'], { FORCE_COLOR: '1' }, true],
  ] as const)('is off: %s', async (_, argv, env, tty) => {
    expect(await run([...argv], env, tty)).not.toContain('\x1b[');
  });

  it.each([
    ['FORCE_COLOR when piped', [], { FORCE_COLOR: '1' }, false],
    ['--color when piped', ['--color'], {}, false],
  ] as const)('is on: %s', async (_, argv, env, tty) => {
    expect(await run([...argv], env, tty)).toContain('\x1b[31merror\x1b[39m');
  });
});

describe('the compat command in colour', () => {
  const compat = async (argv: string[], stdoutIsTTY: boolean) => {
    let stdout = '';
    let stderr = '';
    const code = await main(
      ['compat', 'examples/compat/old/widgets.yaml', 'examples/compat/new/widgets.yaml', ...argv],
      {
        stdout: (t) => (stdout += t),
        stderr: (t) => (stderr += t),
        cwd: process.cwd(),
        env: {},
        stdoutIsTTY,
      },
    );
    return { code, stdout, stderr };
  };

  it('takes --color and --no-color as the lint command does', async () => {
    expect((await compat([], true)).stdout).toContain('\x1b[31merror\x1b[39m');
    expect((await compat(['--no-color'], true)).stdout).not.toContain('\x1b[');
    expect((await compat(['--color'], false)).stdout).toContain('\x1b[31merror\x1b[39m');
    expect((await compat([], false)).stdout).not.toContain('\x1b[');
    const both = await compat(['--color', '--no-color'], true);
    expect([both.code, both.stderr]).toEqual([2, 'kube-api-review: --color and --no-color contradict each other\n']);
    const json = await compat(['--format', 'json', '--color'], true);
    expect(json.stderr).toBe('kube-api-review: warning: --color applies to --format text only\n');
    expect(json.stdout).not.toContain('\x1b[');
  });
});
