import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../src/cli.js';
import { git, runCli, tree as scratchTree } from './support/cli-harness.js';

// Issue 21 item 4: nothing passes in silence. Each mistake a user can make in how they call the
// review gets one line on stderr (a warning, exit status as the review says), or an error
// (exit 2) where the review would otherwise be wrong.

const crd = (name: string, approved = true) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${name}s.demo.k8s.io
${approved ? '  annotations:\n    api-approved.kubernetes.io: https://github.com/kubernetes/enhancements/pull/2345\n' : ''}spec:
  group: demo.k8s.io
  names: {plural: ${name}s, kind: W${name}}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

const tree = (files: Record<string, string>): string => scratchTree(files, 'kar-warn-');

const cli = (argv: string[], cwd: string, extra: Partial<CliIo> = {}) => runCli(argv, { cwd, env: {}, ...extra });

const READS = 'kube-api-review reads .yaml, .yml, .json and .go files';

describe('warnings: what the user named that the review does not read', () => {
  // ingress2gateway keeps every manifest under fixtures/ and testdata/.
  it('no object found where the walk passed test-data directories by, which it names', async () => {
    const dir = tree({
      'pkg/a/fixtures/w.yaml': crd('widget'),
      'pkg/b/testdata/g.yaml': crd('gadget'),
      'main.go': 'package main\n',
    });
    expect(await cli([], dir)).toMatchObject({
      code: 0,
      stdout: 'no findings in 1 file (0 objects)\n',
      stderr:
        'kube-api-review: warning: no Kubernetes object was found, and 2 places of test data were left out (pkg/a/fixtures, pkg/b/testdata): manifests in test-data directories (testdata/, fixtures/, a Maven src/test/ tree) and files named as negative tests (invalid, or in a test tree error_ or bad_) are read only with `testdata: true` in the configuration, or when named as a PATH\n',
    });
    // A test-data directory of other inputs (opentelemetry-demo's HTTP recordings) is not named.
    const recordings = tree({
      'src/agent/fixtures/cassette.yaml': 'interactions:\n- request: {method: GET, uri: http://x}\n',
      'pkg/b/testdata/g.yaml': crd('gadget'),
      'main.go': 'package main\n',
    });
    expect((await cli([], recordings)).stderr).toBe(
      'kube-api-review: warning: no Kubernetes object was found, and test data was left out (pkg/b/testdata): manifests in test-data directories (testdata/, fixtures/, a Maven src/test/ tree) and files named as negative tests (invalid, or in a test tree error_ or bad_) are read only with `testdata: true` in the configuration, or when named as a PATH\n',
    );
    const recordingsOnly = tree({
      'src/agent/fixtures/cassette.yaml': 'interactions: []\n',
      'main.go': 'package main\n',
    });
    expect((await cli([], recordingsOnly)).stderr).toBe('');
    // With an object elsewhere, nothing is said: test data is passed by as documented.
    const withObject = tree({ 'pkg/a/fixtures/w.yaml': crd('widget'), 'crd.yaml': crd('gadget') });
    expect((await cli([], withObject)).stderr).toBe('');
  });

  // kubebuilder: its scaffolded projects, CRDs and samples, under testdata/, beside two kind configurations.
  it('objects but no CRD found where the walk passed test data holding CRDs by, which it names', async () => {
    const kindConfig = 'apiVersion: kind.x-k8s.io/v1alpha4\nkind: Cluster\nnodes: [{role: control-plane}]\n';
    const dir = tree({
      'testdata/project/config/crd/w.yaml': crd('widget'),
      'test/e2e/kind-config.yaml': kindConfig,
    });
    expect(await cli([], dir)).toMatchObject({
      code: 0,
      stdout: 'no findings in 1 file (1 object)\n',
      stderr:
        'kube-api-review: warning: no CustomResourceDefinition was found among the object reviewed, and test data holding CRDs was left out (testdata): manifests in test-data directories (testdata/, fixtures/, a Maven src/test/ tree) and files named as negative tests (invalid, or in a test tree error_ or bad_) are read only with `testdata: true` in the configuration, or when named as a PATH\n',
    });
    // Test data of other manifests, beside objects that are no CRD (a GitOps tree), is passed by as documented.
    const gitops = tree({
      'apps/testdata/deployment.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: a}\n',
      'test/e2e/kind-config.yaml': kindConfig,
    });
    expect((await cli([], gitops)).stderr).toBe('');
  });

  // keycloak's operator keeps its manifests under src/main and its test inputs under src/test.
  it('no object found where the walk passed a Maven src/test/ tree and files named invalid by, which it names', async () => {
    const dir = tree({
      'operator/src/test/resources/w.yaml': crd('widget'),
      'examples/invalid-gadget.yaml': crd('gadget'),
      'operator/src/test/resources/notes.txt': 'hello',
    });
    expect((await cli([], dir)).stderr).toBe(
      `kube-api-review: warning: .: no file to review: ${READS}, and none is here that the configuration selects\n` +
        'kube-api-review: warning: no Kubernetes object was found, and 2 places of test data were left out (examples/invalid-gadget.yaml, operator/src/test/resources/w.yaml): manifests in test-data directories (testdata/, fixtures/, a Maven src/test/ tree) and files named as negative tests (invalid, or in a test tree error_ or bad_) are read only with `testdata: true` in the configuration, or when named as a PATH\n',
    );
  });

  it('a file of a type it does not read', async () => {
    const dir = tree({ 'notes.txt': 'hello', 'w.yaml': crd('widget') });
    expect(await cli(['notes.txt', 'w.yaml'], dir)).toMatchObject({
      code: 0,
      stderr: `kube-api-review: warning: notes.txt: not reviewed: ${READS}\n`,
    });
  });

  it('a file the configuration leaves out', async () => {
    const dir = tree({ '.github/kube-api-review.yaml': 'exclude: ["w.yaml"]\n', 'w.yaml': crd('widget') });
    const result = await cli(['w.yaml'], dir);
    expect(result.stderr).toBe(
      "kube-api-review: warning: w.yaml: not reviewed: the configuration's include and exclude globs leave it out\n",
    );
    expect(result.stdout).toBe('no findings in 0 files (0 objects)\n');
  });

  it('a FIFO named as a PATH', async () => {
    const dir = tree({ 'w.yaml': crd('widget') });
    execFileSync('mkfifo', [join(dir, 'pipe.yaml')]);
    expect(await cli(['pipe.yaml', 'w.yaml'], dir)).toMatchObject({
      code: 0,
      stderr: 'kube-api-review: warning: pipe.yaml: not reviewed: not a regular file (- reads the standard input)\n',
    });
  });

  it('the configuration file named as a PATH', async () => {
    const dir = tree({ '.github/kube-api-review.yaml': 'rules: {}\n' });
    const result = await cli(['.github/kube-api-review.yaml'], dir);
    expect(result).toMatchObject({
      code: 0,
      stderr: 'kube-api-review: warning: .github/kube-api-review.yaml: not reviewed: it is the configuration file\n',
    });
  });

  it('an empty tree', async () => {
    const dir = tree({ 'README.md': '# nothing here\n' });
    expect(await cli([], dir)).toMatchObject({
      code: 0,
      stderr: `kube-api-review: warning: .: no file to review: ${READS}, and none is here that the configuration selects\n`,
      stdout: 'no findings in 0 files (0 objects)\n',
    });
  });

  it('a directory of symbolic links says where they lead, as the walk passes them by', async () => {
    // aws-ebs-csi-driver's chart: crds/ linked to the CRDs kept elsewhere.
    const dir = tree({ 'src/w.yaml': crd('widget'), 'chart/crds/keep.md': 'x' });
    symlinkSync('../../src/w.yaml', join(dir, 'chart/crds/w.yaml'));
    symlinkSync('../../src/w.yaml', join(dir, 'chart/crds/v.yaml'));
    const result = await cli(['chart/crds'], dir);
    expect(result.stderr).toBe(
      `kube-api-review: warning: chart/crds: no file to review: ${READS}, and none is here that the configuration selects (it holds symbolic links, which are passed by: chart/crds/v.yaml leads to src/w.yaml and 1 more; name what they lead to)\n`,
    );
  });

  // scheduler-plugins: the chart's crds/ links to manifests/crds, whose files link to ../<plugin>/crd.yaml.
  it('says where a link leads from the directory that holds it, when named through a linked directory', async () => {
    const dir = tree({ 'manifests/app/crd.yaml': crd('widget'), 'charts/x/keep.md': 'x' });
    mkdirSync(join(dir, 'manifests/crds'));
    symlinkSync('../app/crd.yaml', join(dir, 'manifests/crds/widgets.yaml'));
    symlinkSync('../../manifests/crds', join(dir, 'charts/x/crds'));
    const result = await cli(['charts/x/crds'], dir);
    expect(result.stderr).toBe(
      `kube-api-review: warning: charts/x/crds: no file to review: ${READS}, and none is here that the configuration selects (it holds symbolic links, which are passed by: charts/x/crds/widgets.yaml leads to manifests/app/crd.yaml; name what they lead to)\n`,
    );
  });

  it('one empty directory among others', async () => {
    const dir = tree({ 'docs/a.md': 'x', 'crds/w.yaml': crd('widget') });
    const result = await cli(['crds', 'docs'], dir);
    expect(result.stderr).toBe(
      `kube-api-review: warning: docs: no file to review: ${READS}, and none is here that the configuration selects\n`,
    );
    expect(result.stdout).toBe('no findings in 1 file (1 object)\n');
  });

  it('an include glob that matches nothing, when the whole repository is walked', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': 'include: ["crd/**", "crds/**"]\n',
      'crds/w.yaml': crd('widget'),
    });
    expect(await cli([], dir)).toMatchObject({
      code: 0,
      stderr:
        'kube-api-review: warning: the include glob "crd/**" of .github/kube-api-review.yaml matches no file to review, nor any other file here\n',
    });
    // A narrower PATH leaves the other globs' files out by design: no word about them.
    expect((await cli(['crds'], dir)).stderr).toBe('');
  });

  // emissary's CRD bundle was manifests/emissary/emissary-crds.yaml.in, a template its build fills in.
  it('an include glob that matches only files the review passes by says which and why', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': [
        'include: ["manifests/**", "deploy/**", "charts/**", "hack/**", "src/**", "crds/**"]',
        'exclude: ["hack/**"]',
        '',
      ].join('\n'),
      'manifests/emissary/emissary-crds.yaml.in': crd('widget'),
      'manifests/README.md': 'x',
      'src/test/resources/crd.yaml': crd('widget'),
      'deploy/vendor/crd.yaml': crd('widget'),
      'charts/x/testdata/crd.yaml': crd('widget'),
      'hack/crd.yaml': crd('widget'),
      'crds/w.yaml': crd('widget'),
    });
    const glob = (g: string) =>
      `kube-api-review: warning: the include glob "${g}" of .github/kube-api-review.yaml matches no file to review: it matches files the review passes by, such as`;
    expect((await cli([], dir)).stderr).toBe(
      [
        `${glob('manifests/**')} manifests/emissary/emissary-crds.yaml.in, whose extension is not one the review reads (.yaml, .yml, .json, .go)`,
        `${glob('deploy/**')} deploy/vendor/crd.yaml, below a vendor/ directory, which the review passes by unless the configuration sets \`vendored: true\``,
        `${glob('charts/**')} charts/x/testdata/crd.yaml, below a testdata/ directory, which the review passes by unless the configuration sets \`testdata: true\``,
        `${glob('hack/**')} hack/crd.yaml, which the exclude glob "hack/**" removes`,
        `${glob('src/**')} src/test/resources/crd.yaml, which the review takes for test data (a file or directory named invalid, a file of a test tree named error_ or bad_, a snapshot, Maven's src/test/) and passes by unless the configuration sets \`testdata: true\``,
        '',
      ].join('\n'),
    );
  });
});

describe('warnings and errors about options', () => {
  it('--filter without --base', async () => {
    const dir = tree({ 'w.yaml': crd('widget', false) });
    const result = await cli(['--filter', 'new', 'w.yaml'], dir);
    expect(result.code).toBe(1); // every finding is shown, and this one is an error
    expect(result.stderr).toBe(
      'kube-api-review: warning: --filter new compares with a base, and without --base there is none: every finding is shown, as with --filter all\n',
    );
    expect((await cli(['--filter', 'all', 'w.yaml'], dir)).stderr).toBe('');
  });

  it('--color with a format that is never coloured', async () => {
    const dir = tree({ 'w.yaml': crd('widget') });
    const result = await cli(['--color', '--format', 'json', 'w.yaml'], dir);
    expect(result.stderr).toBe('kube-api-review: warning: --color applies to --format text only\n');
    expect(result.stdout).not.toContain('\x1b[');
  });

  it.each([
    [['rules', '--base', 'main'], 'rules does not take --base'],
    [['openapi-lifecycle', '--format', 'json'], 'openapi-lifecycle does not take --format'],
    [['--fitler', 'new'], 'unknown option --fitler; did you mean --filter?'],
    [['--fail-on', 'warn'], '--fail-on takes one of error, warning, notice, never, not "warn"; did you mean warning?'],
    [['--verify'], 'unknown option --verify; did you mean --verify-approvals?'],
    [
      ['--format', 'jsonn'],
      '--format takes one of text, json, sarif, github, markdown, not "jsonn"; did you mean json?',
    ],
    [['rule'], 'rule: neither a command nor a file or directory; did you mean the command rules?'],
    [['--color', '--no-color'], '--color and --no-color contradict each other'],
    [['rules', '--format', 'jsonn'], 'rules --format takes text, json or markdown, not "jsonn"; did you mean json?'],
    [['-', '-'], '- (the standard input) is named more than once'],
    [['--base', 'HEAD', '-'], '- (the standard input) has no history: it cannot be reviewed against --base'],
  ])('exits 2: %j', async (argv, message) => {
    const result = await cli(argv, tree({}), { stdin: async () => new Uint8Array() });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe(`kube-api-review: ${message}`);
  });

  it('--base with an unchanged file git cannot read (sparse checkout, blob missing from the clone)', async () => {
    const repo = tree({ 'a.yaml': crd('alpha'), 'b.yaml': crd('beta') });
    git(repo, 'init', '-q');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'base');
    git(repo, 'update-index', '--skip-worktree', 'a.yaml');
    rmSync(join(repo, 'a.yaml'));
    const blob = git(repo, 'rev-parse', 'HEAD:a.yaml').toString('utf8').trim();
    rmSync(join(repo, '.git/objects', blob.slice(0, 2), blob.slice(2)));
    expect(await cli(['--base', 'HEAD'], repo)).toMatchObject({
      code: 0,
      stdout: 'no findings in 1 file (0 objects)\n',
      stderr:
        'kube-api-review: warning: 1 file was not reviewed: git could not read its content at the base or in the working tree (the clone lacks the objects: a sparse or partial clone that cannot fetch them, or a damaged one): a.yaml\n',
    });
  });

  it('--base where a file git cannot read was removed beside an added one (the search for renames reads both)', async () => {
    // argo-workflows' mirror lacked old blobs: `git diff -M` failed whole, and the review with it.
    const repo = tree({ 'a.yaml': crd('alpha'), 'keep.yaml': crd('kept') });
    git(repo, 'init', '-q');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'base');
    const blob = git(repo, 'rev-parse', 'HEAD:a.yaml').toString('utf8').trim();
    git(repo, 'rm', '-q', 'a.yaml');
    writeFileSync(join(repo, 'b.yaml'), crd('beta'));
    git(repo, 'add', 'b.yaml');
    rmSync(join(repo, '.git/objects', blob.slice(0, 2), blob.slice(2)));
    expect(await cli(['--base', 'HEAD'], repo)).toMatchObject({
      code: 0,
      stdout: 'no findings in 2 files (1 object)\n',
      stderr:
        'kube-api-review: warning: 1 file was not reviewed: git could not read its content at the base or in the working tree (the clone lacks the objects: a sparse or partial clone that cannot fetch them, or a damaged one): a.yaml\n',
    });
  });

  it('--base outside a git work tree', async () => {
    const dir = tree({ 'w.yaml': crd('widget') });
    expect(await cli(['--base', 'main'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: `kube-api-review: --base needs a git working tree, and ${dir} is not inside one\n`,
    });
  });

  it('--no-color with a format that is never coloured', async () => {
    const dir = tree({ 'w.yaml': crd('widget') });
    expect((await cli(['--no-color', '--format', 'sarif', 'w.yaml'], dir)).stderr).toBe(
      'kube-api-review: warning: --no-color applies to --format text only\n',
    );
  });

  it('a directory named like a command is reviewed, not refused; after --, even one named as a command', async () => {
    const dir = tree({ 'rule/w.yaml': crd('widget'), 'rules/g.yaml': crd('gadget') });
    expect(await cli(['rule'], dir)).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'no findings in 1 file (1 object)\n',
    });
    expect(await cli(['--', 'rules'], dir)).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'no findings in 1 file (1 object)\n',
    });
  });

  it('says what - waits for when the standard input is a terminal', async () => {
    const result = await cli(['-'], tree({}), {
      stdin: async () => new TextEncoder().encode(crd('widget')),
      stdinIsTTY: true,
    });
    expect(result).toMatchObject({
      code: 0,
      stderr: 'kube-api-review: reading manifests from the terminal; end them with Ctrl-D\n',
      stdout: 'no findings in 1 file (1 object)\n',
    });
  });
});

describe('the configuration', () => {
  it('named .github/kube-api-review.yml alone is an error: the rules it sets would not apply', async () => {
    const dir = tree({
      '.github/kube-api-review.yml': 'rules:\n  approval/missing: off\n',
      'w.yaml': crd('widget', false),
    });
    expect(await cli([], dir)).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'kube-api-review: .github/kube-api-review.yml is not read: the configuration file is .github/kube-api-review.yaml; rename it, or name it with --config\n',
    });
    expect((await cli(['--config', '.github/kube-api-review.yml'], dir)).code).toBe(0);
  });

  it('named .yml beside the real one is a warning', async () => {
    const dir = tree({
      '.github/kube-api-review.yml': 'rules: {}\n',
      '.github/kube-api-review.yaml': 'rules: {}\n',
      'w.yaml': crd('widget'),
    });
    expect(await cli([], dir)).toMatchObject({
      code: 0,
      stderr:
        'kube-api-review: warning: .github/kube-api-review.yml is not read: the configuration is .github/kube-api-review.yaml\n',
    });
  });

  it('is not counted as a reviewed file, at the default place or named with --config', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': 'rules: {}\n',
      'ci/strict.yaml': 'rules: {}\n',
      'w.yaml': crd('widget'),
    });
    expect((await cli([], dir)).stdout).toBe('no findings in 2 files (1 object)\n'); // w.yaml, ci/strict.yaml
    expect((await cli(['--config', 'ci/strict.yaml'], dir)).stdout).toBe('no findings in 2 files (1 object)\n'); // w.yaml, the default one
  });

  it('in a subdirectory between the working directory and the root is not read, and says so', async () => {
    const repo = tree({
      '.github/kube-api-review.yaml': 'rules: {}\n',
      'charts/x/.github/kube-api-review.yaml': 'rules:\n  approval/missing: off\n',
      'charts/x/crds/w.yaml': crd('widget'),
    });
    git(repo, 'init', '-q');
    expect(await cli(['.'], join(repo, 'charts/x/crds'))).toMatchObject({
      code: 0,
      stderr:
        'kube-api-review: warning: charts/x/.github/kube-api-review.yaml is not read: the configuration is read at the repository root (.github/kube-api-review.yaml there); name it with --config to use it\n',
    });
    expect((await cli(['.'], repo)).stderr).toBe(''); // from the root, a walk does not look for nested ones
    expect((await cli(['--config', '../.github/kube-api-review.yaml', '.'], join(repo, 'charts/x/crds'))).stderr).toBe(
      '',
    );
  });

  it('at the repository root is found from a subdirectory', async () => {
    const repo = tree({
      '.github/kube-api-review.yaml': 'rules:\n  approval/missing: off\n',
      'deploy/crds/w.yaml': crd('widget', false),
    });
    git(repo, 'init', '-q');
    expect(await cli(['.'], join(repo, 'deploy/crds'))).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'no findings in 1 file (1 object)\n',
    });
  });
});

describe('paths outside the repository of the working directory', () => {
  it('are named from their own repository, not ../', async () => {
    const top = tree({ 'main/w.yaml': crd('widget'), 'other/deploy/crds/g.yaml': crd('gadget', false) });
    git(join(top, 'main'), 'init', '-q');
    git(join(top, 'other'), 'init', '-q');
    const result = await cli(['--format', 'github', '../other/deploy/crds'], join(top, 'main'));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=deploy\/crds\/g\.yaml,line=3,/);
  });

  it('are named from the directory named when it is in no repository', async () => {
    const top = tree({ 'main/w.yaml': crd('widget'), 'shared/corpus/g.yaml': crd('gadget', false) });
    git(join(top, 'main'), 'init', '-q');
    const result = await cli(['--format', 'github', '../shared/corpus'], join(top, 'main'));
    expect(result.stdout).toMatch(/^::error file=g\.yaml,line=3,/);
  });

  it('beside paths inside it, are named from the directory above both', async () => {
    const top = tree({ 'main/w.yaml': crd('widget', false), 'shared/g.yaml': crd('gadget', false) });
    git(join(top, 'main'), 'init', '-q');
    const result = await cli(['--format', 'json', 'w.yaml', '../shared'], join(top, 'main'));
    expect(JSON.parse(result.stdout).findings.map((f: { file: string }) => f.file)).toEqual([
      'main/w.yaml',
      'shared/g.yaml',
    ]);
  });
});

describe('refgrant.referenceFields that match no object', () => {
  const widget = (spec: string) => `apiVersion: example.com/v1
kind: Widget
metadata: {name: w, namespace: apps}
spec: ${spec}
`;
  const config = `refgrant:
  referenceFields:
    - {group: example.com, kind: Widget, path: "spec.targets[*].ref", defaultGroup: "", defaultKind: Service}
    - {group: example.com, kind: Gizmo, path: "spec.ref", defaultGroup: "", defaultKind: Service}
    - {group: example.com, kind: Widget, path: "spec.target.ref", defaultGroup: "", defaultKind: Service}
`;

  it('warns for each entry no object has, by kind and by path', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': config,
      'w.yaml': widget('{targets: [{}, {ref: {name: s, namespace: other}}]}'),
    });
    const result = await cli([], dir);
    expect(result.stderr).toBe(
      [
        'kube-api-review: warning: refgrant.referenceFields[1] of .github/kube-api-review.yaml: no object is a Gizmo of the group example.com, so the entry checks no reference',
        'kube-api-review: warning: refgrant.referenceFields[2] of .github/kube-api-review.yaml: no Widget of the group example.com has spec.target.ref, so the entry checks no reference',
        '',
      ].join('\n'),
    );
  });

  it('says nothing when a PATH narrower than the repository was reviewed, or when every entry matches', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': config,
      'apps/w.yaml': widget('{targets: [{ref: {name: s}}]}'),
    });
    expect((await cli(['apps'], dir)).stderr).toBe('');
    const matching = tree({
      '.github/kube-api-review.yaml': config.split('\n').slice(0, 3).join('\n') + '\n',
      'w.yaml': widget('{targets: [{ref: {name: s}}]}'),
    });
    expect((await cli([], matching)).stderr).toBe('');
  });
});
