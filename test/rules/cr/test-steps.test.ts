import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/finding.js';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';

// A numbered step of a kuttl or chainsaw test that applies an object an earlier step made is a
// patch of it (src/rules/cr/test-steps.ts): a required field it leaves out is kept from before.
const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      required: [storage]
      x-kubernetes-validations:
        - rule: self.storage != 'none'
      properties:
        storage: {type: string}
        state: {type: string, enum: [Managed, Unmanaged]}
`);
const install = widget('spec: {storage: s3}', 'simplest');
const disable = (state = 'Unmanaged') => widget(`spec: {state: ${state}}`, 'simplest');
const shown = (findings: readonly Finding[]) =>
  findings.map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.message}`);

describe('cr/: a later step of a test that patches what an earlier step made', () => {
  it('is not missing the required fields the earlier step set; its rules are not evaluated, and a notice says why', () => {
    const findings = reviewFiles(crRules, {
      'crd.yaml': crd,
      'tests/e2e/reconcile/01-install.yaml': install,
      'tests/e2e/reconcile/05-disable.yaml': disable(),
    });
    expect(shown(findings)).toEqual([
      'notice cr/cel tests/e2e/reconcile/05-disable.yaml:2 the x-kubernetes-validations rules of widgets.example.com version v1 were not evaluated offline: the resource patches the one an earlier step of its test applies, and the merged object is not known; the apiserver may still reject this resource',
    ]);
  });

  // percona-server-mysql-operator's tests make each cluster with a script (`get_cr | yq … | kubectl
  // apply -f -`), and later steps patch it (haproxy/09-disable-haproxy.yaml).
  it('takes an earlier kuttl step whose script applies with kubectl for the one it patches', () => {
    const scripted = (command: string) =>
      `apiVersion: kuttl.dev/v1beta1\nkind: TestStep\ncommands:\n  - script: |-\n      set -o errexit\n      get_cr | yq eval '.spec.storage="s3"' - | ${command}\n`;
    const review = (command: string, step = '01-create.yaml') =>
      shown(
        reviewFiles(crRules, {
          'crd.yaml': crd,
          [`tests/e2e/reconcile/${step}`]: scripted(command),
          'tests/e2e/reconcile/05-disable.yaml': disable(),
        }),
      ).map((f) => f.split(' ').slice(0, 2).join(' '));
    expect(review('kubectl -n "${NAMESPACE}" apply -f -')).toEqual(['notice cr/cel']);
    // A script that only reads, or a step after this one, makes nothing this patches.
    const unpatched = ['notice cr/cel', 'warning cr/schema']; // spec.storage required: missing
    expect(review('kubectl -n "${NAMESPACE}" get -o yaml')).toEqual(unpatched);
    expect(review('kubectl -n "${NAMESPACE}" apply -f -', '07-later.yaml')).toEqual(unpatched);
  });

  // redpanda-operator's topic tests patch a Topic whose rule wants `cluster` or `brokers` set, and
  // keep the brokers the first step wrote.
  it('has no rule failure of what it leaves out: the rule runs on the merged object, and a notice says so', () => {
    const either = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          x-kubernetes-validations:
            - rule: has(self.cluster) || has(self.brokers)
          properties:
            cluster: {type: string}
            brokers: {type: string}
            partitions: {type: integer}
    `);
    const files = {
      'crd.yaml': either,
      'tests/e2e/topic/01-create.yaml': widget('spec: {brokers: b, partitions: 1}', 'simplest'),
      'tests/e2e/topic/02-update.yaml': widget('spec: {partitions: 3}', 'simplest'),
    };
    expect(shown(reviewFiles(crRules, files))).toEqual([
      'notice cr/cel tests/e2e/topic/02-update.yaml:2 the x-kubernetes-validations rules of widgets.example.com version v1 were not evaluated offline: the resource patches the one an earlier step of its test applies, and the merged object is not known; the apiserver may still reject this resource',
    ]);
    // Without the earlier step it is judged as written.
    const alone = { ...files, 'tests/e2e/topic/01-create.yaml': widget('spec: {partitions: 1}', 'other') };
    expect(reviewFiles(crRules, alone).map((f) => `${f.severity} ${f.ruleId} ${f.file}`)).toEqual([
      'warning cr/cel tests/e2e/topic/01-create.yaml',
      'warning cr/cel tests/e2e/topic/02-update.yaml',
    ]);
  });

  it('says nothing of rules where its CRD has none', () => {
    const plain = crd.replace(/\n\s*x-kubernetes-validations:\n\s*- rule: self.storage != 'none'/, '');
    expect(plain).not.toContain('x-kubernetes-validations');
    const findings = reviewFiles(crRules, {
      'crd.yaml': plain,
      'tests/e2e/reconcile/01-install.yaml': install,
      'tests/e2e/reconcile/05-disable.yaml': disable(),
    });
    expect(shown(findings)).toEqual([]);
  });

  it('still has the errors of the values it writes', () => {
    const findings = reviewFiles(crRules, {
      'crd.yaml': crd,
      'tests/e2e/reconcile/01-install.yaml': install,
      'tests/e2e/reconcile/05-disable.yaml': disable('Paused'),
    });
    // The rules wait for the value's error, as the apiserver's do.
    expect(findings.map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.fieldPath}`)).toEqual([
      'notice cr/cel tests/e2e/reconcile/05-disable.yaml:2 kind',
      'warning cr/schema tests/e2e/reconcile/05-disable.yaml:5 spec.state',
    ]);
  });

  it('is judged as written where no earlier step of its directory applies the object', () => {
    const cases: Record<string, string>[] = [
      // Only an expectation of an earlier step holds it: compared, not applied.
      { 'tests/e2e/reconcile/01-assert.yaml': install, 'tests/e2e/reconcile/05-disable.yaml': disable() },
      // A later step, not an earlier one.
      { 'tests/e2e/reconcile/07-install.yaml': install, 'tests/e2e/reconcile/05-disable.yaml': disable() },
      // Another test's directory.
      { 'tests/e2e/other/01-install.yaml': install, 'tests/e2e/reconcile/05-disable.yaml': disable() },
    ];
    for (const files of cases)
      expect(
        reviewFiles(crRules, { 'crd.yaml': crd, ...files }).map((f) => `${f.severity} ${f.ruleId} ${f.fieldPath}`),
      ).toEqual(['notice cr/cel kind', 'warning cr/schema spec']);
  });

  it('is a create again after a step that deletes the object (a kuttl TestStep, a chainsaw delete)', () => {
    const deleteStep =
      'apiVersion: kuttl.dev/v1beta1\nkind: TestStep\ndelete:\n- apiVersion: example.com/v1\n  kind: Widget\n  name: simplest\n';
    const findings = reviewFiles(crRules, {
      'crd.yaml': crd,
      'tests/e2e/reconcile/01-install.yaml': install,
      'tests/e2e/reconcile/03-delete.yaml': deleteStep,
      'tests/e2e/reconcile/05-disable.yaml': disable(),
    });
    expect(findings.map((f) => `${f.severity} ${f.ruleId} ${f.fieldPath}`)).toEqual([
      'notice cr/cel kind',
      'warning cr/schema spec',
    ]);
  });

  it('is a patch still where the deletion comes after it (a cleanup step) or deletes another object', () => {
    const deleting = (name: string) =>
      `apiVersion: kuttl.dev/v1beta1\nkind: TestStep\ndelete:\n- apiVersion: example.com/v1\n  kind: Widget\n  name: ${name}\n`;
    for (const [file, name] of [
      ['tests/e2e/reconcile/99-cleanup.yaml', 'simplest'],
      ['tests/e2e/reconcile/03-delete.yaml', 'simplest-config'],
    ] as const) {
      const findings = reviewFiles(crRules, {
        'crd.yaml': crd,
        'tests/e2e/reconcile/01-install.yaml': install,
        [file]: deleting(name),
        'tests/e2e/reconcile/05-disable.yaml': disable(),
      });
      expect(findings.map((f) => `${f.severity} ${f.ruleId} ${f.fieldPath}`)).toEqual(['notice cr/cel kind']);
    }
  });

  it("follows a chainsaw Test's order: a delete between the steps that apply the two files makes a create", () => {
    const test = (between: string) => `apiVersion: chainsaw.kyverno.io/v1alpha1
kind: Test
metadata: {name: reconcile}
spec:
  steps:
  - try: [{apply: {file: 01-install.yaml}}]
${between}  - try: [{apply: {file: 05-disable.yaml}}]
  - try: [{delete: {ref: {apiVersion: example.com/v1, kind: Widget, name: simplest}}}]
`;
    const run = (between: string) =>
      reviewFiles(crRules, {
        'crd.yaml': crd,
        'tests/e2e/reconcile/chainsaw-test.yaml': test(between),
        'tests/e2e/reconcile/01-install.yaml': install,
        'tests/e2e/reconcile/05-disable.yaml': disable(),
      }).map((f) => `${f.severity} ${f.ruleId} ${f.fieldPath}`);
    expect(run('')).toEqual(['notice cr/cel kind']);
    expect(run('  - try: [{delete: {ref: {apiVersion: example.com/v1, kind: Widget, name: simplest}}}]\n')).toEqual([
      'notice cr/cel kind',
      'warning cr/schema spec',
    ]);
  });

  it('outside a test tree is no step: samples are applied as written', () => {
    const findings = reviewFiles(crRules, {
      'crd.yaml': crd,
      'config/samples/01-install.yaml': install,
      'config/samples/05-disable.yaml': disable(),
    });
    expect(findings.map((f) => `${f.severity} ${f.ruleId} ${f.file} ${f.fieldPath}`)).toEqual([
      'notice cr/cel config/samples/05-disable.yaml kind',
      'error cr/schema config/samples/05-disable.yaml spec',
    ]);
  });
});

// osp-director-operator: `tests/kuttl/tests/<case>/01-assert.yaml` are links to the suite's shared
// assertions in tests/kuttl/common/tests/, which the directory walk reads at their own path.
describe('cr/: a file a kuttl assertion step links to', () => {
  it('is an assertion kuttl compares the cluster with, not a manifest to apply', () => {
    const files = { 'crd.yaml': crd, 'tests/kuttl/common/scaled-assert.yaml': disable() };
    expect(
      shown(
        reviewFiles(crRules, files, {
          headLinks: { 'tests/kuttl/cases/scale/01-assert.yaml': 'tests/kuttl/common/scaled-assert.yaml' },
        }),
      ),
    ).toEqual([]);
    // Without the link it is a manifest of the tests, applied as written.
    expect(shown(reviewFiles(crRules, files)).map((f) => f.slice(0, f.indexOf(' ', f.indexOf(' ') + 1)))).toEqual([
      'notice cr/cel',
      'warning cr/schema',
    ]);
  });
});
