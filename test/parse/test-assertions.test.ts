import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonObjectFiles } from '../../src/parse/non-object-files.js';
import {
  chainsawInputsOf,
  isChainsawTestPath,
  isInKyvernoTestDirectory,
  isKuttlAssertionPath,
  isKyvernoTestPath,
  kuttlStepInputsOf,
  kyvernoTestInputsOf,
} from '../../src/parse/test-assertions.js';

const CHAINSAW_TEST = `# yaml-language-server: $schema=https://example.com/test-chainsaw-v1alpha1.json
apiVersion: chainsaw.kyverno.io/v1alpha1
kind: Test
metadata:
  name: generate
spec:
  steps:
  - try:
    - apply:
        file: crd.yaml
    - assert:
        file: crd-assert.yaml
    catch:
    - error:
        file: ../shared/not-there.yaml
  - use:
      template: ../templates/step.yaml
  - try:
    - assert:
        file: (join('-', [$name, 'assert.yaml']))
    - assert:
        resource:
          apiVersion: v1
          kind: Pod
    - error:
        file: https://example.com/e.yaml
`;

describe('chainsawInputsOf', () => {
  it('lists the files of assert and error operations, relative to the test', () => {
    expect(chainsawInputsOf('t/gen/chainsaw-test.yaml', CHAINSAW_TEST)).toEqual([
      't/gen/crd-assert.yaml',
      't/shared/not-there.yaml',
    ]);
  });

  it.each([
    { name: 'LF', text: `${CHAINSAW_TEST}---\n${CHAINSAW_TEST.replaceAll('crd-assert', 'other-assert')}` },
    {
      name: 'CRLF',
      text: `${CHAINSAW_TEST}---\n${CHAINSAW_TEST.replaceAll('crd-assert', 'other-assert')}`.replaceAll('\n', '\r\n'),
    },
    {
      name: 'a comment on the document marker',
      text: `${CHAINSAW_TEST}--- # the second test\n${CHAINSAW_TEST.replaceAll('crd-assert', 'other-assert')}`,
    },
  ])('reads every test of a file of several, line breaks $name', ({ text }) => {
    expect(chainsawInputsOf('t/gen/chainsaw-test.yaml', text)).toEqual([
      't/gen/crd-assert.yaml',
      't/shared/not-there.yaml',
      't/gen/other-assert.yaml',
      't/shared/not-there.yaml',
    ]);
  });

  it.each([
    { name: 'a file of another tool', text: 'apiVersion: v1\nkind: ConfigMap\ndata:\n  assert: {file: x.yaml}\n' },
    { name: 'broken YAML', text: 'apiVersion: chainsaw.kyverno.io/v1alpha1\nkind: Test\nspec: [\n' },
    { name: 'not text', text: Uint8Array.from([0xff, 0xfe, 0]) },
  ])('lists nothing from $name', ({ text }) => {
    expect(chainsawInputsOf('t/chainsaw-test.yaml', text)).toEqual([]);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(
          Array.isArray(chainsawInputsOf('chainsaw-test.yaml', `apiVersion: chainsaw.kyverno.io/v1alpha1\n${text}`)),
        ).toBe(true);
      }),
    );
  });
});

// A test of a CRD's validation rules applies resources the cluster must refuse (the form
// opentelemetry-operator's tests of its CEL rules use): their errors are what the test checks.
const CHAINSAW_REFUSALS = `apiVersion: chainsaw.kyverno.io/v1alpha1
kind: Test
metadata:
  name: cel-validations
spec:
  steps:
  - try:
    - apply:
        file: 00-refused.yaml
        expect:
        - check:
            ($error != null): true
    - create:
        file: 01-refused-with-message.yaml
        expect:
        - match: {kind: Widget}
          check:
            ($error): ($expectedMessage)
    - update:
        file: 02-not-null.yaml
        expect:
        - check:
            ( $error == null ): false
    - apply:
        file: 03-old-form.yaml
        shouldFail: true
    - apply:
        file: 10-accepted.yaml
        expect:
        - check:
            ($error != null): false
    - patch:
        file: 11-accepted-no-error.yaml
        expect:
        - check:
            ($error): null
    - apply:
        file: 12-plain.yaml
    - delete:
        file: 13-deleted.yaml
        expect:
        - check:
            ($error != null): true
`;

describe('chainsawInputsOf: writes the test expects to fail', () => {
  it('lists the files of apply, create and update operations that expect an error, and of every patch', () => {
    // A patch is a merge patch of an object that exists (redis-operator's expand-patch.yaml): partial.
    expect(chainsawInputsOf('tests/crd/chainsaw-test.yaml', CHAINSAW_REFUSALS)).toEqual([
      'tests/crd/00-refused.yaml',
      'tests/crd/01-refused-with-message.yaml',
      'tests/crd/02-not-null.yaml',
      'tests/crd/03-old-form.yaml',
      'tests/crd/11-accepted-no-error.yaml',
    ]);
  });

  // OT-CONTAINER-KIT/redis-operator's kuttl steps list their assertion files by name.
  it('kuttlStepInputsOf lists the assert and error files of a kuttl TestStep, and nothing of another file', () => {
    const step =
      'apiVersion: kuttl.dev/v1beta1\nkind: TestStep\napply: [widget.yaml]\nassert: [ready-widget.yaml]\nerror: [gone.yaml]\n';
    expect(kuttlStepInputsOf('tests/e2e/t1/00-install.yaml', step)).toEqual([
      'tests/e2e/t1/ready-widget.yaml',
      'tests/e2e/t1/gone.yaml',
    ]);
    // kuttl reads a TestStep only from a step's file (`^(\d+)-([^.]+)(.yaml)?$`), and ignores the others.
    for (const name of ['setup.yaml', '00-install.yml', '00-in.stall.yaml'])
      expect(kuttlStepInputsOf(`tests/e2e/t1/${name}`, step)).toEqual([]);
    expect(kuttlStepInputsOf('00-a.yaml', step.replace('TestStep', 'TestAssert'))).toEqual([]);
    expect(kuttlStepInputsOf('00-a.yaml', 'apiVersion: v1\nkind: ConfigMap\nassert: [x.yaml]\n')).toEqual([]);
    expect(
      nonObjectFiles([{ path: 'tests/e2e/t1/00-install.yaml', head: step }]).head.get('tests/e2e/t1/ready-widget.yaml'),
    ).toBe('test-input');
    // A step a change leaves alone (the same bytes at base and head) lists them on both sides; one
    // the change edits, on each side what that side's step says.
    const unchanged = nonObjectFiles([{ path: 'tests/e2e/t1/00-install.yaml', base: step, head: step }]);
    expect([...unchanged.base]).toEqual([...unchanged.head]);
    expect(unchanged.base.get('tests/e2e/t1/gone.yaml')).toBe('test-input');
    const edited = nonObjectFiles([
      { path: 'tests/e2e/t1/00-install.yaml', base: step, head: step.replace('gone.yaml', 'absent.yaml') },
    ]);
    expect([edited.base.has('tests/e2e/t1/gone.yaml'), edited.head.has('tests/e2e/t1/gone.yaml')]).toEqual([
      true,
      false,
    ]);
    expect(edited.head.get('tests/e2e/t1/absent.yaml')).toBe('test-input');
  });

  it('nonObjectFiles names them test inputs', () => {
    const got = nonObjectFiles([{ path: 'tests/crd/chainsaw-test.yaml', head: CHAINSAW_REFUSALS }]);
    expect([...got.head.values()]).toEqual(['test-input', 'test-input', 'test-input', 'test-input', 'test-input']);
  });
});

describe('test assertion file names', () => {
  it.each([
    ['tests/e2e/smoke/00-assert.yaml', true, false],
    ['tests/e2e/smoke/01-errors.yml', true, false],
    ['tests/e2e/smoke/01-install.yaml', false, false],
    // openstack-operator's kuttl steps: the kind, then a name.
    ['test/kuttl/tests/collapsed/01-assert-collapsed-cell.yaml', true, false],
    ['test/kuttl/tests/collapsed/02-errors-no-cell.yaml', true, false],
    ['test/kuttl/tests/collapsed/02-install-assert-cell.yaml', false, false],
    ['test/kuttl/tests/collapsed/02-assert.tmpl.yaml', false, false],
    ['config/assert.yaml', false, false],
    ['config/error-pages.yaml', false, false],
    ['t/chainsaw-test.yaml', false, true],
    ['t/chainsaw-test.yml', false, true],
    ['t/my-chainsaw-test.yaml', false, false],
  ])('%s: kuttl assertion %s, chainsaw test %s', (p, kuttl, chainsaw) => {
    expect(isKuttlAssertionPath(p)).toBe(kuttl);
    expect(isChainsawTestPath(p)).toBe(chainsaw);
  });

  it('beside a chainsaw Test, files named as assertions are assertions even when the test no longer lists them; elsewhere they are not', () => {
    const got = nonObjectFiles([
      { path: 't/policy/chainsaw-test.yaml', head: CHAINSAW_TEST },
      { path: 't/policy/policy-assert.yaml', head: 'apiVersion: v1\nkind: Pod\n' },
      { path: 't/policy/pod-error.yml', head: 'apiVersion: v1\nkind: Pod\n' },
      { path: 't/policy/policy.yaml', head: 'apiVersion: v1\nkind: Pod\n' },
      { path: 't/policy/sub/deep-assert.yaml', head: 'apiVersion: v1\nkind: Pod\n' },
      { path: 't/policy/08-assert-alert-folder.yaml', head: 'apiVersion: v1\nkind: Pod\n' },
      { path: 't/policy/08-install-assertion-webhook.yaml', head: 'apiVersion: v1\nkind: Pod\n' },
      { path: 'samples/widget-assert.yaml', head: 'apiVersion: v1\nkind: Pod\n' },
    ]);
    expect([...got.head].filter(([p]) => !p.startsWith('t/shared')).sort()).toEqual([
      ['t/policy/08-assert-alert-folder.yaml', 'test-input'],
      ['t/policy/crd-assert.yaml', 'test-input'], // the test lists it
      ['t/policy/pod-error.yml', 'test-input'],
      ['t/policy/policy-assert.yaml', 'test-input'],
    ]);
  });

  // osp-director-operator's kuttl suite: each case's numbered assert step is a link to a shared file.
  it('nonObjectFiles names a file a kuttl assertion links to a test assertion, at head and at base', () => {
    const shared = 'tests/kuttl/common/scaled-assert.yaml';
    const got = nonObjectFiles(
      [{ path: shared, base: 'kind: Widget\n', head: 'kind: Widget\n' }],
      new Map([
        ['tests/kuttl/cases/scale/01-assert.yaml', shared],
        ['tests/kuttl/cases/scale/00-install.yaml', 'tests/kuttl/common/install.yaml'],
      ]),
    );
    expect([...got.head]).toEqual([[shared, 'test-input']]);
    expect([...got.base]).toEqual([[shared, 'test-input']]);
  });

  it('nonObjectFiles names them test assertions', () => {
    const got = nonObjectFiles([
      { path: 'e2e/00-assert.yaml', head: 'apiVersion: v1\nkind: Pod\n' },
      { path: 't/gen/chainsaw-test.yaml', head: CHAINSAW_TEST },
    ]);
    expect([...got.head]).toEqual([
      ['e2e/00-assert.yaml', 'test-input'],
      ['t/gen/crd-assert.yaml', 'test-input'],
      ['t/shared/not-there.yaml', 'test-input'],
    ]);
  });
});

const KYVERNO_TEST = `apiVersion: cli.kyverno.io/v1alpha1
kind: Test
metadata:
  name: add-service
policies:
- ../add-service.yaml
resources:
- resource.yaml
- ../shared/pods.yaml
variables: values.yaml
results:
- policy: add-service
  rule: add-service
  resources: [vm]
  kind: VirtualMachine
  patchedResources: patched.yaml
  result: pass
- policy: add-service
  rule: generate
  generatedResource: generated.yaml
  cloneSourceResource: source.yaml
  result: pass
`;

describe('kyvernoTestInputsOf', () => {
  it('lists the resources a Kyverno CLI test reads and those its results expect, not its policies', () => {
    expect(kyvernoTestInputsOf('policies/vm/.kyverno-test/kyverno-test.yaml', KYVERNO_TEST)).toEqual([
      'policies/vm/.kyverno-test/resource.yaml',
      'policies/vm/shared/pods.yaml',
      'policies/vm/.kyverno-test/patched.yaml',
      'policies/vm/.kyverno-test/generated.yaml',
      'policies/vm/.kyverno-test/source.yaml',
    ]);
  });

  it('reads the older form without apiVersion, and nothing from another kind or broken YAML', () => {
    expect(kyvernoTestInputsOf('t/kyverno-test.yaml', 'name: t\npolicies: [p.yaml]\nresources: [r.yaml]\n')).toEqual([
      't/r.yaml',
    ]);
    expect(
      kyvernoTestInputsOf('t/kyverno-test.yaml', 'apiVersion: v1\nkind: ConfigMap\nresources: [r.yaml]\n'),
    ).toEqual([]);
    expect(kyvernoTestInputsOf('t/kyverno-test.yaml', 'resources: [\n')).toEqual([]);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(kyvernoTestInputsOf('kyverno-test.yaml', `kind: Test\n${text}`))).toBe(true);
      }),
    );
  });

  it('nonObjectFiles names them test assertions, at head and at base; the policies stay objects', () => {
    const got = nonObjectFiles([
      { path: 'vm/.kyverno-test/kyverno-test.yaml', head: KYVERNO_TEST, base: KYVERNO_TEST },
      { path: 'vm/add-service.yaml', head: 'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\n' },
    ]);
    expect([...got.head.keys()].sort()).toEqual([
      'vm/.kyverno-test/generated.yaml',
      'vm/.kyverno-test/patched.yaml',
      'vm/.kyverno-test/resource.yaml',
      'vm/.kyverno-test/source.yaml',
      'vm/shared/pods.yaml',
    ]);
    expect([...got.base.keys()]).toHaveLength(5);
    expect(isKyvernoTestPath('vm/.kyverno-test/kyverno-test.yaml')).toBe(true);
    expect(isKyvernoTestPath('vm/my-kyverno-test.yaml')).toBe(false);
    expect(isInKyvernoTestDirectory('vm/.kyverno-test/resource.yaml')).toBe(true);
    expect(isInKyvernoTestDirectory('vm/.kyverno-test/kyverno-test.yaml')).toBe(false);
    expect(isInKyvernoTestDirectory('vm/kyverno-test/resource.yaml')).toBe(false);
  });
});
