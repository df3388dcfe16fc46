import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../../src/engine/config.js';
import { reviewChangeSet } from '../../../../src/review-change-set.js';
import { changedFile } from '../../../support/changed-file.js';
import { versions } from '../../../../src/rules/crd/versions/versions.js';
import { reviewFiles } from '../../../support/review-files.js';
import { ruleTester, yaml } from '../../../support/rule-tester.js';
import { goSchemaText } from '../go-internal-text.js';
import { widgetCrd } from '../schema/widget-crd.js';

// spec/crd-validation.md §6: CRD-VERS-001..005, CRD-STORED-001..003, CRD-PUF-001..003,
// CRD-SCHEMA-001..002, with the update ratchets of §12.

const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";

// `extra` is line 9 (empty or not), the versions start on line 11.
const crd = (versionsYaml: string, extra = '') => widgetCrd({ specLine: extra, versions: versionsYaml });
const S = 'schema: {openAPIV3Schema: {type: object}}';
const one = `    - {name: v1, served: true, storage: true, ${S}}`;
// Two versions with identical schemas and nothing else per version: all four fields hoist.
const internal = (a: string, aStorage: boolean, b: string, bStorage: boolean) =>
  JSON.stringify(
    [a, b].map((Name, i) => ({
      Name,
      Served: true,
      Storage: i === 0 ? aStorage : bStorage,
      Deprecated: false,
      DeprecationWarning: null,
      Schema: null,
      Subresources: null,
      AdditionalPrinterColumns: null,
      SelectableFields: null,
    })),
  );

// A kubebuilder kustomize patch (config/crd/patches/webhook_in_widgets.yaml) is merged into the
// CRD before anything is applied: no group, names or versions, and nothing to reject here.
const KUSTOMIZE_PATCH = yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: widgets.example.com
  spec:
    conversion:
      strategy: Webhook
      webhook:
        clientConfig:
          service: {namespace: system, name: webhook-service, path: /convert}
        conversionReviewVersions: [v1]
`;

ruleTester(versions, {
  valid: [
    { name: 'a kustomize patch fragment is merged before anything is applied', head: KUSTOMIZE_PATCH },
    { name: 'CRD-VERS-003, CRD-STORED-001, CRD-SCHEMA-001: one served storage version with a schema', head: crd(one) },
    {
      name: 'CRD-VERS-004: no version served at all is allowed',
      head: crd(`    - {name: v1, served: false, storage: true, ${S}}`),
    },
    {
      name: 'CRD-VERS-002, CRD-STORED-002: two distinct names, and the storage version need not be the newest',
      head: crd(
        `    - {name: v1beta1, served: true, storage: true, ${S}}\n    - {name: v1, served: true, storage: false, ${S}}`,
      ),
    },
    {
      name: 'CRD-STORED-002, CRD-STORED-003: update: switching the storage version appends it to storedVersions, and the old one stays in spec.versions',
      head: crd(
        `    - {name: v1beta1, served: true, storage: false, ${S}}\n    - {name: v1, served: true, storage: true, ${S}}`,
      ),
      base: crd(
        `    - {name: v1beta1, served: true, storage: true, ${S}}\n    - {name: v1, served: true, storage: false, ${S}}`,
      ),
    },
    {
      name: 'CRD-PUF-001: update: a legacy CRD keeps preserveUnknownFields true and no schema',
      head: crd('    - {name: v1, served: true, storage: true}', '  preserveUnknownFields: true'),
      base: crd('    - {name: v1, served: true, storage: true}', '  preserveUnknownFields: true'),
    },
    {
      name: 'CRD-PUF-001: update from a CRD stored through v1beta1: preserveUnknownFields defaulted to true there',
      head: crd('    - {name: v1, served: true, storage: true}', '  preserveUnknownFields: true'),
      base: yaml`
        apiVersion: apiextensions.k8s.io/v1beta1
        kind: CustomResourceDefinition
        metadata:
          name: widgets.example.com
        spec:
          group: example.com
          version: v1
          names: {kind: Widget, plural: widgets}
          scope: Namespaced
      `,
    },
    {
      name: 'CRD-VERS-005: a deprecated version with a warning',
      head: crd(`    - {name: v1, served: true, storage: true, deprecated: true, deprecationWarning: "use v2", ${S}}`),
    },
    {
      name: 'CRD-VERS-005: a warning of exactly 256 bytes, multi-byte characters included',
      head: crd(
        `    - {name: v1, served: true, storage: true, deprecated: true, deprecationWarning: "${'é'.repeat(127)}ab", ${S}}`,
      ),
    },
    {
      name: 'CRD-VERS-001: any DNS-1035 label is a version name, without a Kubernetes version format',
      head: crd(
        `    - {name: foo, served: true, storage: true, ${S}}\n    - {name: v2-alpha, served: true, storage: false, ${S}}`,
      ),
    },
    {
      // Identical schemas, subresources and columns are hoisted, so the internal-only checks
      // (identical per-version values, top-level beside per-version, spec.version) never apply.
      name: 'CRD-VERS-006: two versions with identical schemas, subresources and columns',
      head: crd(
        [
          `    - {name: v1beta1, served: true, storage: false, ${S}, subresources: {status: {}}, additionalPrinterColumns: [{name: Age, type: date, jsonPath: .metadata.creationTimestamp}]}`,
          `    - {name: v1, served: true, storage: true, ${S}, subresources: {status: {}}, additionalPrinterColumns: [{name: Age, type: date, jsonPath: .metadata.creationTimestamp}]}`,
        ].join('\n'),
      ),
    },
    {
      // The stored object lacked a schema, so CRD-SCHEMA-001 is relaxed; without
      // preserveUnknownFields only the served versions need one.
      name: 'CRD-SCHEMA-002: update: with the schema ratchet, a version that is not served may stay without a schema',
      head: crd(
        `    - {name: v1alpha1, served: false, storage: false}\n    - {name: v1, served: true, storage: true, ${S}}`,
      ),
      base: crd('    - {name: v1alpha1, served: true, storage: true}', '  preserveUnknownFields: true'),
    },
    {
      name: 'CRD-PUF-002, CRD-PUF-003: a default in the schema and webhook conversion with preserveUnknownFields false',
      head: crd(
        '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, default: {}}}}}}',
        '  preserveUnknownFields: false\n  conversion: {strategy: Webhook, webhook: {clientConfig: {url: "https://convert.example.com/convert"}, conversionReviewVersions: [v1]}}',
      ),
    },
  ],
  invalid: [
    {
      name: 'CRD-VERS-001: a first version name that is not a DNS-1035 label is reported twice',
      head: crd(`    - {name: v1.0, served: true, storage: true, ${S}}`),
      findings: [
        {
          line: 11,
          column: 14,
          fieldPath: 'spec.versions[0].name',
          apiserver: { path: 'spec.versions[0].name', type: 'Invalid value', detail: `"v1.0": ${DNS1035}` },
        },
        // The internal spec.version is versions[0].name, validated once more (CRD-VERS-001).
        {
          line: 11,
          column: 14,
          fieldPath: 'spec.versions[0].name',
          apiserver: { path: 'spec.version', type: 'Invalid value', detail: `"v1.0": ${DNS1035}` },
        },
      ],
    },
    {
      name: 'CRD-VERS-002: two versions with one name',
      head: crd(
        `    - {name: v1, served: true, storage: true, ${S}}\n    - {name: v1, served: true, storage: false, ${S}}`,
      ),
      findings: [
        {
          line: 10,
          column: 3,
          fieldPath: 'spec.versions',
          messageId: 'rejected',
          apiserver: {
            path: 'spec.versions',
            type: 'Invalid value',
            detail: `${internal('v1', true, 'v1', false)}: must contain unique version names`,
          },
        },
      ],
    },
    {
      name: 'CRD-VERS-002: versions that keep their own schema, subresources and columns print them as the internal types',
      head: crd(
        [
          '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}},',
          '       subresources: {status: {}, scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}},',
          '       additionalPrinterColumns: [{name: Age, type: date, jsonPath: .metadata.creationTimestamp}]}',
          '    - {name: v1, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: string}}}}}',
        ].join('\n'),
      ),
      findings: [
        {
          line: 10,
          column: 3,
          apiserver: {
            path: 'spec.versions',
            type: 'Invalid value',
            detail:
              '[{"Name":"v1","Served":true,"Storage":true,"Deprecated":false,"DeprecationWarning":null,' +
              `"Schema":{"OpenAPIV3Schema":${goSchemaText({ Type: '"object"' })}},` +
              '"Subresources":{"Status":{},"Scale":{"SpecReplicasPath":".spec.replicas","StatusReplicasPath":".status.replicas","LabelSelectorPath":null}},' +
              '"AdditionalPrinterColumns":[{"Name":"Age","Type":"date","Format":"","Description":"","Priority":0,"JSONPath":".metadata.creationTimestamp"}],"SelectableFields":null},' +
              '{"Name":"v1","Served":true,"Storage":false,"Deprecated":false,"DeprecationWarning":null,' +
              `"Schema":{"OpenAPIV3Schema":${goSchemaText({ Type: '"object"', Properties: `{"spec":${goSchemaText({ Type: '"string"' })}}` })}},` +
              '"Subresources":null,"AdditionalPrinterColumns":null,"SelectableFields":null}]: must contain unique version names',
          },
        },
      ],
    },
    {
      name: 'CRD-VERS-003, CRD-STORED-001: no storage version: no stored version either',
      head: crd(`    - {name: v1, served: true, storage: false, ${S}}`),
      findings: [
        {
          line: 10,
          column: 3,
          message:
            // The message quotes the start of a long value; data.apiserver has all of it.
            'the apiserver rejects widgets.example.com: spec.versions: Invalid value: [{"Name":"v1","Served":true,"Storage":false,"Deprecated":false,"DeprecationWarning":null,"Schema":null,"Subresources":nu…: must have exactly one version marked as storage version; mark exactly one version storage: true',
        },
        {
          line: 10,
          column: 3,
          fieldPath: 'spec.versions',
          apiserver: {
            path: 'status.storedVersions',
            type: 'Invalid value',
            detail: 'null: must have at least one stored version',
          },
        },
      ],
    },
    {
      // crossplane-contrib/provider-kubernetes' package/crds at d6578c8: there is no version to mark.
      name: 'CRD-VERS-003, CRD-STORED-001: no version at all: add one',
      head: crd('    []'),
      findings: [
        {
          line: 10,
          column: 3,
          message:
            'the apiserver rejects widgets.example.com: spec.versions: Invalid value: []: must have exactly one version marked as storage version; add a version to spec.versions (name, served: true, storage: true and its schema)',
        },
        {
          line: 10,
          column: 3,
          message:
            'the apiserver rejects widgets.example.com: status.storedVersions: Invalid value: null: must have at least one stored version; add a version to spec.versions (name, served: true, storage: true and its schema)',
        },
      ],
    },
    {
      name: 'CRD-VERS-003, CRD-STORED-002: two storage versions: only the first is recorded',
      head: crd(
        `    - {name: v1, served: true, storage: true, ${S}}\n    - {name: v2, served: true, storage: true, ${S}}`,
      ),
      findings: [
        {
          line: 10,
          column: 3,
          apiserver: {
            path: 'spec.versions',
            type: 'Invalid value',
            detail: `${internal('v1', true, 'v2', true)}: must have exactly one version marked as storage version`,
          },
        },
        {
          line: 10,
          column: 3,
          apiserver: {
            path: 'status.storedVersions',
            type: 'Invalid value',
            detail: '["v1"]: must have the storage version v2',
          },
        },
      ],
    },
    {
      name: 'CRD-VERS-005: a deprecationWarning on a version that is not deprecated',
      head: crd(`    - {name: v1, served: true, storage: true, deprecationWarning: "old", ${S}}`),
      findings: [
        {
          line: 11,
          column: 67,
          fieldPath: 'spec.versions[0].deprecationWarning',
          apiserver: {
            path: 'spec.versions[0].deprecationWarning',
            type: 'Invalid value',
            detail: '"old": can only be set for deprecated versions',
          },
        },
      ],
    },
    {
      name: 'CRD-VERS-005: an empty deprecationWarning',
      head: crd(`    - {name: v1, served: true, storage: true, deprecated: true, deprecationWarning: "", ${S}}`),
      findings: [
        {
          line: 11,
          column: 85,
          apiserver: {
            path: 'spec.versions[0].deprecationWarning',
            type: 'Invalid value',
            detail: '"": must not be an empty string',
          },
        },
      ],
    },
    {
      name: 'CRD-SCHEMA-001: a version without a schema',
      head: crd('    - {name: v1, served: true, storage: true}'),
      findings: [
        {
          line: 11,
          column: 7,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema',
          apiserver: {
            path: 'spec.versions[0].schema.openAPIV3Schema',
            type: 'Required value',
            detail: 'schemas are required',
          },
        },
      ],
    },
    {
      name: 'CRD-SCHEMA-002: update: with the schema ratchet, a served version still needs a schema unless unknown fields are preserved',
      head: crd('    - {name: v1, served: true, storage: true}'),
      base: crd('    - {name: v1, served: true, storage: true}', '  preserveUnknownFields: true'),
      findings: [
        {
          line: 11,
          column: 7,
          apiserver: {
            path: 'spec.versions[0].schema.openAPIV3Schema',
            type: 'Required value',
            detail: 'because otherwise all fields are pruned',
          },
        },
      ],
    },
    {
      name: 'CRD-PUF-001, CRD-PUF-002, CRD-PUF-003: preserveUnknownFields true with a default, and with webhook conversion',
      head: crd(
        '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, default: {}}}}}}',
        '  preserveUnknownFields: true\n  conversion: {strategy: Webhook}',
      ),
      findings: [
        {
          line: 9,
          column: 26,
          fieldPath: 'spec.preserveUnknownFields',
          apiserver: {
            path: 'spec.preserveUnknownFields',
            type: 'Invalid value',
            detail: 'true: must be false in order to use defaults in the schema',
          },
        },
        {
          line: 9,
          column: 26,
          fieldPath: 'spec.preserveUnknownFields',
          apiserver: {
            path: 'spec.preserveUnknownFields',
            type: 'Invalid value',
            detail:
              'true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
          },
        },
        {
          line: 10,
          column: 26,
          fieldPath: 'spec.conversion.strategy',
          apiserver: {
            path: 'spec.conversion.strategy',
            type: 'Invalid value',
            detail: '"Webhook": must be None if spec.preserveUnknownFields is true',
          },
        },
      ],
    },
    {
      name: 'CRD-STORED-003: update: removing a version that is still in storedVersions',
      head: crd(`    - {name: v1, served: true, storage: true, ${S}}`),
      base: crd(
        `    - {name: v1alpha1, served: true, storage: true, ${S}}\n    - {name: v1, served: true, storage: false, ${S}}`,
      ),
      findings: [
        {
          line: 10,
          column: 3,
          fieldPath: 'spec.versions',
          messageId: 'removedStoredVersion',
          message:
            'the apiserver rejects this update of widgets.example.com: v1alpha1 is in status.storedVersions, so objects may still be stored as v1alpha1; keep v1alpha1 in spec.versions (served: false is enough) until a storage migration has rewritten them and removed it from status.storedVersions',
          apiserver: {
            path: 'status.storedVersions[0]',
            type: 'Invalid value',
            detail:
              '"v1alpha1": missing from spec.versions; v1alpha1 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1alpha1 and removes v1alpha1 from status.storedVersions',
          },
        },
      ],
    },
    {
      // multus-cni 731eeb3a7: apiVersion made v1, the body kept v1beta1's singular spec.version.
      name: "CRD-STORED-003 where v1beta1's spec.version still names the version: said so",
      head: crd('    []', '  version: v1'),
      base: crd(one),
      findings: [
        { line: 10, column: 3, messageId: 'rejected' },
        {
          line: 10,
          column: 3,
          messageId: 'storedVersionInSingular',
          message:
            'the apiserver rejects this update of widgets.example.com: v1 is in status.storedVersions, and spec.versions is empty; spec.version names v1, but that is the apiextensions.k8s.io/v1beta1 spelling, which v1 does not read: list the version in spec.versions ({name: v1, served: true, storage: true} with its schema)',
        },
      ],
    },
    {
      // kyma-project/lifecycle-manager's config/samples/tests/crds: tests install them afresh.
      name: 'CRD-STORED-003 in a test tree: a notice, without data.apiserver',
      file: 'config/samples/tests/crds/widgets.yaml',
      head: crd(`    - {name: v1, served: true, storage: true, ${S}}`),
      base: crd(
        `    - {name: v1alpha1, served: true, storage: true, ${S}}\n    - {name: v1, served: true, storage: false, ${S}}`,
      ),
      findings: [
        {
          line: 10,
          column: 3,
          messageId: 'removedStoredVersion',
          severity: 'notice',
          message:
            'the apiserver rejects this update of widgets.example.com: v1alpha1 is in status.storedVersions, so objects may still be stored as v1alpha1; keep v1alpha1 in spec.versions (served: false is enough) until a storage migration has rewritten them and removed it from status.storedVersions (a CRD in a test tree, which tests install, not users)',
          apiserver: null,
        },
      ],
    },
    {
      name: 'CRD-VERS-001: a later version name that is not a DNS-1035 label is reported once',
      head: crd(
        `    - {name: v1, served: true, storage: true, ${S}}\n    - {name: v1_beta, served: true, storage: false, ${S}}`,
      ),
      findings: [
        {
          line: 12,
          column: 14,
          fieldPath: 'spec.versions[1].name',
          apiserver: { path: 'spec.versions[1].name', type: 'Invalid value', detail: `"v1_beta": ${DNS1035}` },
        },
      ],
    },
    {
      name: 'CRD-VERS-005: a warning of 257 bytes',
      head: crd(
        `    - {name: v1, served: true, storage: true, deprecated: true, deprecationWarning: "${'é'.repeat(128)}a", ${S}}`,
      ),
      findings: [
        {
          line: 11,
          column: 85,
          fieldPath: 'spec.versions[0].deprecationWarning',
          apiserver: {
            path: 'spec.versions[0].deprecationWarning',
            type: 'Invalid value',
            detail: `"${'é'.repeat(128)}a": must be <= 256 characters long`,
          },
        },
      ],
    },
    {
      // Go ranges over the string's bytes: the tab after "é" is at byte 2.
      name: 'CRD-VERS-005: a non-printable character in the warning, at its byte index',
      head: crd(`    - {name: v1, served: true, storage: true, deprecated: true, deprecationWarning: "é\\tx", ${S}}`),
      findings: [
        {
          line: 11,
          column: 85,
          apiserver: {
            path: 'spec.versions[0].deprecationWarning',
            type: 'Invalid value',
            detail: '"é\\tx": must only contain printable UTF-8 characters; non-printable character found at index 2',
          },
        },
      ],
    },
    {
      // `schema: {}` has no openAPIV3Schema; it differs from an absent schema, so nothing is hoisted.
      name: 'CRD-SCHEMA-001: schema: {} counts as missing, as does no schema at all',
      head: crd(
        '    - {name: v1, served: true, storage: true, schema: {}}\n    - {name: v2, served: false, storage: false}',
      ),
      findings: [
        // At the schema key, the nearest part of the path the file has.
        {
          line: 11,
          column: 47,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema',
          apiserver: {
            path: 'spec.versions[0].schema.openAPIV3Schema',
            type: 'Required value',
            detail: 'schemas are required',
          },
        },
        {
          line: 12,
          column: 7,
          fieldPath: 'spec.versions[1].schema.openAPIV3Schema',
          apiserver: {
            path: 'spec.versions[1].schema.openAPIV3Schema',
            type: 'Required value',
            detail: 'schemas are required',
          },
        },
      ],
    },
    {
      name: 'CRD-PUF-001: update: switching preserveUnknownFields from false to true',
      head: crd(one, '  preserveUnknownFields: true'),
      base: crd(one, '  preserveUnknownFields: false'),
      findings: [
        {
          line: 9,
          column: 26,
          fieldPath: 'spec.preserveUnknownFields',
          apiserver: {
            path: 'spec.preserveUnknownFields',
            type: 'Invalid value',
            detail:
              'true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
          },
        },
      ],
    },
  ],
});

// openshift/cluster-nfd-operator 9c1fdd6a: config/crd/bases' copy, drifted to v1, brought back to
// the v1alpha1 the OLM bundle users install had all along.
describe('crd/versions: a stored version removed where another copy users apply never stored it', () => {
  const drifted = crd(`    - {name: v1, served: true, storage: true, ${S}}`)
    .replace(/widget/g, 'gadget')
    .replace(/Widget/g, 'Gadget');
  const restored = drifted.replace('name: v1,', 'name: v1alpha1,');
  const found = (bundle: string | undefined, bundleFile = 'bundle/manifests/gadgets.yaml') =>
    reviewFiles(
      [versions],
      { 'config/crd/bases/gadgets.yaml': restored, ...(bundle === undefined ? {} : { [bundleFile]: bundle }) },
      {
        base: {
          'config/crd/bases/gadgets.yaml': drifted,
          ...(bundle === undefined ? {} : { [bundleFile]: bundle }),
        },
      },
    ).map(
      (f) => `${f.severity}${f.data?.apiserver ? ' refused' : ''} ${f.message.slice(f.message.lastIndexOf(' (') + 1)}`,
    );

  it('is a warning that names the other copy', () => {
    expect(found(restored)).toEqual([
      "warning (the base also defines it in bundle/manifests/gadgets.yaml, whose storage version is not v1, so only clusters that applied this file's copy list v1 in status.storedVersions and refuse the change)",
    ]);
  });

  it('stays an error where the other copy stored it too, or is one no user applies', () => {
    expect(found(drifted)).toEqual([expect.stringMatching(/^error refused /)]);
    expect(found(restored, 'docs/examples/gadgets.yaml')).toEqual([expect.stringMatching(/^error refused /)]);
    expect(found(undefined)).toEqual([expect.stringMatching(/^error refused /)]);
  });
});

// OpenFunction 545c52c2: its Domain CRD dropped from config/crd/kustomization.yaml, and the file
// regenerated without its storage version.
describe('crd/versions: a stored version removed from a file the change stops installing', () => {
  const two = crd(
    `    - {name: v1, served: true, storage: false, ${S}}\n    - {name: v2, served: true, storage: true, ${S}}`,
  );
  const one = crd(`    - {name: v1, served: true, storage: true, ${S}}`);
  const other = one.replace(/widget/g, 'gadget').replace(/Widget/g, 'Gadget');
  const kustomization = (...files: string[]) => `resources:\n${files.map((f) => `- ${f}\n`).join('')}`;
  const found = (listed: string[]) =>
    reviewFiles(
      [versions],
      {
        'config/crd/kustomization.yaml': kustomization(...listed),
        'config/crd/bases/widgets.yaml': one,
        'config/crd/bases/gadgets.yaml': other,
      },
      {
        base: {
          'config/crd/kustomization.yaml': kustomization('bases/widgets.yaml', 'bases/gadgets.yaml'),
          'config/crd/bases/widgets.yaml': two,
          'config/crd/bases/gadgets.yaml': other,
        },
      },
    ).map(
      (f) => `${f.severity}${f.data?.apiserver ? ' refused' : ''} ${f.message.slice(f.message.lastIndexOf(' (') + 1)}`,
    );

  it('is a warning that says no build applies the update', () => {
    expect(found(['bases/gadgets.yaml'])).toEqual([
      'warning (the change also stops installing this file: config/crd/kustomization.yaml no longer takes it in, and no kustomization does, so no build of the repository applies this update; compat/crd-removed reports the removal there)',
    ]);
  });

  it('stays an error where the file stays listed', () => {
    expect(found(['bases/widgets.yaml', 'bases/gadgets.yaml'])).toEqual([expect.stringMatching(/^error refused /)]);
  });
});

// metal3's examples/addons.yaml: Calico CRDs written as v1 with v1beta1's spec.version, changed
// only in their indentation. Their create errors stand; no stored version is made up from
// spec.version, as the apiserver never stored a v1 CRD without spec.versions.
describe('crd/versions: update of a v1 CRD with spec.version and no spec.versions', () => {
  it('reports no stored version missing from spec.versions', () => {
    const legacyShaped = crd('').replace('  versions:\n', '  version: v1\n');
    const found = reviewFiles([versions], { 'crd.yaml': legacyShaped }, { base: { 'crd.yaml': legacyShaped } });
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((f) => (f.data?.apiserver as { path?: string } | undefined)?.path)).not.toContain(
      'status.storedVersions[0]',
    );
  });
});

// service-binding-operator ea3da1e7 added a ClusterRole to a file beside a v1 CRD without a
// schema: the apiserver words the missing schema one way for a create (the base, reviewed alone)
// and another for an update (the change), and the `new` filter showed the CRD's error as new.
describe('crd/versions: a missing schema under the new filter', () => {
  const crd = (schema: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n${schema}`;
  const schemaless = crd('');
  const typed = crd('    schema:\n      openAPIV3Schema: {type: object}\n');
  const role =
    '---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: read-widgets}\nrules: []\n';
  const shown = async (head: string) =>
    (
      await reviewChangeSet(
        { root: '/', hasBase: true, files: [changedFile('deploy/widgets.yaml', 'modified', head, schemaless)] },
        { config: DEFAULT_CONFIG, filter: 'new' },
      )
    ).placed
      .filter((p) => p.shown)
      .map((p) => `${p.finding.ruleId} ${p.finding.message.slice(p.finding.message.indexOf('Required'))}`);

  it('is not new where the change leaves the CRD as it was', async () => {
    expect(await shown(`${schemaless}${role}`)).toEqual([]);
  });

  // service-binding-operator 3017eb44 changed only the apiVersion of its v1beta1 CRD without a
  // schema: an apply keeps the stored preserveUnknownFields true and the update passes; a new
  // install is what the apiserver refuses, in the words of a create.
  it("is a create's refusal where an apply keeps the stored CRD's preserveUnknownFields", async () => {
    const v1beta1 = schemaless.replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1');
    const found = await reviewChangeSet(
      { root: '/', hasBase: true, files: [changedFile('deploy/widgets.yaml', 'modified', schemaless, v1beta1)] },
      { config: DEFAULT_CONFIG, filter: 'new' },
    );
    expect(
      found.placed
        .filter((p) => p.shown && p.finding.ruleId === 'crd/versions')
        .map((p) => p.finding.message.slice(p.finding.message.indexOf('Required'), p.finding.message.indexOf(';'))),
    ).toEqual(['Required value: schemas are required']);
  });

  // oracle/cluster-api-provider-oci f4f98411: the apiserver prints all of spec.versions in the
  // error, and a change of a schema under it showed the CRD's two storage versions as new.
  it('two storage versions, before and after a change of a schema, are one finding', async () => {
    const two = (extra: string) =>
      crd(
        `    schema:\n      openAPIV3Schema: {type: object${extra}}\n  - name: v2\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema: {type: object}\n`,
      );
    const found = await reviewChangeSet(
      {
        root: '/',
        hasBase: true,
        files: [changedFile('deploy/widgets.yaml', 'modified', two(', properties: {size: {type: integer}}'), two(''))],
      },
      { config: DEFAULT_CONFIG, filter: 'new' },
    );
    expect(found.placed.filter((p) => p.finding.ruleId === 'crd/versions').map((p) => p.shown)).toEqual([false, false]);
  });

  it('is new where the change removes the schema', async () => {
    const found = await reviewChangeSet(
      { root: '/', hasBase: true, files: [changedFile('deploy/widgets.yaml', 'modified', schemaless, typed)] },
      { config: DEFAULT_CONFIG, filter: 'new' },
    );
    expect(found.placed.filter((p) => p.shown).map((p) => p.finding.ruleId)).toEqual(['crd/versions']);
  });
});
