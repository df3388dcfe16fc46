import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from './cr-fixtures.js';

// A CRD committed as `helm template` rendered it (helm-rendered-crd.ts): agones' install.yaml is
// its chart rendered with the default feature gates, whose template adds `Chain` to the policy
// types only under a gate that the example using it says it needs.
const schema = (types: string) =>
  `type: object\nproperties: {spec: {type: object, properties: {type: {type: string, enum: [${types}]}}}}`;
const rendered = (source: string) =>
  `---\n# Source: widgets/templates/service.yaml\napiVersion: v1\nkind: Service\nmetadata: {name: widgets}\n---\n${source}${widgetCrd(schema('Buffer, Webhook'))}`;
const template = [
  'apiVersion: apiextensions.k8s.io/v1',
  'kind: CustomResourceDefinition',
  'metadata:',
  '  name: widgets.example.com',
  '  labels: {{ include "widgets.labels" . | nindent 4 }}',
  'spec:',
  '  {{- include "widget.schema" (dict "chain" .Values.gates.Chain) | nindent 2 }}',
  '',
].join('\n');
const helper = (types: string) =>
  `{{- define "widget.schema" }}\nenum:\n- Buffer\n- Webhook\n{{- if .chain }}\n${types}\n{{- end }}\n{{- end }}\n`;
const example = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: chained}\nspec:\n  type: Chain\n';

const review = (files: Record<string, string>) =>
  reviewFiles(crRules, { 'examples/chained.yaml': example, ...files }).map(
    (f) => `${f.severity} ${f.file}:${f.line} ${f.message}${f.data?.apiserver ? ' [apiserver]' : ''}`,
  );

describe('cr/ against a CRD Helm rendered from a template the repository holds', () => {
  it('is a warning where the chart writes the refused value and this rendering does not', () => {
    expect(
      review({
        'install/yaml/install.yaml': rendered('# Source: widgets/templates/crds/widget.yaml\n'),
        'install/helm/widgets/templates/crds/widget.yaml': template,
        'install/helm/widgets/templates/crds/_schema.yaml': helper('- Chain'),
      }).filter((f) => f.includes('examples/')),
    ).toEqual([
      'warning examples/chained.yaml:5 spec.type: Unsupported value: "Chain": supported values: "Buffer", "Webhook" (judged by install/yaml/install.yaml, which Helm rendered from install/helm/widgets/templates/crds/widget.yaml with one set of the chart\'s values; its templates write "Chain" where this rendering does not, so a cluster installed with other values may accept it)',
    ]);
  });

  it('stays an error where the chart does not write it, where the CRD is not a rendering, or where the template is not here', () => {
    const error =
      'error examples/chained.yaml:5 spec.type: Unsupported value: "Chain": supported values: "Buffer", "Webhook" [apiserver]';
    const only = (files: Record<string, string>) => review(files).filter((f) => f.includes('examples/'));
    expect(
      only({
        'install/yaml/install.yaml': rendered('# Source: widgets/templates/crds/widget.yaml\n'),
        'install/helm/widgets/templates/crds/widget.yaml': template,
        'install/helm/widgets/templates/crds/_schema.yaml': helper('- Counter'),
      }),
    ).toEqual([error]);
    // The CRD's own document has no Source comment (the Service's above it does not count).
    expect(
      only({
        'install/yaml/install.yaml': rendered(''),
        'install/helm/widgets/templates/crds/widget.yaml': template,
        'install/helm/widgets/templates/crds/_schema.yaml': helper('- Chain'),
      }),
    ).toEqual([error]);
    expect(only({ 'install/yaml/install.yaml': rendered('# Source: widgets/templates/crds/widget.yaml\n') })).toEqual([
      error,
    ]);
  });
});
