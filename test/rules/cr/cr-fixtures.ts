import type { Finding } from '../../../src/engine/finding.js';
import type { Rule } from '../../../src/engine/rule.js';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';

// A CRD of group example.com, kind Widget, in crd.yaml, and custom resources in cr.yaml, so that
// the lines a test counts are the custom resource's own (line 1 is its apiVersion).

/** The CRD with `schema` (YAML, at any indentation) as version v1's openAPIV3Schema. */
export function widgetCrd(
  schema: string,
  opts: { readonly subresources?: string; readonly versions?: string; readonly name?: string } = {},
): string {
  const lines = dedent(schema)
    .split('\n')
    .map((l) => `          ${l}`)
    .join('\n');
  const sub = opts.subresources ? `\n      subresources: ${opts.subresources}` : '';
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${opts.name ?? 'widgets.example.com'}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true${sub}
      schema:
        openAPIV3Schema:
${lines}${opts.versions ?? ''}
`;
}

/**
 * The Widget CRD as apiextensions.k8s.io/v1beta1, without schemas, serving v1 and not v1alpha1
 * (kubeflow/mpi-operator's before 7b6c1bf): it judges no resource, but says what it does not serve.
 */
export const V1BETA1_WIDGET_CRD = `apiVersion: apiextensions.k8s.io/v1beta1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  versions:
    - {name: v1alpha1, served: false, storage: false}
    - {name: v1, served: true, storage: true}
`;

/** A Widget named `name`, with `body` (YAML at column 0) after its metadata; `spec:` starts at line 5. */
export const widget = (body: string, name = 'w'): string => `apiVersion: example.com/v1
kind: Widget
metadata:
  name: ${name}
${dedent(body)}
`;

export function dedent(s: string): string {
  const lines = s
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

export interface Run {
  readonly crd: string;
  readonly cr: string;
  /** The CR at base: the change is an update. */
  readonly baseCr?: string;
  readonly baseCrd?: string;
  readonly rules?: readonly Rule[];
}

export function runCr(run: Run): Finding[] {
  const head = { 'crd.yaml': run.crd, 'cr.yaml': run.cr };
  const base = run.baseCr === undefined ? undefined : { 'crd.yaml': run.baseCrd ?? run.crd, 'cr.yaml': run.baseCr };
  return reviewFiles(run.rules ?? crRules, head, base ? { base } : {});
}

/** `ruleId line:column fieldPath | apiserver path | type | detail`: one string pins them all. */
export const pinned = (f: Finding): string => {
  const a = (f.data as { apiserver?: { path: string; type: string; detail: string } } | undefined)?.apiserver;
  return `${f.ruleId} ${f.line}:${f.column} ${f.fieldPath ?? ''} | ${a ? `${a.path} | ${a.type} | ${a.detail}` : f.message}`;
};
