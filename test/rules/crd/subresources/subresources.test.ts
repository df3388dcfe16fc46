import { subresources } from '../../../../src/rules/crd/subresources/subresources.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { versionEntry, widgetCrd } from '../schema/widget-crd.js';

// spec/crd-validation.md §7, CRD-SUBRES-001..004. Identical subresources in every version are
// hoisted, so the apiserver reports them once at spec.subresources (CRD-HOIST-001).

// v1's subresources are on line 14, v2's on line 19; an empty line stands for no v2.
const withSubresources = (name: string, storage: boolean, subresources: string) =>
  versionEntry(name, storage, '{type: object}', [`subresources: ${subresources}`]);
const crd = (v1: string, v2?: string) =>
  widgetCrd({
    versions: [withSubresources('v1', true, v1), v2 === undefined ? '' : withSubresources('v2', false, v2)].join('\n'),
  });

ruleTester(subresources, {
  valid: [
    {
      name: 'CRD-SUBRES-001, CRD-SUBRES-002, CRD-SUBRES-003: status and a scale under .spec and .status',
      head: crd(
        '{status: {}, scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas, labelSelectorPath: .status.selector}}',
      ),
    },
    {
      name: 'CRD-SUBRES-003: an empty labelSelectorPath is no selector',
      head: crd(
        '{scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas, labelSelectorPath: ""}}',
      ),
    },
    {
      name: 'CRD-SUBRES-004: simple paths are not checked further',
      head: crd('{scale: {specReplicasPath: .spec..x, statusReplicasPath: ".status.a[0]"}}'),
    },
  ],
  invalid: [
    {
      name: 'CRD-SUBRES-001, CRD-SUBRES-002: a scale without paths, hoisted',
      head: crd('{scale: {}}'),
      findings: [
        {
          line: 14,
          column: 22,
          fieldPath: 'spec.versions[0].subresources.scale.specReplicasPath',
          message:
            'the apiserver rejects widgets.example.com: spec.subresources.scale.specReplicasPath: Required value; set scale.specReplicasPath to a JSON path under .spec., such as .spec.replicas',
          apiserver: { path: 'spec.subresources.scale.specReplicasPath', type: 'Required value', detail: '' },
        },
        {
          line: 14,
          column: 22,
          fieldPath: 'spec.versions[0].subresources.scale.statusReplicasPath',
          apiserver: { path: 'spec.subresources.scale.statusReplicasPath', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'CRD-SUBRES-001, CRD-SUBRES-003, CRD-SUBRES-004: paths outside .spec and .status, and .spec alone',
      head: crd(
        '{scale: {specReplicasPath: .spec, statusReplicasPath: status.replicas, labelSelectorPath: .metadata.labels}}',
      ),
      findings: [
        {
          line: 14,
          column: 48,
          apiserver: {
            path: 'spec.subresources.scale.specReplicasPath',
            type: 'Invalid value',
            detail: '".spec": should be a json path under .spec',
          },
        },
        {
          line: 14,
          column: 75,
          apiserver: {
            path: 'spec.subresources.scale.statusReplicasPath',
            type: 'Invalid value',
            detail: '"status.replicas": must be a simple json path starting with .',
          },
        },
        {
          line: 14,
          column: 111,
          apiserver: {
            path: 'spec.subresources.scale.labelSelectorPath',
            type: 'Invalid value',
            detail: '".metadata.labels": should be a json path under either .spec or .status',
          },
        },
      ],
    },
    {
      name: 'CRD-SUBRES-002: different subresources per version stay per version',
      head: crd('{status: {}}', '{scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .spec.replicas}}'),
      findings: [
        {
          line: 19,
          column: 84,
          fieldPath: 'spec.versions[1].subresources.scale.statusReplicasPath',
          apiserver: {
            path: 'spec.versions[1].subresources.scale.statusReplicasPath',
            type: 'Invalid value',
            detail: '".spec.replicas": should be a json path under .status',
          },
        },
      ],
    },
  ],
});
