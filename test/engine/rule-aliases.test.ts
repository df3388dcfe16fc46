import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/engine/config.js';
import { canonicalRuleId } from '../../src/engine/rule-aliases.js';
import { RULE_IDS, RULES } from '../../src/rules/index.js';
import { located, reviewFiles } from '../support/review-files.js';

// crd/pruned-field became cr/unknown-field (spec/cr-validation.md §1): the finding is reported
// once, under the new id, and configuration and suppressions naming the old id keep working.

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec: {type: object, properties: {size: {type: integer}}}
`;
const cr = (colourLine: string) => `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  size: 1
  ${colourLine}
`;
const config = (text: string) => {
  const parsed = parseConfig(text, '.github/kube-api-review.yaml', RULE_IDS);
  if (!('config' in parsed) || !parsed.config) throw new Error(JSON.stringify(parsed));
  return parsed.config;
};
const run = (colourLine: string, configText?: string) =>
  reviewFiles(
    RULES,
    { 'crd.yaml': CRD, 'cr.yaml': cr(colourLine) },
    configText === undefined ? {} : { config: config(configText) },
  ).map((f) => `${located(f)} ${f.severity}`);

describe('rule aliases', () => {
  it('maps the old id to the new one, and leaves others alone', () => {
    expect(canonicalRuleId('crd/pruned-field')).toBe('cr/unknown-field');
    expect(canonicalRuleId('crd/schema')).toBe('crd/schema');
  });

  it('reports a pruned field once, under cr/unknown-field', () => {
    expect(run('colour: red')).toEqual(['cr/unknown-field cr.yaml:7:3 spec.colour warning']);
  });

  it('a rules: entry naming crd/pruned-field sets cr/unknown-field', () => {
    expect(run('colour: red', 'rules:\n  crd/pruned-field: error\n')).toEqual([
      'cr/unknown-field cr.yaml:7:3 spec.colour error',
    ]);
    expect(run('colour: red', 'rules:\n  crd/pruned-field: off\n')).toEqual([]);
  });

  it('a suppression naming crd/pruned-field suppresses the cr/unknown-field finding, and is used', () => {
    expect(run('colour: red  # kube-api-review:ignore crd/pruned-field set by a mutating webhook')).toEqual([]);
  });

  it('a suppression naming crd/pruned-field that covers nothing is still reported as unused', () => {
    const text =
      'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  # kube-api-review:ignore crd/pruned-field nothing here\n  size: 1\n';
    expect(reviewFiles(RULES, { 'crd.yaml': CRD, 'cr.yaml': text }).map(located)).toEqual([
      'suppression/unused cr.yaml:6:3',
    ]);
  });
});
