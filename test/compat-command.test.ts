import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { dump, load } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { tree as scratchTree } from './support/cli-harness.js';

// `kube-api-review compat OLD NEW` (issue 19 item 2): two CRD files compared with the compat/
// family alone, OLD as base and NEW as head; `-` reads one of them from an injected stdin.

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const dir = scratchTree(files, 'kar-compat-');
  dirs.push(dir);
  return dir;
}

async function compat(argv: string[], cwd: string, stdin?: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(['compat', ...argv], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    ...(stdin === undefined ? {} : { stdin: async () => new TextEncoder().encode(stdin) }),
  });
  return { code, stdout, stderr };
}

interface JsonFinding {
  readonly ruleId: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly fieldPath: string;
  readonly data: { readonly compat: Record<string, unknown> };
}
const findingsOf = (stdout: string): JsonFinding[] => (JSON.parse(stdout) as { findings: JsonFinding[] }).findings;

/** A one-version Widget CRD; `size` has the given maximum (line 24, the value at column 26, where the engine places a scalar). */
const widgets = (maximum: number, name = 'widgets', group = 'example.com') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${name}.${group}
spec:
  group: ${group}
  names:
    kind: ${name === 'widgets' ? 'Widget' : 'Gadget'}
    plural: ${name}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              size:
                type: integer
                maximum: ${maximum}
`;
const SIZE_MAXIMUM = 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[size].maximum';

/**
 * What `kubectl get crd widgets.example.com -o yaml` prints for widgets(10): the same spec as the
 * apiserver returns it (keys sorted, defaults filled in: conversion, listKind, singular), plus
 * metadata the server owns and the status. None of it is a change of the API.
 */
const live = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: |
      {"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition"}
  creationTimestamp: "2026-01-05T10:00:00Z"
  generation: 3
  managedFields:
  - apiVersion: apiextensions.k8s.io/v1
    fieldsType: FieldsV1
    fieldsV1:
      f:spec:
        f:versions: {}
    manager: kubectl-client-side-apply
    operation: Update
    time: "2026-01-05T10:00:00Z"
  name: widgets.example.com
  resourceVersion: "123456"
  uid: 6f1c1d2e-1111-4a4a-9b9b-0123456789ab
spec:
  conversion:
    strategy: None
  group: example.com
  names:
    kind: Widget
    listKind: WidgetList
    plural: widgets
    singular: widget
  scope: Namespaced
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        properties:
          spec:
            properties:
              size:
                maximum: 10
                type: integer
            type: object
        type: object
    served: true
    storage: true
status:
  acceptedNames:
    kind: Widget
    listKind: WidgetList
    plural: widgets
    singular: widget
  conditions:
  - lastTransitionTime: "2026-01-05T10:00:00Z"
    message: no conflicts found
    reason: NoConflicts
    status: "True"
    type: NamesAccepted
  - lastTransitionTime: "2026-01-05T10:00:00Z"
    message: the initial names have been accepted
    reason: InitialNamesAccepted
    status: "True"
    type: Established
  storedVersions:
  - v1
`;

describe('kube-api-review compat', () => {
  it('exits 0 and reports nothing when NEW keeps what OLD accepts', async () => {
    const dir = tree({ 'old.yaml': widgets(10), 'new.yaml': widgets(20) });
    const { code, stdout, stderr } = await compat(['--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect({ code, stderr, findings: findingsOf(stdout) }).toEqual({ code: 0, stderr: '', findings: [] });
  });

  it('exits 1 with the finding at the line of NEW where the maximum was lowered', async () => {
    const dir = tree({ 'crds/old.yaml': widgets(10), 'crds/new.yaml': widgets(5) });
    const { code, stdout } = await compat(['--format', 'json', 'crds/old.yaml', 'crds/new.yaml'], dir);
    expect(code).toBe(1);
    expect(findingsOf(stdout)).toMatchObject([
      {
        ruleId: 'compat/validation-tightened',
        file: 'crds/new.yaml',
        line: 24,
        column: 26,
        fieldPath: SIZE_MAXIMUM,
        data: { compat: { version: 'v1', property: '^.spec.size', check: 'maximum', base: 10, head: 5 } },
      },
    ]);
  });

  it('prints the text report with the source line of NEW', async () => {
    const dir = tree({ 'old.yaml': widgets(10), 'new.yaml': widgets(5) });
    const { code, stdout } = await compat(['old.yaml', 'new.yaml'], dir);
    expect(code).toBe(1);
    const [file, finding, source] = stdout.split('\n');
    expect(file).toBe('new.yaml');
    expect(finding).toMatch(
      /^ {2}24:26 {2}error {2}maximum of spec\.size lowered from 10 to 5 in v1; .*\[compat\/validation-tightened\]$/,
    );
    expect(source).toContain('maximum: 5');
  });

  it('--fail-on decides the exit status, not whether findings are printed', async () => {
    const dir = tree({ 'old.yaml': widgets(10), 'new.yaml': widgets(5) });
    const { code, stdout } = await compat(['--fail-on', 'never', '--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect(code).toBe(0);
    expect(findingsOf(stdout).map((f) => f.ruleId)).toEqual(['compat/validation-tightened']);
  });

  it('matches the CRDs of multi-document files by identity, and reports a CRD only OLD has in OLD', async () => {
    const dir = tree({ 'old.yaml': `${widgets(10)}---\n${widgets(10, 'gadgets')}`, 'new.yaml': widgets(5, 'widgets') });
    const { code, stdout } = await compat(['--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect(code).toBe(1);
    expect(findingsOf(stdout).map((f) => [f.ruleId, f.file, f.line, f.column])).toEqual([
      ['compat/validation-tightened', 'new.yaml', 24, 26],
      // metadata.name of the second document, which starts on line 26 of OLD.
      ['compat/crd-removed', 'old.yaml', 29, 9],
    ]);
  });

  it('compares a CRD moved inside a multi-document file', async () => {
    const dir = tree({
      'old.yaml': `${widgets(10)}---\n${widgets(10, 'gadgets')}`,
      'new.yaml': `${widgets(3, 'gadgets')}---\n${widgets(10)}`,
    });
    const { stdout } = await compat(['--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect(
      findingsOf(stdout).map((f) => [f.ruleId, f.file, f.line, (f.data.compat as { base: unknown }).base]),
    ).toEqual([['compat/validation-tightened', 'new.yaml', 24, 10]]);
  });

  it('reads OLD from stdin: a CRD as a live cluster returns it gives no finding', async () => {
    const dir = tree({ 'config/crd/widgets.yaml': widgets(10) });
    const { code, stdout, stderr } = await compat(['--format', 'json', '-', 'config/crd/widgets.yaml'], dir, live);
    expect({ code, stderr, findings: findingsOf(stdout) }).toEqual({ code: 0, stderr: '', findings: [] });
  });

  it('reads OLD from stdin and reports what NEW tightens', async () => {
    const dir = tree({ 'config/crd/widgets.yaml': widgets(5) });
    const { code, stdout } = await compat(['--format', 'json', '-', 'config/crd/widgets.yaml'], dir, live);
    expect(code).toBe(1);
    expect(findingsOf(stdout).map((f) => [f.ruleId, f.file, f.line, f.fieldPath])).toEqual([
      ['compat/validation-tightened', 'config/crd/widgets.yaml', 24, SIZE_MAXIMUM],
    ]);
  });

  it('reads NEW from stdin, named <stdin>.yaml in the report', async () => {
    const dir = tree({ 'old.yaml': widgets(10) });
    const { code, stdout } = await compat(['--format', 'json', 'old.yaml', '-'], dir, widgets(5));
    expect(code).toBe(1);
    expect(findingsOf(stdout).map((f) => [f.file, f.line])).toEqual([['<stdin>.yaml', 24]]);
  });

  it('reads what kubectl get crd -o json prints, and a kind: List of every CRD (kubectl get crds -o yaml)', async () => {
    const dir = tree({ 'config/crd/widgets.yaml': widgets(10) });
    const json = await compat(
      ['--format', 'json', '-', 'config/crd/widgets.yaml'],
      dir,
      JSON.stringify(load(live), null, 2),
    );
    expect({ code: json.code, findings: findingsOf(json.stdout) }).toEqual({ code: 0, findings: [] });
    const items = [live, widgets(10, 'gadgets')].map((doc) =>
      doc.trimEnd().replace(/^/gm, '  ').replace(/^ {2}/, '- '),
    );
    const list = `apiVersion: v1\nkind: List\nmetadata:\n  resourceVersion: ""\nitems:\n${items.join('\n')}\n`;
    const { code, stdout, stderr } = await compat(['--format', 'json', '-', 'config/crd/widgets.yaml'], dir, list);
    expect({ code, stderr }).toEqual({ code: 1, stderr: '' });
    // gadgets, only in the cluster: reported in the stream, at its metadata.name.
    const gadgetsName = list.split('\n').indexOf('    name: gadgets.example.com') + 1;
    expect(findingsOf(stdout).map((f) => [f.ruleId, f.file, f.line, f.column])).toEqual([
      ['compat/crd-removed', '<stdin>.yaml', gadgetsName, 11],
    ]);
  });

  it('a live CRD compared with itself through stdin and a file gives nothing', async () => {
    const dir = tree({ 'live.yaml': live });
    const { code, stdout } = await compat(['--format', 'json', 'live.yaml', '-'], dir, live);
    expect({ code, findings: findingsOf(stdout) }).toEqual({ code: 0, findings: [] });
  });

  it('honours the configuration: a rule turned off reports nothing', async () => {
    const dir = tree({
      'old.yaml': widgets(10),
      'new.yaml': widgets(5),
      'kar.yaml': 'rules:\n  compat/validation-tightened: off\n',
    });
    const { code, stdout } = await compat(['--config', 'kar.yaml', '--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect({ code, findings: findingsOf(stdout) }).toEqual({ code: 0, findings: [] });
  });

  // crdify's scopechanged test data: kube-apiserver refuses the update, which crd/names and crd/versions say.
  it.each([
    [
      'a scope changed',
      (crd: string) => crd.replace('scope: Namespaced', 'scope: Cluster'),
      'crd/names',
      10,
      'spec.scope',
    ],
    [
      'a kind changed',
      (crd: string) => crd.replace('kind: Widget', 'kind: Widgit\n    singular: widget'),
      'crd/names',
      8,
      'spec.names.kind',
    ],
    [
      'a stored version removed',
      (crd: string) =>
        `${crd}status:\n  storedVersions: [v1alpha1, v1]\n`.replace(
          '  versions:\n',
          '  versions:\n  - {name: v1alpha1, served: true, storage: false, schema: {openAPIV3Schema: {type: object}}}\n',
        ),
      'crd/versions',
      11,
      'status.storedVersions[0]',
    ],
  ])(
    'reports what kube-apiserver refuses of NEW as an update of OLD: %s',
    async (_name, change, ruleId, line, path) => {
      const stored = widgets(10);
      const [old, updated] = ruleId === 'crd/versions' ? [change(stored), stored] : [stored, change(stored)];
      const dir = tree({ 'old.yaml': old, 'new.yaml': updated });
      const { code, stdout } = await compat(['--format', 'json', 'old.yaml', 'new.yaml'], dir);
      const findings = findingsOf(stdout) as (JsonFinding & { data: { apiserver?: { path: string } } })[];
      expect({ code, found: findings.map((f) => [f.ruleId, f.line, f.data.apiserver?.path]) }).toEqual({
        code: 1,
        found: [[ruleId, line, path]],
      });
    },
  );

  it('runs the compat/ family, crd/names and crd/versions only: a CRD the apiserver would reject for its schema gives no crd/ finding', async () => {
    // No schema type at the root: crd/structural's business, not compat/'s.
    const broken = widgets(10).replace(
      '        type: object\n        properties:\n          spec:',
      '        properties:\n          spec:',
    );
    const dir = tree({ 'old.yaml': broken, 'new.yaml': broken });
    const { code, stdout } = await compat(['--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect({ code, findings: findingsOf(stdout) }).toEqual({ code: 0, findings: [] });
  });

  it.each([
    ['no operands', [], 'compat takes two files, OLD and NEW (- for standard input), not 0'],
    [
      'three operands',
      ['a.yaml', 'b.yaml', 'c.yaml'],
      'compat takes two files, OLD and NEW (- for standard input), not 3',
    ],
    ['stdin twice', ['-', '-'], 'compat: standard input (-) can be only one of OLD and NEW'],
    ['a missing file', ['old.yaml', 'missing.yaml'], 'compat: cannot read NEW missing.yaml: no such file'],
    ['a directory', ['old.yaml', 'sub'], 'compat: cannot read NEW sub: a directory, not a file'],
    [
      'a file without a CRD',
      ['old.yaml', 'cm.yaml'],
      'compat: NEW cm.yaml holds no apiextensions.k8s.io/v1 CustomResourceDefinition',
    ],
    [
      'a v1beta1 CRD as NEW',
      ['old.yaml', 'beta.yaml'],
      'compat: NEW beta.yaml holds no apiextensions.k8s.io/v1 CustomResourceDefinition: only CustomResourceDefinitions of apiextensions.k8s.io/v1 are compared (v1beta1 is no longer served)',
    ],
    [
      'a file that is not YAML',
      ['old.yaml', 'broken.yaml'],
      'compat: NEW broken.yaml holds no apiextensions.k8s.io/v1 CustomResourceDefinition: it does not read as YAML',
    ],
    [
      'a file type it does not read',
      ['old.yaml', 'notes.txt'],
      'compat: NEW notes.txt is not a .yaml, .yml or .json file',
    ],
    ['stdin where there is none', ['-', 'old.yaml'], 'compat: OLD is standard input (-), but there is none'],
    // A pipe or a device is read as the standard input is, whatever its name (`<(git show BASE:crd.yaml)`
    // is /dev/fd/63): /dev/null holds nothing.
    [
      'a device that holds no CRD',
      ['/dev/null', 'old.yaml'],
      'compat: OLD /dev/null holds no apiextensions.k8s.io/v1 CustomResourceDefinition',
    ],
  ])('exits 2 on %s', async (_name, operands, message) => {
    const dir = tree({
      'old.yaml': widgets(10),
      'sub/x.yaml': widgets(10),
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
      'beta.yaml': widgets(10).replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'),
      'broken.yaml': 'kind: [unclosed\n',
      'notes.txt': widgets(10),
    });
    const { code, stdout, stderr } = await compat(operands, dir);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toContain(`kube-api-review: ${message}`);
  });

  // kubernetes-sigs/aws-iam-authenticator 35bd9fde moved its CRD from v1beta1 to v1: `--base` compares
  // what the move changes, and so does the command.
  it('compares a v1beta1 OLD for what its move to v1 changes, and says so', async () => {
    const dir = tree({
      'beta.yaml': widgets(10).replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'),
      'new.yaml': widgets(10),
    });
    const { code, stdout, stderr } = await compat(['--format', 'json', 'beta.yaml', 'new.yaml'], dir);
    expect(code).toBe(0);
    expect(findingsOf(stdout).map((f) => `${f.file}:${f.line} ${f.ruleId}`)).toEqual([
      'new.yaml:1 compat/preserve-unknown-fields-changed',
    ]);
    expect(stderr).toBe(
      "kube-api-review: note: compat: OLD's widgets.example.com is an apiextensions.k8s.io/v1beta1 CustomResourceDefinition: only what its move to v1 changes (preserveUnknownFields) was compared, not its schema\n",
    );
  });

  it('examples/compat shows the breaks it is written for (the README command)', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { code, stdout, stderr } = await compat(
      ['--format', 'json', 'examples/compat/old/widgets.yaml', 'examples/compat/new/widgets.yaml'],
      root,
    );
    expect({ code, stderr }).toEqual({ code: 1, stderr: '' });
    expect(
      findingsOf(stdout).map(
        (f) =>
          `${f.file}:${f.line}:${f.column} ${f.ruleId} ${String(f.data.compat.version)} ${String(f.data.compat.property)} ${String(f.data.compat.check)}`,
      ),
    ).toEqual([
      'examples/compat/new/widgets.yaml:21:24 compat/required-added v1 ^.spec.size required',
      'examples/compat/new/widgets.yaml:22:13 compat/field-removed v1 ^.spec.color field',
      'examples/compat/new/widgets.yaml:25:26 compat/validation-tightened v1 ^.spec.size maximum',
      'examples/compat/new/widgets.yaml:28:17 compat/enum-narrowed v1 ^.spec.mode enum',
      'examples/compat/new/widgets.yaml:43:13 compat/served-version-divergence v1 -> v2 ^.spec.size field-removed',
    ]);
  });

  // nutanix 2183f8fe: every OLD file held `uniqueItems: true`, which the apiserver refuses, so
  // nothing was compared, and "no findings" read as "nothing breaks".
  it('says on stderr that an OLD CRD the apiserver refuses was compared with nothing', async () => {
    const refused = widgets(10).replace('maximum: 10', 'maximum: 10\n                default: "ten"');
    const dir = tree({ 'old.yaml': refused, 'new.yaml': widgets(5) });
    const { code, stdout, stderr } = await compat(['--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect({ code, findings: findingsOf(stdout).length, stderr }).toEqual({
      code: 0,
      findings: 0,
      stderr:
        "kube-api-review: warning: compat: OLD's widgets.example.com is a CustomResourceDefinition kube-apiserver refuses, so no cluster holds it and NEW was not compared with it (`kube-api-review old.yaml` says why)\n",
    });
  });

  // `kube-api-review compat <(git show HEAD:crd.yaml) crd.yaml`: the shell names a pipe /dev/fd/63.
  it('reads OLD from a pipe, whatever its name, as it reads the standard input', async () => {
    const dir = tree({ 'new.yaml': widgets(5) });
    execFileSync('mkfifo', [`${dir}/old-pipe`]);
    const writer = spawn('sh', ['-c', `cat > '${dir}/old-pipe'`], { stdio: ['pipe', 'ignore', 'ignore'] });
    writer.stdin.end(widgets(10));
    const { code, stdout, stderr } = await compat(['--format', 'json', 'old-pipe', 'new.yaml'], dir);
    expect({ code, stderr }).toEqual({ code: 1, stderr: '' });
    expect(findingsOf(stdout).map((f) => `${f.file}:${f.line} ${f.ruleId}`)).toEqual([
      'new.yaml:24 compat/validation-tightened',
    ]);
  });

  it('never fails on what stdin holds: any text, or the CRD with any value at any key, exits 0, 1 or 2 without an internal error', async () => {
    const dir = tree({ 'old.yaml': widgets(10) });
    const base = load(widgets(10)) as Record<string, unknown>;
    // The CRD with one value replaced somewhere down a path of keys (or list indexes) the generator picks.
    const mutated = fc
      .tuple(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              'spec',
              'versions',
              'schema',
              'openAPIV3Schema',
              'properties',
              'size',
              'type',
              'maximum',
              'metadata',
              'name',
            ),
            fc.nat(2),
          ),
          { maxLength: 9 },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([path, value]) => {
        const copy = structuredClone(base) as Record<string | number, unknown>;
        let at: Record<string | number, unknown> = copy;
        for (const step of path.slice(0, -1)) {
          const next = at[step];
          if (typeof next !== 'object' || next === null) break;
          at = next as Record<string | number, unknown>;
        }
        const last = path[path.length - 1];
        if (last !== undefined) at[last] = value;
        return dump(copy);
      });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), mutated), async (stdin) => {
        const { code, stderr } = await compat(['--format', 'json', 'old.yaml', '-'], dir, stdin);
        expect([0, 1, 2]).toContain(code);
        expect(stderr).not.toContain('internal error');
      }),
      { numRuns: 60 },
    );
  });

  it('refuses the flags of a review of a tree', async () => {
    const dir = tree({ 'old.yaml': widgets(10), 'new.yaml': widgets(5) });
    for (const flag of [['--base', 'HEAD'], ['--filter', 'all'], ['--verify-approvals']]) {
      const { code, stdout, stderr } = await compat([...flag, 'old.yaml', 'new.yaml'], dir);
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expect(stderr).toContain(flag[0]);
    }
  });
});
