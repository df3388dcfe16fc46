import { describe, expect, it } from 'vitest';
import { IN_TEST_TREE } from '../../../src/rules/cr/test-tree.js';
import { RULES } from '../../../src/rules/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from './cr-fixtures.js';

// The resources a Kyverno CLI test evaluates its policies against are not applied (`kyverno test`
// reads them offline): a missing required field there is no finding (test-assertions.ts).

const crd = widgetCrd(`
  type: object
  required: [spec]
  properties:
    spec:
      type: object
      required: [domain]
      properties:
        domain: {type: object}
        running: {type: boolean}
`);
const resource = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  running: true\n';
const kyvernoTest =
  'apiVersion: cli.kyverno.io/v1alpha1\nkind: Test\nmetadata: {name: t}\npolicies: [../policy.yaml]\nresources: [resource.yaml]\nresults: []\n';

describe('the resources of a Kyverno CLI test', () => {
  it('are not reviewed as objects', () => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': crd,
      'policies/w/.kyverno-test/kyverno-test.yaml': kyvernoTest,
      'policies/w/.kyverno-test/resource.yaml': resource,
    });
    expect(findings.map((f) => `${f.file} ${f.ruleId}`)).toEqual([]);
  });

  it('are not reviewed in a .kyverno-test directory (kyverno/policies), whether or not a test lists them yet', () => {
    const findings = reviewFiles(RULES, { 'crd.yaml': crd, 'policies/w/.kyverno-test/resource.yaml': resource });
    expect(findings.map((f) => `${f.file} ${f.ruleId}`)).toEqual([]);
  });

  it('are custom resources like any other when no test lists them', () => {
    const findings = reviewFiles(RULES, { 'crd.yaml': crd, 'policies/w/samples/resource.yaml': resource });
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.message}`)).toEqual([
      'policies/w/samples/resource.yaml:5 cr/schema spec.domain: Required value',
    ]);
  });
});

describe('the resources a chainsaw test expects the cluster to refuse', () => {
  const celCrd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      x-kubernetes-validations: [{rule: "self.mode != 'sidecar' || !has(self.tolerations)", message: sidecars take no tolerations}]
      properties:
        mode: {type: string}
        tolerations: {type: array, items: {type: string}}
`);
  const sidecar =
    'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  mode: sidecar\n  tolerations: [a]\n';
  const test = (check: string) =>
    `apiVersion: chainsaw.kyverno.io/v1alpha1\nkind: Test\nmetadata: {name: t}\nspec:\n  steps:\n  - try:\n    - apply:\n        file: 00-install.yaml\n        expect:\n        - check:\n            ${check}\n`;

  it('are not reviewed as objects: the refusal is what the test checks', () => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': celCrd,
      'tests/sidecar/chainsaw-test.yaml': test('($error != null): true'),
      'tests/sidecar/00-install.yaml': sidecar,
    });
    expect(findings.map((f) => `${f.file} ${f.ruleId}`)).toEqual([]);
  });

  it('are custom resources of a test tree like any other when the test expects them to be accepted', () => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': celCrd,
      'tests/sidecar/chainsaw-test.yaml': test('($error == null): true'),
      'tests/sidecar/00-install.yaml': sidecar,
    });
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      `tests/sidecar/00-install.yaml:5 cr/cel warning spec: Invalid value: sidecars take no tolerations (${IN_TEST_TREE})`,
    ]);
  });
});

// external-snapshotter's CEL tests: `kubectl apply --dry-run=server -f X.yaml` must fail with the
// message in X.yaml.err (X.post.yaml.tx_err for an update from X.pre.yaml).
describe('the manifests with an expected apiserver error beside them', () => {
  const celCrd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      x-kubernetes-validations: [{rule: "has(self.source)", message: a source is required}]
      properties:
        source: {type: string}
`);
  const sourceless = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec: {}\n';

  it.each([
    ['an .err file', 'hack/cel/w/no-source.yaml.err'],
    ["a transition's .tx_err file", 'hack/cel/w/no-source.yaml.tx_err'],
  ])('are not reviewed as objects: %s says the refusal is what the test checks', (_name, expectation) => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': celCrd,
      'hack/cel/w/no-source.yaml': sourceless,
      [expectation]: 'a source is required\n',
    });
    expect(findings.map((f) => `${f.file} ${f.ruleId}`)).toEqual([]);
  });

  it('are custom resources like any other without it, or with the expectation of another file', () => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': celCrd,
      'hack/cel/w/no-source.yaml': sourceless,
      'hack/cel/w/other.yaml.err': 'a source is required\n',
    });
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      'hack/cel/w/no-source.yaml:5 cr/cel error spec: Invalid value: a source is required',
    ]);
  });
});
