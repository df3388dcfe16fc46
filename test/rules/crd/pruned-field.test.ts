import { prunedField } from '../../../src/rules/crd/pruned-field.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { schemaVersion, widgetCrd } from './schema/widget-crd.js';

// crd/pruned-field: spec/crd-validation.md §11 (PRUNE-001..006) applied to the custom
// resources of the repository, next to the CRD that serves them.

// The structural-schema announcement's story: a CRD declares spec.image only.
const crontabCrd = (extra = '') =>
  widgetCrd({
    name: 'crontabs.stable.example.com',
    group: 'stable.example.com',
    names: '{kind: CronTab, plural: crontabs}',
    versions: schemaVersion(`
      type: object
      properties:
        spec:
          type: object${extra}
          properties:
            image: {type: string}
            containers:
              type: array
              items:
                type: object
                properties:
                  name: {type: string}
            labels:
              type: object
              additionalProperties: {type: string}
            template:
              type: object
              x-kubernetes-preserve-unknown-fields: true
              properties:
                replicas: {type: integer}
                selector:
                  type: object
                  properties:
                    app: {type: string}
            embedded:
              type: object
              x-kubernetes-embedded-resource: true
              properties:
                spec: {type: object}
    `),
    after: '---',
  });
// The CRD and its `---` are 44 lines; the custom resource starts at line 45 (a scalar is
// located at its value, a mapping at its key).
const withResource = (body: string, extra = '') => crontabCrd(extra) + body;
/** `extra` that makes spec itself preserve unknown fields (one line more: the resource starts at line 46). */
const PRESERVING_SPEC = '\n          x-kubernetes-preserve-unknown-fields: true';
// PRUNE-004 on arrays: a list that preserves unknown fields, whose items declare `limits`. The
// CRD and its `---` are 27 lines; the custom resource starts at line 28.
const jobsCrd = widgetCrd({
  versions: schemaVersion(`
    type: object
    properties:
      spec:
        type: object
        properties:
          jobs:
            type: array
            x-kubernetes-preserve-unknown-fields: true
            items:
              type: object
              properties:
                limits: {type: object, properties: {cpu: {type: string}}}
  `),
  after: '---',
});
const resource = (spec: string) => yaml`
  apiVersion: stable.example.com/v1
  kind: CronTab
  metadata:
    name: my-new-cron-object
  spec:
    ${spec}
`;

ruleTester(prunedField, {
  valid: [
    { name: 'PRUNE-002 (b): every field is declared', head: withResource(resource('image: my-awesome-cron-image')) },
    { name: 'PRUNE-002 (c): additionalProperties keeps every key', head: withResource(resource('labels: {a: b, c.d/e: f}')) },
    { name: 'PRUNE-004: skip mode keeps unknown keys under preserve-unknown-fields', head: withResource(resource('template: {anything: {deep: 1}, replicas: 2}')) },
    {
      name: 'PRUNE-003: a property that sets preserve-unknown-fields itself keeps its unknown keys, below a preserving parent too',
      head: withResource(resource('template: {selector: {app: a}, free: {any: 1}}\n  other: {any: 1}'), PRESERVING_SPEC),
    },
    { name: 'PRUNE-001: apiVersion, kind and metadata of an embedded resource are kept', head: withResource(resource('embedded: {apiVersion: v1, kind: Pod, metadata: {name: x}, spec: {}}')) },
    { name: 'PRUNE-005: ObjectMeta fields are kept', head: withResource(resource('image: x').replace('  name: my-new-cron-object', '  name: my-new-cron-object\n  labels: {a: b}')) },
    {
      name: 'a kind no CRD in the repository serves is not judged',
      head: yaml`
        apiVersion: other.example.com/v1
        kind: CronTab
        metadata: {name: x}
        spec: {privileged: true}
      `,
    },
    { name: 'a version the CRD does not serve is not judged', head: withResource(resource('privileged: true').replace('stable.example.com/v1', 'stable.example.com/v2')) },
    {
      name: 'a CRD with spec.preserveUnknownFields true does not prune',
      head: withResource(resource('privileged: true')).replace('  scope: Namespaced', '  scope: Namespaced\n  preserveUnknownFields: true'),
    },
  ],
  invalid: [
    {
      name: 'the structural-schema announcement: privileged: true, declared nowhere',
      head: withResource(resource('image: my-awesome-cron-image\n  privileged: true')),
      findings: [
        {
          line: 51,
          column: 15,
          fieldPath: 'spec.privileged',
          messageId: 'pruned',
          severity: 'warning',
          apiserver: null,
          message: 'spec.privileged is not declared in the schema of crontabs.stable.example.com version v1: the apiserver drops it without an error, so it is never stored',
        },
      ],
    },
    {
      name: 'PRUNE-001: status without a status schema is dropped at the root',
      head: withResource(resource('image: x') + 'status: {ready: true}\n'),
      findings: [{ line: 51, column: 1, fieldPath: 'status', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-002: unknown keys of array items',
      head: withResource(resource('containers:\n    - name: a\n      image: b')),
      findings: [{ line: 52, column: 14, fieldPath: 'spec.containers[0].image', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-003: preserve-unknown-fields is not inherited through properties',
      head: withResource(resource('template: {selector: {app: a, zone: b}}')),
      findings: [{ line: 50, column: 39, fieldPath: 'spec.template.selector.zone', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-004: under a preserving spec, unknown keys stay and a declared property is pruned normally',
      head: withResource(resource('free: {any: 1}\n  containers:\n    - name: a\n      image: b'), PRESERVING_SPEC),
      findings: [{ line: 54, column: 14, fieldPath: 'spec.containers[0].image', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-004: the items of a preserving list keep their unknown keys, and their declared ones are pruned normally',
      head:
        jobsCrd +
        yaml`
          apiVersion: example.com/v1
          kind: Widget
          metadata:
            name: nightly
          spec:
            jobs:
              - anything: {deep: 1}
                limits: {cpu: "1", gpu: "2"}
        `,
      findings: [{ line: 35, column: 31, fieldPath: 'spec.jobs[0].limits.gpu', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-002 (c): additionalProperties string values lose their object keys',
      head: withResource(resource('labels:\n    a: {nested: x}')),
      findings: [{ line: 51, column: 17, fieldPath: 'spec.labels.a.nested', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-005: an unknown metadata field is dropped by ObjectMeta decoding',
      head: withResource(resource('image: x').replace('  name: my-new-cron-object', '  name: my-new-cron-object\n  owner: me')),
      findings: [{ line: 49, column: 10, fieldPath: 'metadata.owner', messageId: 'metadata' }],
    },
    {
      name: 'PRUNE-005: in an embedded resource too',
      head: withResource(resource('embedded: {apiVersion: v1, kind: Pod, metadata: {name: x, owner: me}, spec: {}}')),
      findings: [{ line: 50, column: 68, fieldPath: 'spec.embedded.metadata.owner', messageId: 'metadata' }],
    },
  ],
});
