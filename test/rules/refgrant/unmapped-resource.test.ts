import { describe, expect, it } from 'vitest';
import { notPermitted } from '../../../src/rules/refgrant/not-permitted.js';
import { unmappedResource } from '../../../src/rules/refgrant/unmapped-resource.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { blockGrant } from './grant-manifest.js';
import { configWith, located, reviewFiles } from './refgrant-harness.js';

// spec/referencegrant.md §5 items 2–4: a KEP-3766 resource maps to a kind through the built-in
// table, CRDs in the repository or configuration, and is never guessed.

const kep = (from: string, to = '{group: "", resource: services}') =>
  blockGrant(from, to, 'authorization.k8s.io/v1alpha1');
const CRD = yaml`
  ---
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata: {name: widgets.example.com}
  spec:
    group: example.com
    names: {kind: Widget, plural: widgets}
    scope: Namespaced
`;

ruleTester(unmappedResource, {
  valid: [
    {
      name: 'a built-in resource',
      head: kep('{group: gateway.networking.k8s.io, resource: httproutes, namespace: apps}'),
    },
    {
      name: 'a resource of a CRD in the repository',
      head: kep('{group: example.com, resource: widgets, namespace: apps}') + CRD,
    },
    {
      name: 'a Gateway API form grant names kinds: nothing to map',
      head: kep('{group: example.com, kind: Widget, namespace: apps}').replace(
        'authorization.k8s.io/v1alpha1',
        'gateway.networking.k8s.io/v1',
      ),
    },
  ],
  invalid: [
    {
      name: 'an irregular plural is never guessed',
      head: kep('{group: networking.k8s.io, resource: ingresses, namespace: apps}'),
      findings: [
        {
          line: 6,
          column: 42,
          fieldPath: 'spec.from[0].resource',
          severity: 'warning',
          message:
            'cannot resolve resource "ingresses" in group "networking.k8s.io" to a kind (it is not in the built-in table, a CRD in the repository or refgrant.resources), so this entry matches nothing: add a mapping under refgrant.resources in the configuration',
        },
      ],
    },
    {
      name: 'a singular resource looks like a kind',
      head: kep('{group: gateway.networking.k8s.io, resource: httproute, namespace: apps}'),
      findings: [
        {
          line: 6,
          column: 50,
          messageId: 'singular',
          message:
            '"httproute" looks like a kind, not a resource: resources are plural and lowercase, so this entry matches nothing; write "httproutes"',
        },
      ],
    },
    {
      name: 'an omitted group is core, where httproutes does not exist',
      head: kep('{resource: httproutes, namespace: apps}'),
      findings: [{ line: 6, column: 16, fieldPath: 'spec.from[0].resource', messageId: 'unmapped' }],
    },
  ],
});

describe('refgrant/unmapped-resource: configured mappings', () => {
  const route = yaml`
    ---
    apiVersion: networking.k8s.io/v1
    kind: Ingress
    metadata: {name: i, namespace: apps}
  `;
  const grantText = kep(
    '{group: example.com, resource: gizmos, namespace: apps}',
    '{group: example.com, resource: gizmos}',
  );
  const widget = yaml`
    ---
    apiVersion: example.com/v1
    kind: Gizmo
    metadata: {name: g, namespace: apps}
    spec: {target: {name: other, namespace: backends}}
  `;
  const referenceFields = [
    {
      group: 'example.com',
      kind: 'Gizmo',
      path: 'spec.target',
      steps: [{ field: 'spec' }, { field: 'target' }],
      defaultGroup: 'example.com',
      defaultKind: 'Gizmo',
    },
  ];

  it('without a mapping the entry matches nothing, and the reference that needed it is reported', () => {
    const findings = reviewFiles(
      [unmappedResource, notPermitted],
      { 'g.yaml': grantText + widget + route },
      { config: configWith({ referenceFields }) },
    );
    expect(findings.map(located)).toEqual([
      'refgrant/unmapped-resource g.yaml:6:36 spec.from[0].resource',
      'refgrant/unmapped-resource g.yaml:8:36 spec.to[0].resource',
      'refgrant/not-permitted g.yaml:13:8 spec.target',
    ]);
  });

  it('a configured mapping resolves it', () => {
    const config = configWith({
      referenceFields,
      resources: [{ group: 'example.com', kind: 'Gizmo', resource: 'gizmos' }],
    });
    expect(
      reviewFiles([unmappedResource, notPermitted], { 'g.yaml': grantText + widget }, { config }).map(located),
    ).toEqual([]);
  });
});
