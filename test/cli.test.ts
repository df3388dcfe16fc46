import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP } from '../src/cli.js';
import { widgetCrd } from './rules/cr/cr-fixtures.js';
import { git, runCli, tree as scratchTree } from './support/cli-harness.js';

const cli = (argv: string[], cwd: string) => runCli(argv, { cwd });

const missingApproval = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
spec:
  group: demo.k8s.io
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;
const approved = missingApproval.replace(
  'metadata:\n',
  'metadata:\n  annotations:\n    api-approved.kubernetes.io: https://github.com/kubernetes/enhancements/pull/2345\n',
);

const tree = (files: Record<string, string>): string => scratchTree(files, 'kar-cli-');

describe('kube-api-review CLI', () => {
  it('prints help and exits 0', async () => {
    expect(await cli(['--help'], '/')).toEqual({ code: 0, stdout: HELP, stderr: '' });
  });

  it('exits 1 with findings at or above --fail-on, 0 below it', async () => {
    const dir = tree({ 'crds/widget.yaml': missingApproval });
    const failing = await cli(['crds'], dir);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('crds/widget.yaml');
    expect(failing.stdout).toContain('[approval/missing]');
    expect((await cli(['crds', '--fail-on', 'never'], dir)).code).toBe(0);
  });

  it('exits 0 on a clean tree and accepts the lint command word', async () => {
    const dir = tree({ 'crds/widget.yaml': approved });
    expect((await cli(['lint', 'crds'], dir)).code).toBe(0);
  });

  it('writes JSON version 1 with the apiserver error', async () => {
    const dir = tree({ 'w.yaml': missingApproval });
    const { stdout } = await cli(['--format', 'json', 'w.yaml'], dir);
    const out = JSON.parse(stdout);
    expect(out.version).toBe(1);
    expect(out.findings).toHaveLength(1);
    expect(out.findings[0]).toMatchObject({
      ruleId: 'approval/missing',
      severity: 'error',
      file: 'w.yaml',
      line: 3,
      column: 1,
      fieldPath: 'metadata.annotations[api-approved.kubernetes.io]',
      object: { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name: 'widgets.demo.k8s.io' },
      data: {
        apiserver: {
          path: 'metadata.annotations[api-approved.kubernetes.io]',
          type: 'Required value',
          detail:
            'protected groups must have approval annotation "api-approved.kubernetes.io", see https://github.com/kubernetes/enhancements/pull/1111',
        },
      },
    });
  });

  it.each([
    [['--format', 'xml'], '--format takes one of text, json, sarif, github, markdown, not "xml"'],
    [['--fail-on', 'sometimes'], '--fail-on takes one of error, warning, notice, never, not "sometimes"'],
    [['--filter', 'changed'], '--filter takes one of new, added, diff_context, file, all, not "changed"'],
    [['--bogus'], 'unknown option --bogus\nRun kube-api-review --help for usage.'],
    [['no/such/path'], 'no/such/path'],
  ])('exits 2 on a usage error: %j', async (argv, message) => {
    const result = await cli(argv, tree({}));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });

  it('exits 2 naming the line of an invalid configuration', async () => {
    const dir = tree({ '.github/kube-api-review.yaml': 'rules:\n  approval/missin: off\n', 'w.yaml': approved });
    const result = await cli(['w.yaml'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.github/kube-api-review.yaml:2:');
  });

  it('applies the configuration: a rule turned off', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': 'rules:\n  approval/missing: off\n',
      'w.yaml': missingApproval,
    });
    expect((await cli(['w.yaml'], dir)).code).toBe(0);
  });

  it.each([
    { name: 'neither by default', config: '', files: [] },
    { name: 'vendored: true', config: 'vendored: true\n', files: ['third_party/up/w.yaml', 'vendor/x/w.yaml'] },
    { name: 'testdata: true', config: 'testdata: true\n', files: ['pkg/testdata/w.yaml'] },
  ])('reviews vendored and testdata trees only as the configuration says: $name', async ({ config, files }) => {
    const dir = tree({
      '.github/kube-api-review.yaml': `rules: {}\n${config}`,
      'vendor/x/w.yaml': missingApproval,
      'third_party/up/w.yaml': missingApproval,
      'pkg/testdata/w.yaml': missingApproval,
    });
    const { stdout } = await cli(['--format', 'json'], dir);
    expect(JSON.parse(stdout).findings.map((f: { file: string }) => f.file)).toEqual(files);
  });

  it('lists the rules', async () => {
    const { code, stdout } = await cli(['rules'], '/');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^approval\/missing +error +/m);
    const json = JSON.parse((await cli(['rules', '--format', 'json'], '/')).stdout);
    expect(json.rules.map((r: { id: string }) => r.id)).toContain('crd/api-version');
  });

  it('with --base, judges updates by the stored object and shows only new findings', async () => {
    const unapproved = approved
      .replace('https://github.com/kubernetes/enhancements/pull/2345', '"unapproved, testing only"')
      .replaceAll('widget', 'gadget')
      .replaceAll('Widget', 'Gadget');
    const dir = tree({ 'w.yaml': missingApproval, 'old.yaml': unapproved });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    // An update of a CRD stored without the annotation is accepted (ratcheting, whatever the
    // filter); the untouched warning in old.yaml is not this change's, so `new` hides it.
    writeFileSync(join(dir, 'w.yaml'), missingApproval.replace('kind: Widget}', 'kind: Widget, shortNames: [wd]}'));
    writeFileSync(
      join(dir, 'new.yaml'),
      missingApproval.replaceAll('widget', 'sprocket').replaceAll('Widget', 'Sprocket'),
    );
    const findings = async (...argv: string[]) => {
      const result = await cli(['--base', 'HEAD', '--format', 'json', ...argv], dir);
      return {
        code: result.code,
        found: JSON.parse(result.stdout).findings.map((f: { file: string; ruleId: string }) => `${f.file} ${f.ruleId}`),
      };
    };
    expect(await findings()).toEqual({ code: 1, found: ['new.yaml approval/missing'] });
    expect(await findings('--filter', 'all')).toEqual({
      code: 1,
      found: ['new.yaml approval/missing', 'old.yaml approval/unapproved'],
    });
    expect(await findings('--filter', 'file')).toEqual({ code: 1, found: ['new.yaml approval/missing'] });
  });

  it('with --base, shows a repeated key a change adds to a file that repeated another, and not the one it moved', async () => {
    // solo-io/gloo: two repeated keys in one file had one fingerprint, so the base's hid the new one.
    const configMap = (name: string, keys: string) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n${keys}`;
    const dir = tree({ 'cm.yaml': configMap('one', '  a: "1"\n  a: "2"\n') });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    writeFileSync(
      join(dir, 'cm.yaml'),
      `# moved down a line\n${configMap('one', '  a: "1"\n  a: "2"\n')}---\n${configMap('two', '  b: "1"\n  b: "2"\n')}`,
    );
    const result = await cli(['--base', 'HEAD', '--format', 'json'], dir);
    expect(
      JSON.parse(result.stdout).findings.map((f: { line: number; ruleId: string; message: string }) => [
        f.line,
        f.ruleId,
        f.message.slice(0, 17),
      ]),
    ).toEqual([[16, 'parse/duplicate-key', 'duplicate key `b`']]);
    expect(result.code).toBe(1);
  });

  // external-snapshotter's CEL tests: X.yaml must be refused with the message in X.yaml.err. The
  // sources pass the .err name on, in a walk and in a git review alike.
  it('passes by a manifest with its expected apiserver error beside it, walking a tree and in a git review', async () => {
    const crd = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          x-kubernetes-validations: [{rule: has(self.source), message: a source is required}]
          properties: {source: {type: string}}
    `);
    const sourceless = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {}\n';
    const dir = tree({
      'crd.yaml': crd,
      'cel-tests/no-source.yaml': sourceless,
      'cel-tests/no-source.yaml.err': 'a source is required\n',
      'samples/no-source.yaml': sourceless,
    });
    const found = async (...argv: string[]) =>
      JSON.parse((await cli(['--format', 'json', ...argv], dir)).stdout).findings.map(
        (f: { file: string; ruleId: string }) => `${f.file} ${f.ruleId}`,
      );
    expect(await found()).toEqual(['samples/no-source.yaml cr/cel']);
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    writeFileSync(join(dir, 'cel-tests/other.yaml'), sourceless.replace('name: w', 'name: o'));
    writeFileSync(join(dir, 'cel-tests/other.yaml.err'), 'a source is required\n');
    writeFileSync(join(dir, 'samples/other.yaml'), sourceless.replace('name: w', 'name: o'));
    expect(await found('--base', 'HEAD')).toEqual(['samples/other.yaml cr/cel']);
  });
});
