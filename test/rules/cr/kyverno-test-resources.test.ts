import { describe, expect, it } from 'vitest';
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
    const findings = reviewFiles(RULES, { 'crd.yaml': crd, 'policies/w/tests/resource.yaml': resource });
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.message}`)).toEqual([
      'policies/w/tests/resource.yaml:5 cr/schema spec.domain: Required value',
    ]);
  });
});
