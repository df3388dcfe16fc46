import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/rules/index.js';
import { located, reviewFiles } from '../support/review-files.js';

// kuttl and chainsaw assertions compare a cluster with partial objects and JMESPath assertion
// trees: nobody applies them, so the review sees no objects in them.

const ASSERT_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions:
  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}
status:
  (conditions[?type == 'Established']):
  - status: 'True'
`;

const TEST = `apiVersion: chainsaw.kyverno.io/v1alpha1
kind: Test
metadata: {name: widgets}
spec:
  steps:
  - try:
    - assert:
        file: crd-assert.yaml
`;

describe('test assertions are not reviewed as objects', () => {
  it('a chainsaw assertion tree is reviewed where no test reads it as one (the control)', () => {
    expect(reviewFiles(RULES, { 'e2e/widgets/crd-assert.yaml': ASSERT_CRD }).map(located)).toEqual([
      "crd/unknown-field e2e/widgets/crd-assert.yaml:12:3 status.(conditions[?type == 'Established'])",
    ]);
  });

  it('nothing from the file a chainsaw Test asserts with', () => {
    expect(
      reviewFiles(RULES, { 'e2e/widgets/crd-assert.yaml': ASSERT_CRD, 'e2e/widgets/chainsaw-test.yaml': TEST }).map(
        located,
      ),
    ).toEqual([]);
  });

  it('nothing from a kuttl assertion file', () => {
    expect(reviewFiles(RULES, { 'e2e/widgets/00-assert.yaml': ASSERT_CRD }).map(located)).toEqual([]);
  });

  it('a broken assertion file is still reported: the test cannot read it either', () => {
    expect(reviewFiles(RULES, { 'e2e/widgets/00-assert.yaml': `${ASSERT_CRD}apiVersion: v1\n` }).map(located)).toEqual([
      'parse/duplicate-key e2e/widgets/00-assert.yaml:14:1',
    ]);
  });
});
