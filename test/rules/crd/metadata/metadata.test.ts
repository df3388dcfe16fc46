import { metadata } from '../../../../src/rules/crd/metadata/metadata.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { CA_INJECTION_PATCH, ONE_VERSION, widgetCrd } from '../schema/widget-crd.js';

// CRD-META-001..004 (spec/crd-validation.md §3), as validation_test.go pins them: exact
// (path, type, detail) triples, and the line of the manifest where the user edits.

const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

const LONG_PLURAL = 'w'.repeat(63);
const LONG_GROUP = `${'g'.repeat(63)}.${'g'.repeat(63)}.${'g'.repeat(62)}`;
const LONG_NAME = `${LONG_PLURAL}.${LONG_GROUP}`;

// `extra` is line 5 (empty or not), in metadata when indented.
const crd = (name: string, extra = '') => widgetCrd({ name, metadataLine: extra, versions: ONE_VERSION });

ruleTester(metadata, {
  valid: [
    { name: 'a kustomize patch fragment', head: CA_INJECTION_PATCH },
    {
      name: 'CRD-META-002, CRD-META-003: the name is a DNS subdomain and is plural.group',
      head: crd('widgets.example.com'),
    },
    {
      // An envsubst key, or a chart's `{{ include "prefix" . }}/component` read as one (parse/helm-wrapped-crd.ts).
      name: 'a label or annotation key that is a placeholder is not judged',
      head: crd('widgets.example.com', '  labels: {"${PREFIX}/component": crds}\n  annotations: {"${KEY}": "true"}'),
    },
    {
      name: 'status and creationTimestamp: null are cruft the apiserver ignores',
      head: crd('widgets.example.com', '  creationTimestamp: null'),
    },
    {
      name: 'an annotation key in another case is still a valid key',
      head: crd('widgets.example.com', '  annotations: {API-Approved.kubernetes.io: x}'),
    },
    {
      name: 'a rename on update is another object: the name is not checked',
      head: crd('Widgets.example.com'),
      base: crd('Widgets.example.com'),
    },
    // rest.BeforeCreate clears it on a cluster-scoped object before validation: never "not allowed on this type".
    {
      name: 'CRD-META-004: a namespace on a cluster-scoped CRD is cleared, not rejected',
      head: crd('widgets.example.com', '  namespace: default'),
    },
    {
      name: 'CRD-META-004: finalizers without a domain are qualified names too',
      head: crd('widgets.example.com', '  finalizers: [orphan, kubernetes, cleanup_1]'),
    },
    {
      name: 'CRD-META-004: an Event only in another group, or of another version, may own',
      head: crd(
        'widgets.example.com',
        '  ownerReferences: [{apiVersion: events.k8s.io/v1, kind: Event, name: e, uid: u1}, {apiVersion: v1beta1, kind: Event, name: f, uid: u2}]',
      ),
    },
    {
      name: 'CRD-META-001: a name given beside generateName is the one checked',
      head: crd('widgets.example.com', '  generateName: widgets.example.com'),
    },
    {
      name: 'CRD-META-004: one finalizer of the two, and one controller owner',
      head: crd(
        'widgets.example.com',
        '  finalizers: [foregroundDeletion, example.com/cleanup]\n  ownerReferences: [{apiVersion: v1, kind: ConfigMap, name: b, uid: u2, controller: true}]',
      ),
    },
  ],
  invalid: [
    {
      name: 'CRD-META-003: a name that is a DNS subdomain but not plural.group',
      head: crd('gadgets.example.com'),
      findings: [
        {
          line: 4,
          column: 9,
          fieldPath: 'metadata.name',
          messageId: 'rejected',
          message:
            'the apiserver rejects gadgets.example.com: metadata.name: Invalid value: "gadgets.example.com": must be spec.names.plural+"."+spec.group; rename it to widgets.example.com, or fix spec.names.plural and spec.group',
          apiserver: {
            path: 'metadata.name',
            type: 'Invalid value',
            detail: '"gadgets.example.com": must be spec.names.plural+"."+spec.group',
          },
        },
      ],
    },
    {
      name: 'CRD-META-002, CRD-META-003: an uppercase name fails both checks, one error each',
      head: crd('Widgets.example.com'),
      findings: [
        {
          line: 4,
          column: 9,
          fieldPath: 'metadata.name',
          apiserver: { path: 'metadata.name', type: 'Invalid value', detail: `"Widgets.example.com": ${SUBDOMAIN}` },
        },
        {
          line: 4,
          column: 9,
          fieldPath: 'metadata.name',
          apiserver: {
            path: 'metadata.name',
            type: 'Invalid value',
            detail: '"Widgets.example.com": must be spec.names.plural+"."+spec.group',
          },
        },
      ],
    },
    {
      // plural (63 bytes) + "." + group (190 bytes): plural.group itself is one byte too long.
      name: 'CRD-META-002: a name of 254 bytes is no DNS subdomain, even when it is plural.group',
      head: widgetCrd({
        name: LONG_NAME,
        group: LONG_GROUP,
        names: `{kind: Widget, plural: ${LONG_PLURAL}}`,
        versions: ONE_VERSION,
      }),
      findings: [
        {
          line: 4,
          column: 9,
          fieldPath: 'metadata.name',
          apiserver: {
            path: 'metadata.name',
            type: 'Invalid value',
            detail: `"${LONG_NAME}": must be no more than 253 characters`,
          },
        },
      ],
    },
    {
      name: 'no name',
      head: crd('""'),
      findings: [
        {
          line: 4,
          column: 9,
          fieldPath: 'metadata.name',
          message:
            'the apiserver rejects this CRD: metadata.name: Required value: name or generateName is required; set metadata.name to widgets.example.com',
          apiserver: { path: 'metadata.name', type: 'Required value', detail: 'name or generateName is required' },
        },
      ],
    },
    {
      name: 'an annotation key with two slashes, also on update',
      head: crd('widgets.example.com', '  annotations: {a/b/c: x}'),
      base: crd('widgets.example.com'),
      findings: [
        {
          line: 5,
          column: 24,
          fieldPath: 'metadata.annotations[a/b/c]',
          apiserver: {
            path: 'metadata.annotations',
            type: 'Invalid value',
            detail:
              "\"a/b/c\": a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
          },
        },
      ],
    },
    {
      name: 'a label value with a space, and a bad finalizer',
      head: crd('widgets.example.com', '  labels: {app: my app}\n  finalizers: [-x]'),
      findings: [
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.labels[app]',
          apiserver: {
            path: 'metadata.labels',
            type: 'Invalid value',
            detail:
              "\"my app\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
          },
        },
        {
          line: 6,
          column: 16,
          fieldPath: 'metadata.finalizers[0]',
          apiserver: {
            path: 'metadata.finalizers',
            type: 'Invalid value',
            detail:
              "\"-x\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
          },
        },
      ],
    },
    {
      // The registry names it generateName + 5 random characters first; both are validated.
      name: 'CRD-META-001: generateName is checked as a prefix, and the name generated from it is checked too',
      head: crd('""', '  generateName: widgets-'),
      findings: [
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          message:
            'the apiserver rejects the CRD named from generateName "widgets-": metadata.generateName: Invalid value: "widgets-": must be spec.names.plural+"."+spec.group; replace generateName with name: widgets.example.com (a CRD\'s name is fixed, a generated one can never match)',
          apiserver: {
            path: 'metadata.generateName',
            type: 'Invalid value',
            detail: '"widgets-": must be spec.names.plural+"."+spec.group',
          },
        },
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          message:
            'the apiserver rejects the CRD named from generateName "widgets-": metadata.name: Invalid value: "widgets-?????": must be spec.names.plural+"."+spec.group; replace generateName with name: widgets.example.com (the apiserver appends 5 random characters to generateName, so a generated name can never be widgets.example.com)',
          apiserver: {
            path: 'metadata.name',
            type: 'Invalid value',
            detail: '"widgets-?????": must be spec.names.plural+"."+spec.group',
          },
        },
      ],
    },
    {
      // maskTrailingDash drops two bytes ("a.-" is judged as "aa"); the generated "a.-xxxxx" is no subdomain.
      name: 'CRD-META-001: a generateName whose dash is masked passes as a prefix, but its generated name fails the subdomain check',
      head: crd('""', '  generateName: a.-'),
      findings: [
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: {
            path: 'metadata.generateName',
            type: 'Invalid value',
            detail: '"a.-": must be spec.names.plural+"."+spec.group',
          },
        },
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: { path: 'metadata.name', type: 'Invalid value', detail: `"a.-?????": ${SUBDOMAIN}` },
        },
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: {
            path: 'metadata.name',
            type: 'Invalid value',
            detail: '"a.-?????": must be spec.names.plural+"."+spec.group',
          },
        },
      ],
    },
    {
      name: 'CRD-META-001: a generateName longer than 58 bytes is cut before the random part',
      head: crd('""', `  generateName: ${'w'.repeat(60)}`),
      findings: [
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: {
            path: 'metadata.generateName',
            type: 'Invalid value',
            detail: `"${'w'.repeat(60)}": must be spec.names.plural+"."+spec.group`,
          },
        },
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: {
            path: 'metadata.name',
            type: 'Invalid value',
            detail: `"${'w'.repeat(58)}?????": must be spec.names.plural+"."+spec.group`,
          },
        },
      ],
    },
    {
      name: 'CRD-META-001: an uppercase generateName fails the subdomain check as a prefix and as a generated name',
      head: crd('""', '  generateName: Widgets-'),
      findings: [
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: { path: 'metadata.generateName', type: 'Invalid value', detail: `"Widgets-": ${SUBDOMAIN}` },
        },
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: {
            path: 'metadata.generateName',
            type: 'Invalid value',
            detail: '"Widgets-": must be spec.names.plural+"."+spec.group',
          },
        },
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: { path: 'metadata.name', type: 'Invalid value', detail: `"Widgets-?????": ${SUBDOMAIN}` },
        },
        {
          line: 5,
          column: 17,
          fieldPath: 'metadata.generateName',
          apiserver: {
            path: 'metadata.name',
            type: 'Invalid value',
            detail: '"Widgets-?????": must be spec.names.plural+"."+spec.group',
          },
        },
      ],
    },
    {
      name: 'CRD-META-004, CRD-PATH-001: an Event (core v1) may not be an owner; the error shows the list index [0] and the value as JSON',
      head: crd(
        'widgets.example.com',
        '  ownerReferences:\n  - {apiVersion: v1, kind: Event, name: e, uid: u1, blockOwnerDeletion: true}',
      ),
      findings: [
        {
          line: 6,
          column: 5,
          fieldPath: 'metadata.ownerReferences[0]',
          message:
            'the apiserver rejects widgets.example.com: metadata.ownerReferences[0]: Invalid value: {"apiVersion":"v1","kind":"Event","name":"e","uid":"u1","blockOwnerDeletion":true}: /v1, Kind=Event is disallowed from being an owner; remove this owner reference: an Event (v1) may not own other objects',
          apiserver: {
            path: 'metadata.ownerReferences[0]',
            type: 'Invalid value',
            detail:
              '{"apiVersion":"v1","kind":"Event","name":"e","uid":"u1","blockOwnerDeletion":true}: /v1, Kind=Event is disallowed from being an owner',
          },
        },
      ],
    },
    {
      name: 'CRD-META-004: the orphan and foregroundDeletion finalizers together',
      head: crd('widgets.example.com', '  finalizers: [orphan, foregroundDeletion]'),
      findings: [
        {
          line: 5,
          column: 3,
          fieldPath: 'metadata.finalizers',
          apiserver: {
            path: 'metadata.finalizers',
            type: 'Invalid value',
            detail: '["orphan","foregroundDeletion"]: finalizer orphan and foregroundDeletion cannot be both set',
          },
        },
      ],
    },
    {
      name: 'CRD-META-004: owner references: two controllers, a bad apiVersion, missing name and uid',
      head: crd(
        'widgets.example.com',
        '  ownerReferences:\n  - {apiVersion: apps/v1, kind: Deployment, name: a, uid: u1, controller: true}\n  - {apiVersion: v1, kind: ConfigMap, name: b, uid: u2, controller: true, blockOwnerDeletion: false}\n  - {apiVersion: a/b/c, kind: X}',
      ),
      findings: [
        {
          line: 7,
          column: 5,
          fieldPath: 'metadata.ownerReferences[1]',
          apiserver: {
            path: 'metadata.ownerReferences',
            type: 'Invalid value',
            detail:
              '[{"apiVersion":"apps/v1","kind":"Deployment","name":"a","uid":"u1","controller":true},{"apiVersion":"v1","kind":"ConfigMap","name":"b","uid":"u2","controller":true,"blockOwnerDeletion":false},{"apiVersion":"a/b/c","kind":"X","name":"","uid":""}]: Only one reference can have Controller set to true. Found "true" in references for Deployment/a and ConfigMap/b',
          },
        },
        // A missing field lands on its nearest present parent, the reference.
        {
          line: 8,
          column: 5,
          fieldPath: 'metadata.ownerReferences[2].name',
          apiserver: { path: 'metadata.ownerReferences[2].name', type: 'Required value', detail: 'must not be empty' },
        },
        {
          line: 8,
          column: 5,
          fieldPath: 'metadata.ownerReferences[2].uid',
          apiserver: { path: 'metadata.ownerReferences[2].uid', type: 'Required value', detail: 'must not be empty' },
        },
        {
          line: 8,
          column: 18,
          fieldPath: 'metadata.ownerReferences[2].apiVersion',
          apiserver: {
            path: 'metadata.ownerReferences[2].apiVersion',
            type: 'Invalid value',
            detail: '"a/b/c": must be <group>/<version> or <version>',
          },
        },
      ],
    },
    {
      name: 'annotations over 256 KiB together',
      head: crd('widgets.example.com', `  annotations: {big: ${'x'.repeat(262142)}}`),
      findings: [
        {
          line: 5,
          column: 3,
          fieldPath: 'metadata.annotations',
          apiserver: { path: 'metadata.annotations', type: 'Too long', detail: 'may not be more than 262144 bytes' },
        },
      ],
    },
  ],
});
