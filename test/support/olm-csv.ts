// A ClusterServiceVersion of an OLM bundle that owns the CRD `crd` (kind Widget, version v1), for
// the tests of what a bundle's copy of a CRD is (rules/olm-bundle.ts).
export const ownerCsv = (crd = 'widgets.example.com', name = 'widget-operator.v0.2.0'): string =>
  [
    'apiVersion: operators.coreos.com/v1alpha1',
    'kind: ClusterServiceVersion',
    `metadata: {name: ${name}}`,
    `spec: {customresourcedefinitions: {owned: [{name: ${crd}, version: v1, kind: Widget}]}}`,
    '',
  ].join('\n');
